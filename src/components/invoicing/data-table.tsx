/**
 * The invoicing pages' table (spec 2 §2 "Common"): a heading naming it, a search box, the Excel
 * export, the rows of one page (15 by default, the statement 10) and a pager. From 960 px it is a
 * table that scrolls inside its own box; below, one card per row with every field (the whole
 * text, no truncation, since a card has the room). Long texts in the table are cut at 40 (TEXT_D)
 * or 25 characters with the whole text in a tooltip.
 */
import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCheckbox } from '../ui/select-checkbox';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  displayText,
  isEmptyCell,
  searchRows,
  TABLE_PAGE_SIZES,
  tablePage,
  truncateLimit,
  type TableColumn,
  type TablePageSize,
} from './table-model';
import { ExportTableButton } from './export-table-button';
import { TruncatedText } from './truncated-text';
import { useInvoicingRecipes } from './use-invoicing-recipes';

/** The spec's mobile breakpoint: cards below it. */
export const WIDE_TABLE_QUERY = '(min-width: 960px)';

export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onToggle: (row: Row) => void;
  /** The check box's accessible name ("Elegir factura A-1020"). */
  label: (row: Row) => string;
  /** A row that cannot be chosen now (its check box is drawn disabled); none when omitted. */
  disabled?: (row: Row) => boolean;
}

export interface DataTableProps<Row> {
  /** The table's name: its heading and the Excel file's name. */
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  pageSize?: TablePageSize;
  /** A cell drawn otherwise than its text (a status chip), by column id. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** The row's action buttons. */
  actions?: (row: Row) => ReactNode;
  selection?: RowSelection<Row>;
  /** Buttons beside the export (e.g. the statement's accounting view). */
  toolbar?: ReactNode;
  /** A row to draw as pointed at (e.g. the period to invoice first). */
  marked?: string | null;
}

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
    position: 'sticky',
    top: '0',
    zIndex: '1',
    whiteSpace: 'nowrap',
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

/** The actions stay at the right edge while the other columns scroll beneath them. */
const PINNED = {
  position: 'sticky',
  right: '0',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200), -6px 0 8px -6px rgba(0, 0, 0, 0.18)',
} as const;

const isNumeric = (kind: TableColumn<unknown>['kind']) => kind === 'amount' || kind === 'quantity';

export function DataTable<Row>(props: DataTableProps<Row>) {
  useInvoicingRecipes();
  const { t } = useTranslation('invoicing');
  const { title, columns, rows } = props;
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const headingId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<TablePageSize>(props.pageSize ?? DEFAULT_TABLE_PAGE_SIZE);
  const found = useMemo(() => searchRows(rows, columns, query), [rows, columns, query]);
  const shown = tablePage(found, page, size);

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          {props.toolbar}
          <ExportTableButton title={title} columns={columns} rows={rows} />
        </Flex>
      </Flex>
      <Field.Root maxW={{ base: 'full', md: 'sm' }}>
        <Field.Label htmlFor={searchId}>{t('table.search')}</Field.Label>
        <Input
          id={searchId}
          type="search"
          minH="11"
          bg="white"
          value={query}
          maxLength={100}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Field.Root>
      {found.length === 0 ? (
        <Text>{t('table.noMatches')}</Text>
      ) : wide ? (
        <TableView {...props} rows={shown.rows} />
      ) : (
        <CardsView {...props} rows={shown.rows} />
      )}
      <TablePager
        label={t('table.pagesOf', { table: title })}
        page={shown.page}
        pageCount={shown.pageCount}
        from={shown.from}
        to={shown.to}
        total={shown.total}
        size={size}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}

function cellOf<Row>(props: DataTableProps<Row>, column: TableColumn<Row>, row: Row, cut: boolean) {
  const custom = props.cells?.[column.id];
  if (custom) return custom(row);
  const text = displayText(column, row);
  return cut ? <TruncatedText text={text} limit={truncateLimit(column.kind)} /> : text;
}

