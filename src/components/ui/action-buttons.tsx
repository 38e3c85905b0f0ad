/**
 * The actions of one item of a list (an order, a group, an attachment) as labelled buttons: words
 * a person knows beside the icon, at least 44 × 44 px for a gloved finger, wrapping onto a second
 * line rather than hiding. An action that cannot be used now stays in its place, disabled, with
 * the reason written under its label ("Requiere conexión"), so the user learns why rather than
 * guessing.
 *
 * The buttons are plain elements drawn with the app's button recipe through class names made once
 * per list (useActionButtonStyles with StyleClasses), as a list shows them on every row.
 */
import { useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useId, useMemo, type ReactNode } from 'react';

export interface ActionItem {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  /** Why the action cannot be used now; present means disabled. */
  disabledReason?: string | null;
  /** The item's main action (e.g. open it): drawn solid, the rest outlined. */
  primary?: boolean;
}

type ActionButtonPart = 'group' | 'solid' | 'outline' | 'reasonBox' | 'reason';
export type ActionButtonClasses = Readonly<Record<ActionButtonPart, string>>;

/** The styles of the buttons: the button recipe (solid or outline, size md) and their sizes. */
export function useActionButtonStyles(): Record<ActionButtonPart, SystemStyleObject> {
  const recipe = useRecipe({ key: 'button' });
  return useMemo(() => {
    const own: SystemStyleObject = {
      minH: '11',
      minW: '11',
      h: 'auto',
      py: '1.5',
      px: '3',
      fontSize: 'md',
      _disabled: {
        opacity: 1,
        cursor: 'not-allowed',
        bg: 'gray.100',
        color: 'gray.800',
        borderColor: 'gray.400',
        borderStyle: 'dashed',
      },
    };
    return {
      group: { display: 'flex', flexWrap: 'wrap', gap: '2' },
      solid: { ...recipe({ variant: 'solid', size: 'md' }), ...own },
      outline: { ...recipe({ variant: 'outline', size: 'md' }), ...own },
      reasonBox: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'start',
        lineHeight: 'short',
      },
      reason: { fontSize: 'sm', fontWeight: 'normal' },
    };
  }, [recipe]);
}

export interface ActionButtonsProps {
  items: readonly ActionItem[];
  /** Names the group for assistive technology, e.g. "Acciones de la orden 4000…". */
  label: string;
  classes: ActionButtonClasses;
}

export function ActionButtons({ items, label, classes }: ActionButtonsProps) {
  const id = useId();
  return (
    <div role="group" aria-label={label} className={classes.group}>
      {items.map((item) => {
        const reasonId = `${id}-${item.id}`;
        const reason = item.disabledReason ?? null;
        return (
          <button
            key={item.id}
            type="button"
            className={item.primary ? classes.solid : classes.outline}
            disabled={reason !== null}
            // The visible label is the name; the reason is read as its description.
            aria-label={reason === null ? undefined : item.label}
            aria-describedby={reason === null ? undefined : reasonId}
            onClick={item.onClick}
          >
            {item.icon}
            {reason === null ? (
              item.label
            ) : (
              <span className={classes.reasonBox}>
                <span>{item.label}</span>
                <span id={reasonId} className={classes.reason}>
                  {reason}
                </span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
