/** The icon buttons of one user row, named with the user so each is unambiguous to a screen reader. */
import { HStack, IconButton } from '@chakra-ui/react';
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
