/**
 * /product (Productos, spec 3 §7.7): the catalogue lists the invoicing uses (purchase-order types,
 * invoice types, invoice statuses, invoice options and withholding options), each a read-only
 * section with its entries (id, code where there is one, name, active) and an Excel export.
 */
import { Alert, Badge, Box, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExportTableButton } from '../../../components/invoicing/export-table-button';
import type { TableColumn } from '../../../components/invoicing/table-model';
import {
  CATALOGUES,
  catalogueQueryOptions,
  type CatalogueName,
  type CatalogueRow,
} from '../api/catalogues-query';

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
  base: { px: '2', py: '2', fontSize: 'sm', borderBottomWidth: '1px', borderColor: 'gray.200' },
});

function CatalogueSection({ name }: { name: CatalogueName }) {
  const { t } = useTranslation('catalogues');
  const list = useQuery(catalogueQueryOptions(name));
  const title = t(`names.${name}`);
  const hasCode = name === 'PurchaseorderType';
  const columns: TableColumn<CatalogueRow>[] = [
    { id: 'id', header: t('columns.id'), kind: 'code', value: (r) => String(r.Id) },
    ...(hasCode
      ? [
          {
            id: 'code',
            header: t('columns.code'),
            kind: 'code' as const,
            value: (r: CatalogueRow) => r.Code ?? '',
          },
        ]
      : []),
    { id: 'name', header: t('columns.name'), kind: 'text', value: (r) => r.Name },
    {
      id: 'active',
      header: t('columns.active'),
      kind: 'code',
      value: (r) => (r.Active ? t('yes') : t('no')),
    },
  ];
  const headingId = `catalogue-${name}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        <ExportTableButton title={title} columns={columns} rows={list.data ?? []} />
      </HStack>
      {list.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !list.data ? (
        <Spinner aria-label={t('loading')} />
      ) : list.data.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
          <chakra.table w="full" borderCollapse="collapse">
            <chakra.caption srOnly>{title}</chakra.caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <Th scope="col" key={c.id}>
                    {c.header}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.Id}>
                  {columns.map((c) => (
                    <Td key={c.id}>
                      {c.id === 'active' ? (
                        <Badge colorPalette={row.Active ? 'green' : 'gray'} variant="subtle">
                          {c.value(row)}
                        </Badge>
                      ) : (
                        c.value(row)
                      )}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </Stack>
  );
}

export function CataloguesPage() {
  const { t } = useTranslation('catalogues');
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      {CATALOGUES.map((name) => (
        <CatalogueSection key={name} name={name} />
      ))}
    </Stack>
  );
}
