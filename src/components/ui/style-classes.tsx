/**
 * Chakra style objects turned into class names once, for a long list whose every row would
 * otherwise resolve the same style props again per element (that resolution, not the DOM, is
 * what made a page of 200 rows take most of a second). Tokens and conditions (`_hover`,
 * `_disabled`) resolve through the app's system exactly as style props do.
 */
import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { ClassNames, type CSSObject } from '@emotion/react';
import { useState, type ReactNode } from 'react';

export interface StyleClassesProps<K extends string> {
  styles: Readonly<Record<K, SystemStyleObject>>;
  children: (classes: Readonly<Record<K, string>>) => ReactNode;
}

export function StyleClasses<K extends string>({ styles, children }: StyleClassesProps<K>) {
  const system = useChakraContext();
  // The same names keep the same object, so rows memoized on it are not redrawn for nothing.
  const [last] = useState(() => new Map<string, Readonly<Record<K, string>>>());
  return (
    <ClassNames>
      {({ css }) => {
        const made = {} as Record<K, string>;
        for (const key of Object.keys(styles) as K[]) {
          made[key] = css(system.css(styles[key]) as CSSObject);
        }
        const id = JSON.stringify(made);
        const classes = last.get(id) ?? made;
        last.clear();
        last.set(id, classes);
        return children(classes);
      }}
    </ClassNames>
  );
}
