/** The user list on phones: one card per user under a heading per role name. */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import type { UsersViewProps } from './users-table';

export function UsersCards({ groups, actionsOf, busyId, onOpen, onAction }: UsersViewProps) {
  const { t } = useTranslation('users');
  return (
    <Stack gap="4">
      {groups.map((group) => (
        <Stack key={group.roleName} gap="2" as="section" aria-label={group.roleName}>
          <Heading as="h2" size="sm">
            {group.roleName} ({group.rows.length})
          </Heading>
          {group.rows.map((row) => (
            <Box
              key={row.Id}
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              p="3"
            >
              <HStack justify="space-between" align="start" gap="2">
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  minH="11"
                  color="brand.fg"
                  textDecoration="underline"
                  whiteSpace="normal"
                  textAlign="start"
                  wordBreak="break-all"
                  aria-label={t('openUser', { user: row.UserName })}
                  onClick={() => onOpen(row)}
                >
                  {row.UserName}
                </Button>
                <UserStatusBadge row={row} />
              </HStack>
              <Text fontSize="sm">{row.Name}</Text>
              {row.Email && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {row.Email}
                </Text>
              )}
              <Box mt="2">
                <UserRowActions
                  row={row}
                  actions={actionsOf(row)}
                  busy={busyId === row.Id}
                  onAction={(action) => onAction(row, action)}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
