/** One line of the side menu: a link to an entry, or a collapsible group of lines. */
import { Box, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntryWire } from '../../../protocol/session';
import { toAllowedPath } from '../../../domain/navigation';
import { Icon } from '../../../components/ui/icon';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  textAlign: 'start',
  fontSize: 'md',
  color: 'gray.900',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
} as const;

export function visibleChildren(entries: readonly MenuEntryWire[]): MenuEntryWire[] {
  return entries.filter((e) => !e.Hidden && (e.To || e.Menus.some((m) => !m.Hidden)));
}

export function NavEntry({
  entry,
  depth,
  onNavigate,
}: {
  entry: MenuEntryWire;
  depth: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(true);
  const title = t(entry.Title, { defaultValue: entry.Title });
  if (entry.To) {
    const path = toAllowedPath(entry.To);
    return (
      <li>
        <chakra.a
          asChild
          {...itemStyles}
          ps={`${3 + depth * 3}`}
          css={{
            '&[data-status=active]': {
              bg: 'brand.subtle',
              color: 'brand.fg',
              fontWeight: 'semibold',
            },
          }}
        >
          <Link
            to="/$"
            params={{ _splat: path.slice(1) }}
            search={entry.Query ?? {}}
            activeOptions={{ exact: true, includeSearch: true }}
            onClick={onNavigate}
          >
            {title}
          </Link>
        </chakra.a>
      </li>
    );
  }
  const children = visibleChildren(entry.Menus);
  if (children.length === 0) return null;
  return (
    <li>
      <chakra.button
        type="button"
        {...itemStyles}
        ps={`${3 + depth * 3}`}
        fontWeight={depth === 0 ? 'bold' : 'semibold'}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Box flex="1">{title}</Box>
        <Icon name={open ? 'chevronDown' : 'chevronRight'} boxSize="4" />
      </chakra.button>
      <chakra.ul listStyle="none" hidden={!open}>
        {children.map((child) => (
          <NavEntry key={child.Key} entry={child} depth={depth + 1} onNavigate={onNavigate} />
        ))}
      </chakra.ul>
    </li>
  );
}