function TableView<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation('invoicing');
  const { columns, rows, rowKey, selection, actions } = props;
  return (
    <Box
      overflow="auto"
      // A box that scrolls is reached by the keyboard too, whatever its cells hold (WCAG 2.1.1).
      tabIndex={0}
      maxH="max(28rem, calc(100dvh - 14rem))"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
    >
      <chakra.table w="full" borderCollapse="separate" borderSpacing="0">
        <thead>
          <tr>
            {selection && (
              <Th w="12" px="0">
                <chakra.span srOnly>{t('table.choose')}</chakra.span>
              </Th>
            )}
            {columns.map((c) => (
              <Th key={c.id} textAlign={isNumeric(c.kind) ? 'end' : 'start'}>
                {c.header}
              </Th>
            ))}
            {actions && (
              <Th {...PINNED} zIndex="2">
                {t('table.actions')}
              </Th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <chakra.tr key={key} bg={props.marked === key ? 'orange.50' : undefined}>
                {selection && (
                  <Td px="0">
                    <SelectCheckbox
                      label={selection.label(row)}
                      checked={selection.selected.has(key)}
                      disabled={selection.disabled?.(row)}
                      onChange={() => selection.onToggle(row)}
                    />
                  </Td>
                )}
                {columns.map((c) => (
                  <Td
                    key={c.id}
                    textAlign={isNumeric(c.kind) ? 'end' : 'start'}
                    whiteSpace={c.kind === 'longText' || c.kind === 'text' ? undefined : 'nowrap'}
                    minW={c.kind === 'longText' ? '14rem' : c.kind === 'text' ? '10rem' : undefined}
                  >
                    {cellOf(props, c, row, true)}
                  </Td>
                ))}
                {actions && (
                  <Td bg={props.marked === key ? 'orange.50' : 'white'} {...PINNED}>
                    <Flex gap="2" wrap="nowrap">
                      {actions(row)}
                    </Flex>
                  </Td>
                )}
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function CardsView<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, selection, actions } = props;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {rows.map((row) => {
        const key = rowKey(row);
        return (
          <Box
            as="li"
            key={key}
            bg={props.marked === key ? 'orange.50' : 'white'}
            borderWidth="1px"
            borderColor={props.marked === key ? 'orange.600' : 'gray.200'}
            rounded="md"
            p="3"
          >
            {selection && (
              <SelectCheckbox
                label={selection.label(row)}
                checked={selection.selected.has(key)}
                disabled={selection.disabled?.(row)}
                onChange={() => selection.onToggle(row)}
              />
            )}
            <chakra.dl
              display="grid"
              gridTemplateColumns="minmax(7rem, auto) 1fr"
              columnGap="3"
              rowGap="1"
              fontSize="sm"
            >
              {columns
                .filter((c) => !isEmptyCell(c, row))
                .map((c) => (
                  <Box key={c.id} display="contents">
                    <chakra.dt color="fg.muted">{c.header}</chakra.dt>
                    <chakra.dd m="0" overflowWrap="anywhere">
                      {cellOf(props, c, row, false)}
                    </chakra.dd>
                  </Box>
                ))}
            </chakra.dl>
            {actions && (
              <Flex gap="2" wrap="wrap" mt="2">
                {actions(row)}
              </Flex>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

interface TablePagerProps {
  label: string;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  size: TablePageSize;
  onPage: (page: number) => void;
  onSize: (size: TablePageSize) => void;
}

function TablePager(props: TablePagerProps) {
  const { t } = useTranslation('invoicing');
  const sizeId = useId();
  return (
    <Flex
      as="nav"
      aria-label={props.label}
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
    >
      <Flex align="center" gap="2">
        <chakra.label htmlFor={sizeId}>{t('table.rowsPerPage')}</chakra.label>
        <NativeSelect.Root w="auto">
          <NativeSelect.Field
            id={sizeId}
            minH="11"
            bg="white"
            value={String(props.size)}
            onChange={(e) => props.onSize(Number(e.currentTarget.value) as TablePageSize)}
          >
            {TABLE_PAGE_SIZES.map((s) => (
              <option key={s} value={String(s)}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Text aria-live="polite">
        {t('table.range', { from: props.from, to: props.to, total: props.total })}
      </Text>
      {props.pageCount > 1 && (
        <Flex gap="2">
          <Button
            variant="outline"
            minH="11"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            {t('table.previous')}
          </Button>
          <Button
            variant="outline"
            minH="11"
            disabled={props.page >= props.pageCount}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t('table.next')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
