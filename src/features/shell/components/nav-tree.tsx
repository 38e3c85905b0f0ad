/**
 * The session's menu as a three-level tree (group > sub-group > entry, spec 1 §2.9): groups
 * collapse, Hidden entries are not listed, entries keep their Query as search params.
 */
import { chakra } from '@chakra-ui/react';
import type { MenuEntryWire } from '../../../protocol/session';
import { NavEntry, visibleChildren } from './nav-entry';

export function NavTree({
  menu,
  onNavigate,
}: {
  menu: readonly MenuEntryWire[];
  onNavigate?: () => void;
}) {
  return (
    <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="0.5">
      {visibleChildren(menu).map((entry) => (
        <NavEntry key={entry.Key} entry={entry} depth={0} onNavigate={onNavigate} />
      ))}
    </chakra.ul>
  );
}
