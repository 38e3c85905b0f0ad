/**
 * /admin_client (spec 3 §3.16, the named route AdminClient): the principal clients with their
 * name in SAP, company, associated clients, users and active flag; the search dialog (name or
 * number: alertSearchClient), the form, delete and the log. Administrators only: the guard sends
 * everyone else home and the server refuses their calls.
 */
import { chakra, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../protocol/client-admin';
import { clientListQueryOptions, type ListParams } from '../api/crew-api';
import { AdminListPage } from './admin-list-page';
import { ClientFormDialog } from './client-form-dialog';
import { ActiveBadge, Modified, type Column } from './record-list';

const useClientList = (params: ListParams) => useQuery(clientListQueryOptions(params));

export function ClientsPage() {
  const { t } = useTranslation('crewsAdmin');
  const columns: Column<ClientRecord>[] = [
    { key: 'code', label: t('Client.columns.code'), cell: (r) => r.Code },
    {
      key: 'company',
      label: t('Client.columns.company'),
      cell: (r) => (r.CompanyName ? `${r.CompanyId} – ${r.CompanyName}` : r.CompanyId),
    },
    {
      key: 'children',
      label: t('Client.columns.children'),
      cell: (r) =>
        r.Children.length === 0 ? (
          '—'
        ) : (
          <chakra.ul listStyleType="none" p="0" m="0">
            {r.Children.map((c) => (
              <li key={c.Code}>
                {c.Name ? `${c.Code} – ${c.Name}` : c.Code}
                {!c.Active && (
                  <Text as="span" color="fg.muted">
                    {` (${t('Client.inactive')})`}
                  </Text>
                )}
              </li>
            ))}
          </chakra.ul>
        ),
    },
    {
      key: 'users',
      label: t('Client.columns.users'),
      cell: (r) => r.Users + r.Children.reduce((n, c) => n + c.Users, 0),
    },
    { key: 'active', label: t('columns.active'), cell: (r) => <ActiveBadge active={r.Active} /> },
    { key: 'modified', label: t('columns.modified'), cell: (r) => <Modified row={r} /> },
  ];
  return (
    <AdminListPage
      entity="Client"
      viewOnly={false}
      useList={useClientList}
      columns={columns}
      renderForm={(mode, onClose, onSaved) => (
        <ClientFormDialog mode={mode} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
