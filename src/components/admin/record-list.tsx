/**
 * The rows of an administration list (communiqués, suppliers and lessors, crews, regions,
 * clients): a table from 960 px (the spec's mobile breakpoint) and cards below it. The record's
 * name is the button that opens it read-only (the row click does the same); per row edit, delete
 * and log, each named with the record so a screen reader tells them apart. Read-only callers
 * (Visualizar) see edit and delete disabled; the server refuses those calls too.
 */
import { Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../ui/stroke-icon';

const ICONS = {
  edit: 'M17 3l4 4L8 20H4v-4L17 3z',
  delete: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
  log: 'M12 8v4l3 2M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.7L3 8M3 3v5h5',
} as const;
export type RowAction = keyof typeof ICONS;
const ACTIONS: readonly RowAction[] = ['edit', 'delete', 'log'];

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'sm',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  },
});
const Td = chakra('td', {
  base: {
    px: '2',
    py: '1',
    fontSize: 'sm',
    verticalAlign: 'middle',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
  },
});

export interface Column<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** In the table, before the name (a number); on a card it follows the name like the others. */
  lead?: boolean;
  /** Only on the cards (the table leaves it to the log). */
  cardOnly?: boolean;
  /** Figures aligned in the table. */
  numeric?: boolean;
}

export interface RecordListLabels<T> {
  /** Names the table (for screen readers) and the list of cards. */
  caption: string;
  nameColumn: string;
  actionsColumn: string;
  /** The name button's spoken name, e.g. "Ver Cuadrilla Norte". */
  view: (row: T) => string;
  action: (action: RowAction) => string;
  /** An action's spoken name with the record, e.g. "Editar Cuadrilla Norte". */
  actionOf: (action: RowAction, row: T) => string;
}

export interface RecordListProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  rowName: (row: T) => string;
  labels: RecordListLabels<T>;
  wide: boolean;
  viewOnly: boolean;
  /** In the table only the actions' icons show (their names stay spoken and in a tooltip). */
  compactActions?: boolean;
  onOpen: (row: T) => void;
  onAction: (row: T, action: RowAction) => void;
}

function NameButton<T>({
  row,
  props,
}: {
  row: T;
  props: Pick<RecordListProps<T>, 'rowName' | 'labels' | 'onOpen'>;
}) {
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      minH="11"
      minW="11"
      h="auto"
      color="brand.fg"
      textDecoration="underline"
      whiteSpace="normal"
      textAlign="start"
      justifyContent="flex-start"
      aria-label={props.labels.view(row)}
      onClick={(event) => {
        event.stopPropagation();
        props.onOpen(row);
      }}
    >
      {props.rowName(row)}
    </Button>
  );
}

function RowActions<T>({
  row,
  compact,
  props,
}: {
  row: T;
  compact: boolean;
  props: Pick<RecordListProps<T>, 'labels' | 'viewOnly' | 'onAction'>;
}) {
  const { labels } = props;
  return (
    <HStack gap="1" flexWrap="nowrap">
      {ACTIONS.map((action) => (
        <Button
          key={action}
          aria-label={labels.actionOf(action, row)}
          title={compact ? labels.action(action) : undefined}
          variant="ghost"
          size="sm"
          minW="11"
          minH="11"
          px="2"
          colorPalette={action === 'delete' ? 'red' : undefined}
          disabled={props.viewOnly && action !== 'log'}
          onClick={(event) => {
            // The row itself opens the record; a button does only its own action.
            event.stopPropagation();
            props.onAction(row, action);
          }}
        >
          <StrokeIcon path={ICONS[action]} />
          {!compact && labels.action(action)}
        </Button>
      ))}
    </HStack>
  );
}

export function RecordList<T>(props: RecordListProps<T>) {
  const { rows, columns, labels, rowKey } = props;
  if (props.wide) {
    const inTable = columns.filter((c) => !c.cardOnly);
    const cells = (lead: boolean) =>
      inTable
        .filter((c) => Boolean(c.lead) === lead)
        .map((c) => (row: T) => (
          <Td key={c.key} fontVariantNumeric={c.numeric ? 'tabular-nums' : undefined}>
            {c.cell(row)}
          </Td>
        ));
    const [leading, trailing] = [cells(true), cells(false)];
    const header = (lead: boolean) =>
      inTable
        .filter((c) => Boolean(c.lead) === lead)
        .map((c) => (
          <Th scope="col" key={c.key}>
            {c.label}
          </Th>
        ));
    return (
      <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
        <chakra.table w="full" borderCollapse="collapse">
          <chakra.caption srOnly>{labels.caption}</chakra.caption>
          <thead>
            <tr>
              {header(true)}
              <Th scope="col">{labels.nameColumn}</Th>
              {header(false)}
              <Th scope="col">{labels.actionsColumn}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <chakra.tr
                key={rowKey(row)}
                cursor="pointer"
                _hover={{ bg: 'gray.50' }}
                onClick={() => props.onOpen(row)}
              >
                {leading.map((cell) => cell(row))}
                <Td maxW="72">
                  <NameButton row={row} props={props} />
                </Td>
                {trailing.map((cell) => cell(row))}
                <Td>
                  <RowActions row={row} compact={props.compactActions ?? false} props={props} />
                </Td>
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label={labels.caption}>
      {rows.map((row) => (
        <Box
          as="li"
          key={rowKey(row)}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          bg="white"
          p="3"
        >
          <NameButton row={row} props={props} />
          <chakra.dl
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="3"
            rowGap="1"
            fontSize="sm"
            mt="1"
          >
            {columns.map((c) => (
              <Box key={c.key} display="contents">
                <chakra.dt color="fg.muted">{c.label}</chakra.dt>
                <chakra.dd wordBreak="break-word">{c.cell(row)}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
          <Box mt="2" overflowX="auto">
            <RowActions row={row} compact={false} props={props} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The namespaces whose `columns.name`, `columns.actions` and `actions.*` name a list's parts. */
type AdminListNamespace = 'crewsAdmin' | 'statementsAdmin' | 'suppliersAdmin';

/** The labels of a list from its namespace's texts, the caption given. */
export function useRecordListLabels<T>(
  ns: AdminListNamespace,
  caption: string,
  rowName: (row: T) => string,
): RecordListLabels<T> {
  const { t } = useTranslation(ns);
  return {
    caption,
    nameColumn: t('columns.name'),
    actionsColumn: t('columns.actions'),
    view: (row) => t('actions.view', { name: rowName(row) }),
    action: (action) => t(`actions.${action}`),
    actionOf: (action, row) => t(`actions.${action}Of`, { name: rowName(row) }),
  };
}
