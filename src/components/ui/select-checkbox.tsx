/** A native checkbox with a touch-sized hit area and an accessible name. */
import { chakra, type SystemStyleObject } from '@chakra-ui/react';

/** The hit area and the box, as styles; a long list makes them class names once (StyleClasses). */
export const SELECT_CHECKBOX_STYLES = {
  area: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '11',
    minH: '11',
    cursor: 'pointer',
  },
  box: {
    boxSize: '5',
    accentColor: 'var(--portal-primary, #0B3D91)',
    cursor: 'pointer',
  },
} satisfies Record<string, SystemStyleObject>;

export type SelectCheckboxClasses = Readonly<Record<keyof typeof SELECT_CHECKBOX_STYLES, string>>;

export interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  /** Not choosable now (e.g. a receipt of another currency); still read by assistive technology. */
  disabled?: boolean;
  /** Class names of SELECT_CHECKBOX_STYLES made by the list, for a checkbox on every row. */
  classes?: SelectCheckboxClasses;
}

export function SelectCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
  disabled,
  classes,
}: SelectCheckboxProps) {
  const input = {
    type: 'checkbox',
    'aria-label': label,
    checked,
    disabled,
    ref: (el: HTMLInputElement | null) => {
      if (el) el.indeterminate = indeterminate ?? false;
    },
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.checked),
  };
  if (classes) {
    return (
      <label className={classes.area}>
        <input {...input} className={classes.box} />
      </label>
    );
  }
  return (
    <chakra.label css={SELECT_CHECKBOX_STYLES.area}>
      <chakra.input {...input} css={SELECT_CHECKBOX_STYLES.box} />
    </chakra.label>
  );
}
