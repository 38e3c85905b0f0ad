/**
 * /cliente_contratos (spec 3 §2.6, §3.12): the chosen client's open agreements and, below, every
 * material line with its agreed and remaining quantities. Both tables export to Excel.
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { LIST_PAGE_SIZE } from '../../../components/invoicing/table-model';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { contractsQueryOptions } from '../api/customer-queries';
import { contractColumns, lineColumns, lineRows } from './contract-columns';
import { useCustomerChoice } from './customer-picker';
import { CustomerResult } from './customer-result';

export function ContractsPage() {
  const { t } = useTranslation('customers');
  const { bukrs, kunnr, picker } = useCustomerChoice();
  const contracts = useQuery({
    ...contractsQueryOptions(bukrs, kunnr ?? ''),
    enabled: kunnr !== null,
  });
  const headers = useMemo(() => contractColumns(t), [t]);
  const lines = useMemo(() => lineColumns(t), [t]);
  return (
    <PageFrame titleKey="customerAgreements">
      {picker}
      {kunnr && (
        <CustomerResult query={contracts} empty={(d) => d.List.length === 0}>
          {(d) => (
            <Stack gap="6">
              <DataTable
                pageSize={LIST_PAGE_SIZE}
                title={t('contractsTable')}
                columns={headers}
                rows={d.List}
                rowKey={(c) => c.VBELN}
              />
              <DataTable
                pageSize={LIST_PAGE_SIZE}
                title={t('linesTable')}
                columns={lines}
                rows={lineRows(d.List)}
                rowKey={(l) => `${l.VBELN}-${l.POSNR}`}
              />
            </Stack>
          )}
        </CustomerResult>
      )}
    </PageFrame>
  );
}
