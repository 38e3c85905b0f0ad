/**
 * The supplier and lessor list (spec 2 §2 screen 11): a table from 960 px (the spec's mobile
 * breakpoint) with name, tax id, code, companies, type, active and last modified, and cards
 * below it. A row click opens the supplier read-only; its name is also a button for the keyboard.
 */
import { Badge, Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import type { SupplierRow } from '../../../protocol/supplier-admin';
import { supplierKind } from '../lib/supplier-form';
import type { SupplierAction } from './supplier-icon';
import { SupplierNameButton, SupplierRowActions } from './supplier-row-actions';

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

export interface SuppliersListProps {
  rows: readonly SupplierRow[];
  viewOnly: boolean;
  onOpen: (row: SupplierRow) => void;
  onAction: (row: SupplierRow, action: SupplierAction) => void;
}

function useCells() {
  const { t } = useTranslation('suppliersAdmin');
  return {
    kind: (row: SupplierRow) => t(`kinds.${supplierKind(row)}`),
    active: (row: SupplierRow) => (
      <Badge colorPalette={row.Active ? 'green' : 'gray'} variant="subtle">
        {row.Active ? t('yes') : t('no')}
      </Badge>
    ),
    modified: (row: SupplierRow) =>
      row.ModifiedDate === null ? (
        '—'
      ) : (
        <>
          <chakra.span whiteSpace="nowrap">{formatDateTime(row.ModifiedDate)}</chakra.span>
          {row.ModifiedBy && <> {t('modifiedByOnly', { by: row.ModifiedBy })}</>}
        </>
      ),
  };
}

export function SuppliersTable({ rows, viewOnly, onOpen, onAction }: SuppliersListProps) {
  const { t } = useTranslation('suppliersAdmin');
  const cells = useCells();
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
      <chakra.table w="full" borderCollapse="collapse">
        <chakra.caption srOnly>{t('tableCaption')}</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{t('columns.name')}</Th>
            <Th scope="col">{t('columns.tin')}</Th>
            <Th scope="col">{t('columns.code')}</Th>
            <Th scope="col">{t('columns.companies')}</Th>
            <Th scope="col">{t('columns.type')}</Th>
            <Th scope="col">{t('columns.active')}</Th>
            <Th scope="col">{t('columns.modified')}</Th>
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
              <Td maxW="72">
                <SupplierNameButton row={row} onOpen={onOpen} />
              </Td>
              <Td>{row.TIN}</Td>
              <Td fontVariantNumeric="tabular-nums">{row.Code}</Td>
              <Td>{row.Companies.join(', ')}</Td>
              <Td>{cells.kind(row)}</Td>
              <Td>{cells.active(row)}</Td>
              <Td>{cells.modified(row)}</Td>
              <Td>
                <SupplierRowActions row={row} viewOnly={viewOnly} onAction={onAction} />
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export function SuppliersCards({ rows, viewOnly, onOpen, onAction }: SuppliersListProps) {
  const { t } = useTranslation('suppliersAdmin');
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
          <SupplierNameButton row={row} onOpen={onOpen} />
          <chakra.dl
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="3"
            rowGap="1"
            fontSize="sm"
            mt="1"
          >
            <chakra.dt color="fg.muted">{t('columns.tin')}</chakra.dt>
            <chakra.dd wordBreak="break-word">{row.TIN}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.code')}</chakra.dt>
            <chakra.dd>{row.Code}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.companies')}</chakra.dt>
            <chakra.dd>{row.Companies.join(', ')}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.type')}</chakra.dt>
            <chakra.dd>{cells.kind(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.active')}</chakra.dt>
            <chakra.dd>{cells.active(row)}</chakra.dd>
            <chakra.dt color="fg.muted">{t('columns.modified')}</chakra.dt>
            <chakra.dd>
              <Text as="span">{cells.modified(row)}</Text>
            </chakra.dd>
          </chakra.dl>
          <Box mt="2">
            <SupplierRowActions row={row} viewOnly={viewOnly} onAction={onAction} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
