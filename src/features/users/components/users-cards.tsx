/**
 * The user list on phones: one card per user under a heading per role name. With "all" the list
 * scrolls in its own box and renders only the cards in view, as the table does.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useRef } from 'react';
import {
  sameRow,
  useRowHandlers,
  userLineProps,
  useUserLines,
  type RenderedLine,
  type RowHandlers,
  type UserLineProps,
} from './use-user-lines';
import { UserChoice, UserNameButton, UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { byGroup, type UsersViewProps } from './users-table';

const ESTIMATE = { group: 36, row: 170 };

export function UsersCards(props: UsersViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const lines = useUserLines(props.groups, ESTIMATE, scrollRef);
  const handlers = useRowHandlers(props);
  return (
    <Box
      ref={scrollRef}
      overflowY={lines.virtual ? 'auto' : undefined}
      maxH={lines.virtual ? 'max(24rem, calc(100dvh - 14rem))' : undefined}
      data-testid="users-cards-box"
    >
      <Box style={{ paddingTop: lines.before, paddingBottom: lines.after }}>
        {byGroup(lines.lines).map((part) => {
          const group = props.groups[part[0]!.item.groupIndex]!;
          return (
            <Stack key={part[0]!.item.groupIndex} gap="0" as="section" aria-label={group.roleName}>
              {part.map((line) => (
                <CardLine
                  key={line.item.key}
                  line={line}
                  lines={lines}
                  view={props}
                  handlers={handlers}
                />
              ))}
            </Stack>
          );
        })}
      </Box>
    </Box>
  );
}

function CardLine({
  line,
  lines,
  view,
  handlers,
}: {
  line: RenderedLine;
  lines: ReturnType<typeof useUserLines>;
  view: UsersViewProps;
  handlers: RowHandlers;
}) {
  const item = line.item;
  if (item.kind === 'group') {
    return (
      <Box
        data-index={line.index}
        ref={lines.virtual ? lines.measure : undefined}
        pb="2"
        pt={line.index === 0 ? '0' : '2'}
      >
        <Heading as="h2" size="sm">
          {item.group.roleName} ({item.group.rows.length})
        </Heading>
      </Box>
    );
  }
  return <UserCard {...userLineProps(item.row, line.index, lines, view, handlers)} />;
}

/** One user's card, with the gap below it inside, so a measured height includes it. */
const UserCard = memo(function UserCard(props: UserLineProps) {
  const { row, index, virtual, measure, checked, actions, busy, handlers } = props;
  return (
    <Box data-index={index} ref={virtual ? measure : undefined} pb="2">
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
        <HStack justify="space-between" align="start" gap="2">
          <HStack gap="1" align="start" minW="0">
            {checked !== null && (
              <UserChoice row={row} checked={checked} onToggle={handlers.toggle} />
            )}
            <UserNameButton row={row} onOpen={handlers.open} wrap />
          </HStack>
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
            actions={actions}
            busy={busy}
            onAction={(action) => handlers.action(row, action)}
          />
        </Box>
      </Box>
    </Box>
  );
}, sameRow);
