/** The icon buttons of one user row, named with the user so each is unambiguous to a screen reader. */
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../protocol/user-admin';
import type { UserRowAction } from '../lib/row-actions';
import { UserIcon } from './user-icon';

export interface UserRowActionsProps {
  row: UserRow;
  actions: readonly UserRowAction[];
  busy: boolean;
  onAction: (action: UserRowAction) => void;
}

export function UserRowActions({ row, actions, busy, onAction }: UserRowActionsProps) {
  const { t } = useTranslation('users');
  return (
    <HStack gap="1" flexWrap="nowrap">
      {actions.map((action) => {
        const label = t(`actions.${action}`, { user: row.UserName });
        return (
          <IconButton
            key={action}
            aria-label={label}
            title={label}
            size="md"
            minW="11"
            minH="11"
            variant="ghost"
            colorPalette={action === 'delete' ? 'red' : undefined}
            disabled={busy && action !== 'log'}
            onClick={(event) => {
              // The row itself opens the user; an icon does only its own action.
              event.stopPropagation();
              onAction(action);
            }}
          >
            <UserIcon name={action} />
          </IconButton>
        );
      })}
    </HStack>
  );
}

/**
 * The user name as the button that opens the user read-only; it also stops the click there, so
 * a table row's own click does not open it twice. `wrap` lets a long name wrap (cards).
 */
export function UserNameButton({
  row,
  onOpen,
  wrap = false,
}: {
  row: UserRow;
  onOpen: (row: UserRow) => void;
  wrap?: boolean;
}) {
  const { t } = useTranslation('users');
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      minH="11"
      color="brand.fg"
      textDecoration="underline"
      {...(wrap ? { whiteSpace: 'normal', textAlign: 'start', wordBreak: 'break-all' } : {})}
      aria-label={t('openUser', { user: row.UserName })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
    >
      {row.UserName}
    </Button>
  );
}

/** The check box that chooses a user for the multiple update. */
export function UserChoice({
  row,
  checked,
  onToggle,
}: {
  row: UserRow;
  checked: boolean;
  onToggle: (row: UserRow) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <SelectCheckbox
      label={t('multiple.choose', { user: row.UserName })}
      checked={checked}
      onChange={() => onToggle(row)}
    />
  );
}
