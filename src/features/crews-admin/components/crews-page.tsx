/**
 * /admin_crew (spec 3 §2.5, §3.9): the crews with their supplier (lessor or supplier), company,
 * region and active flag, the search dialog, the form, delete and the log. Administrators change
 * them; Visualizar and Mantenimiento only see them.
 */
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/session/use-session';
import type { CrewRecord } from '../../../protocol/crew-admin';
import { crewListQueryOptions, type ListParams } from '../api/crew-api';
import { mayEditCrews } from '../lib/access';
import { AdminListPage } from './admin-list-page';
import { CrewFormDialog } from './crew-form-dialog';
import { ActiveBadge, Modified, type Column } from './record-list';

const useCrewList = (params: ListParams) => useQuery(crewListQueryOptions(params));

export function CrewsPage() {
  const { t } = useTranslation('crewsAdmin');
  const role = useSessionState((s) => s.session?.User.Role ?? '');
  const kind = (row: CrewRecord) =>
    !row.Supplier
      ? '—'
      : [row.Supplier.IsLessor && t('kinds.lessor'), row.Supplier.IsSupplier && t('kinds.supplier')]
          .filter(Boolean)
          .join(', ');
  const columns: Column<CrewRecord>[] = [
    { key: 'code', label: t('columns.code'), cell: (r) => r.Code },
    {
      key: 'supplier',
      label: t('columns.supplier'),
      cell: (r) =>
        r.Supplier ? (
          <>
            {`${r.Supplier.Code} – ${r.Supplier.Name}`}
            <Text as="span" display="block" color="fg.muted">
              {kind(r)}
            </Text>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'company',
      label: t('columns.companyRegion'),
      cell: (r) => `${r.CompanyCode} / ${r.RegionCode ?? '—'}`,
    },
    { key: 'active', label: t('columns.active'), cell: (r) => <ActiveBadge active={r.Active} /> },
    { key: 'modified', label: t('columns.modified'), cell: (r) => <Modified row={r} /> },
  ];

  return (
    <AdminListPage
      entity="Crew"
      viewOnly={!mayEditCrews(role)}
      useList={useCrewList}
      columns={columns}
      renderForm={(mode, onClose, onSaved) => (
        <CrewFormDialog mode={mode} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
