/**
 * The communiqué list (spec 3 §2.4): a table from 960 px with number, name, audience, regions,
 * days, files and active (the last change is in the log), and cards below it with the last change. A row click opens the communiqué read-only;
 * its name is also a button for the keyboard. Per row: edit, delete and log, disabled for
 * Visualizar but the log.
 */
import { Badge, Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import type { ParameterRow } from '../../../protocol/statement-admin';

const ICONS = {
  edit: 'M17 3l4 4L8 20H4v-4L17 3z',
  delete: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
  log: 'M12 8v4l3 2M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.7L3 8M3 3v5h5',
} as const;
export type StatementAction = keyof typeof ICONS;
const ACTIONS: readonly StatementAction[] = ['edit', 'delete', 'log'];

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

export interface StatementsListProps {
  rows: readonly ParameterRow[];
  viewOnly: boolean;
  onOpen: (row: ParameterRow) => void;
  onAction: (row: ParameterRow, action: StatementAction) => void;
}

function useCells() {
  const { t } = useTranslation('statementsAdmin');
  return {
    audience: (r: ParameterRow) =>
      r.ForLessor && r.ForSupplier
        ? t('audience.both')
        : r.ForLessor
          ? t('audience.lessor')
          : r.ForSupplier
            ? t('audience.supplier')
            : t('audience.everyone'),
    regions: (r: ParameterRow) =>
      r.ForLessor ? (r.AllRegion ? t('allRegions') : r.Regions.join(', ')) : '—',
    days: (r: ParameterRow) => (
      <chakra.span whiteSpace="nowrap">
        {formatDate(`${r.StartDate}T12:00:00`)} – {formatDate(`${r.EndDate}T12:00:00`)}
      </chakra.span>
    ),
    files: (r: ParameterRow) =>
      [r.HasImage ? t('files.image') : null, r.HasPdf ? t('files.pdf') : null]
        .filter(Boolean)
        .join(', '),
    active: (r: ParameterRow) => (
      <Badge colorPalette={r.Active ? 'green' : 'gray'} variant="subtle">
        {r.Active ? t('yes') : t('no')}
      </Badge>
    ),
    modified: (r: ParameterRow) =>
      r.ModifiedDate === null
        ? '—'
        : `${formatDateTime(r.ModifiedDate)}${r.ModifiedBy ? ` · ${r.ModifiedBy}` : ''}`,
  };
}

/** The row's buttons; in the table (compact) only their icons show, their names stay spoken. */
function RowActions({
  row,
  viewOnly,
  onAction,
  compact = false,
}: Omit<StatementsListProps, 'rows' | 'onOpen'> & { row: ParameterRow; compact?: boolean }) {
  const { t } = useTranslation('statementsAdmin');
  return (
    <HStack gap="1" flexWrap="nowrap">
      {ACTIONS.map((action) => (
        <Button
          key={action}
          aria-label={t(`actions.${action}Of`, { name: row.Name })}
          title={compact ? t(`actions.${action}`) : undefined}
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
          {!compact && t(`actions.${action}`)}
        </Button>
      ))}
    </HStack>
  );
}

function NameButton({ row, onOpen }: { row: ParameterRow; onOpen: (row: ParameterRow) => void }) {
  const { t } = useTranslation('statementsAdmin');
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      minH="11"
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

export function StatementsTable({ rows, viewOnly, onOpen, onAction }: StatementsListProps) {
  const { t } = useTranslation('statementsAdmin');
  const cells = useCells();
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
      <chakra.table w="full" borderCollapse="collapse">
        <chakra.caption srOnly>{t('tableCaption')}</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{t('columns.id')}</Th>
            <Th scope="col">{t('columns.name')}</Th>
            <Th scope="col">{t('columns.audience')}</Th>
            <Th scope="col">{t('columns.regions')}</Th>
            <Th scope="col">{t('columns.days')}</Th>
            <Th scope="col">{t('columns.files')}</Th>
            <Th scope="col">{t('columns.active')}</Th>
            <Th scope="col">{t('columns.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr
              key={row.Id}
              cursor="pointer"
              _hover={{ bg: 'gray.50' }}
              onClick={() => onOpen(row)}
            >
              <Td fontVariantNumeric="tabular-nums">{row.Id}</Td>
              <Td maxW="72">
                <NameButton row={row} onOpen={onOpen} />
              </Td>
              <Td>{cells.audience(row)}</Td>
              <Td>{cells.regions(row)}</Td>
              <Td>{cells.days(row)}</Td>
              <Td>{cells.files(row)}</Td>
              <Td>{cells.active(row)}</Td>
              <Td>
                <RowActions row={row} viewOnly={viewOnly} onAction={onAction} compact />
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export function StatementsCards({ rows, viewOnly, onOpen, onAction }: StatementsListProps) {
  const { t } = useTranslation('statementsAdmin');
  const cells = useCells();
  return (
    <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label={t('tableCaption')}>
      {rows.map((row) => (
        <Box
          as="li"
          key={row.Id}
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
            <chakra.dt color="fg.muted">{t('columns.id')}</chakra.dt>
            <chakra.dd>{row.Id}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.audience')}</chakra.dt>
            <chakra.dd>{cells.audience(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.regions')}</chakra.dt>
            <chakra.dd wordBreak="break-word">{cells.regions(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.days')}</chakra.dt>
            <chakra.dd>{cells.days(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.files')}</chakra.dt>
            <chakra.dd>{cells.files(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.active')}</chakra.dt>
            <chakra.dd>{cells.active(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.modified')}</chakra.dt>
            <chakra.dd wordBreak="break-word">{cells.modified(row)}</chakra.dd>
          </chakra.dl>
          <Box mt="2" overflowX="auto">
            <RowActions row={row} viewOnly={viewOnly} onAction={onAction} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
