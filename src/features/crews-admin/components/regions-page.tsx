/**
 * /admin_region (spec 3 §3.10, §7.5): the regions with code, name and active, the search dialog,
 * the form, delete and the log. Administrators change them; Visualizar and Mantenimiento see them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/session/use-session';
import type { RegionRecord } from '../../../protocol/crew-admin';
import { regionListQueryOptions, type ListParams } from '../api/crew-api';
import { mayEditCrews } from '../lib/access';
import { AdminListPage } from './admin-list-page';
import { RegionFormDialog } from './region-form-dialog';
import { ActiveBadge, Modified, type Column } from './record-list';

const useRegionList = (params: ListParams) => useQuery(regionListQueryOptions(params));

export function RegionsPage() {
  const { t } = useTranslation('crewsAdmin');
  const role = useSessionState((s) => s.session?.User.Role ?? '');
  const columns: Column<RegionRecord>[] = [
    { key: 'code', label: t('columns.code'), cell: (r) => r.Code },
    { key: 'active', label: t('columns.active'), cell: (r) => <ActiveBadge active={r.Active} /> },
    { key: 'modified', label: t('columns.modified'), cell: (r) => <Modified row={r} /> },
  ];
  return (
    <AdminListPage
      entity="Region"
      viewOnly={!mayEditCrews(role)}
      useList={useRegionList}
      columns={columns}
      renderForm={(mode, onClose, onSaved) => (
        <RegionFormDialog mode={mode} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
