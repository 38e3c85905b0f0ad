/**
 * The operations pages' table: its name as a heading, "Exportar a Excel" (every row loaded), the
 * rows of one page and the pager. A short list (the statistics) comes whole and is paged here (50
 * by default; 25, 50, 100 or all); a long one (events, sessions, errors, notifications) comes a
 * page at a time from the server, which `paging` walks. From 768 px a table that scrolls inside
 * its own box; below, one card per row with every field.
 */
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportTableButton } from '../../../components/invoicing/export-table-button';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { Pager } from '../../../components/ui/pager';
import { DEFAULT_PAGE_SIZE, pageOf, type PageSize } from '../../../lib/paging';
import { useMediaQuery } from '../../../lib/use-media-query';
import { KeysetPager, type KeysetPagerProps } from './keyset-pager';

/** The server's paging of a list: where the page shown is, and how to move. */
export type ServerPaging = Omit<KeysetPagerProps, 'rowsShown' | 'label'>;

export interface OpsTableProps<Row> {
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A cell drawn otherwise than its text, by column id. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** The row's action buttons. */
  actions?: (row: Row) => ReactNode;
  /** The export's file and sheet name, when not the title. */
  exportTitle?: string;
  /** The rows are one page of the server's: shown whole, with the server's pager. */
  paging?: ServerPaging;
}

const cell = { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200' } as const;

export function OpsTable<Row>(props: OpsTableProps<Row>) {
  const { t } = useTranslation('operations');
  const { title, columns, rows, rowKey, cells, actions, paging } = props;
  const wide = useMediaQuery('(min-width: 768px)');
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [pageNumber, setPageNumber] = useState(1);
  const page = useMemo(
    () => (paging ? pageOf(rows, 1, 'all') : pageOf(rows, pageNumber, size)),
    [paging, rows, pageNumber, size],
  );
  const show = (c: TableColumn<Row>, row: Row) => cells?.[c.id]?.(row) ?? c.value(row);

  return (
    <Stack gap="3" minW="0">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <ExportTableButton title={props.exportTitle ?? title} columns={columns} rows={rows} />
      </Flex>
      {rows.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : wide ? (
        <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" tabIndex={0}>
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{title}</chakra.caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <chakra.th key={c.id} scope="col" textAlign="start" bg="gray.100" {...cell}>
                    {c.header}
                  </chakra.th>
                ))}
                {actions && (
                  <chakra.th scope="col" textAlign="start" bg="gray.100" {...cell}>
                    {t('actions')}
                  </chakra.th>
                )}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <chakra.td
                      key={c.id}
                      {...cell}
                      whiteSpace={c.kind === 'longText' ? 'normal' : 'nowrap'}
                      maxW={c.kind === 'longText' ? '96' : undefined}
                      // A long text keeps a readable width when the table scrolls sideways.
                      minW={c.kind === 'longText' ? '14rem' : undefined}
                      overflowWrap="anywhere"
                    >
                      {show(c, row)}
                    </chakra.td>
                  ))}
                  {actions && <chakra.td {...cell}>{actions(row)}</chakra.td>}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={title}>
          {page.rows.map((row) => (
            <chakra.li
              key={rowKey(row)}
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              p="3"
              bg="white"
            >
              <chakra.dl display="grid" gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="1">
                {columns.map((c) => (
                  <Box key={c.id} display="contents">
                    <chakra.dt fontWeight="semibold" fontSize="sm">
                      {c.header}
                    </chakra.dt>
                    <chakra.dd fontSize="sm" overflowWrap="anywhere">
                      {show(c, row)}
                    </chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
              {actions && <Box mt="2">{actions(row)}</Box>}
            </chakra.li>
          ))}
        </Stack>
      )}
      {paging
        ? (rows.length > 0 || paging.pages.trail.length > 1) && (
            <KeysetPager {...paging} rowsShown={rows.length} label={t('pager', { table: title })} />
          )
        : rows.length > 0 && (
            <Pager
              page={page}
              size={size}
              onPage={setPageNumber}
              onSize={(s) => {
                setSize(s);
                setPageNumber(1);
              }}
              label={t('pager', { table: title })}
              sizeLabel={t('perPage')}
            />
          )}
    </Stack>
  );
}
