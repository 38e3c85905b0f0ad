/**
 * The crew and region lists (spec 3 §2.5): a table from 960 px and cards below it, with the
 * record's name as the button that opens it read-only and per row edit, delete and log. Visualizar
 * (and other read-only callers) see edit and delete disabled.
 */
import { Badge, Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { formatDateTime } from '../../../lib/date-format';

const ICONS = {
  log: 'M12 8v4l3 2M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.7L3 8M3 3v5h5',
  delete: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
  edit: 'M17 3l4 4L8 20H4v-4L17 3z',
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

/** A listed record: its code and name, active flag and last change. */
export interface ListedRecord {
  Code: string;
  Name: string;
  Active: boolean;
  ModifiedBy: string | null;
  ModifiedDate: string | null;
}

export interface Column<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
}

export interface RecordListProps<T extends ListedRecord> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  caption: string;
  wide: boolean;
  viewOnly: boolean;
  onOpen: (row: T) => void;
  onAction: (row: T, action: RowAction) => void;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('crewsAdmin');
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? t('yes') : t('no')}
    </Badge>
  );
}

export function Modified({ row }: { row: ListedRecord }) {
  const { t } = useTranslation('crewsAdmin');
  if (row.ModifiedDate === null) return <>—</>;
  return (
    <>
      <chakra.span whiteSpace="nowrap">{formatDateTime(row.ModifiedDate)}</chakra.span>
      {row.ModifiedBy && <> {t('modifiedBy', { by: row.ModifiedBy })}</>}
    </>
  );
}

function NameButton<T extends ListedRecord>({ row, onOpen }: { row: T; onOpen: (r: T) => void }) {
  const { t } = useTranslation('crewsAdmin');
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
      aria-label={t('actions.view', { name: row.Name })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
    >
      {row.Name}
    </Button>
  );
}

function RowActions<T extends ListedRecord>({
  row,
  viewOnly,
  onAction,
}: {
  row: T;
  viewOnly: boolean;
  onAction: (row: T, action: RowAction) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  return (
    <HStack gap="1" flexWrap="nowrap">
      {ACTIONS.map((action) => (
        <Button
          key={action}
          aria-label={t(`actions.${action}Of`, { name: row.Name })}
          variant="ghost"
          size="sm"
          minW="11"
          minH="11"
          px="2"
          colorPalette={action === 'delete' ? 'red' : undefined}
          disabled={viewOnly && action !== 'log'}
          onClick={(event) => {
            event.stopPropagation();
            onAction(row, action);
          }}
        >
          <StrokeIcon path={ICONS[action]} />
          {t(`actions.${action}`)}
        </Button>
      ))}
    </HStack>
  );
}

export function RecordList<T extends ListedRecord>(props: RecordListProps<T>) {
  const { t } = useTranslation('crewsAdmin');
  const { rows, columns, caption, viewOnly, onOpen, onAction } = props;
  if (props.wide)
    return (
      <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
        <chakra.table w="full" borderCollapse="collapse">
          <chakra.caption srOnly>{caption}</chakra.caption>
          <thead>
            <tr>
              <Th scope="col">{t('columns.name')}</Th>
              {columns.map((c) => (
                <Th scope="col" key={c.key}>
                  {c.label}
                </Th>
              ))}
              <Th scope="col">{t('columns.actions')}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <chakra.tr
                key={row.Code}
                cursor="pointer"
                _hover={{ bg: 'gray.50' }}
                onClick={() => onOpen(row)}
              >
                <Td maxW="72">
                  <NameButton row={row} onOpen={onOpen} />
                </Td>
                {columns.map((c) => (
                  <Td key={c.key}>{c.cell(row)}</Td>
                ))}
                <Td>
                  <RowActions row={row} viewOnly={viewOnly} onAction={onAction} />
                </Td>
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label={caption}>
      {rows.map((row) => (
        <Box
          as="li"
          key={row.Code}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          bg="white"
          p="3"
        >
          <NameButton row={row} onOpen={onOpen} />
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
          <Box mt="2">
            <RowActions row={row} viewOnly={viewOnly} onAction={onAction} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
