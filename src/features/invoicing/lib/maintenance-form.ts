/**
 * The variable-maintenance page's selectors (spec 2 §2 screen 2): company, lessor, contract
 * (ContractsMT), status (00 all, 01 registered, 02 rejected, 03 processed, 04 paid) and the
 * invoice dates, and the ContractMT filter a search sends.
 */
import * as v from 'valibot';
import type { MaintenanceFilter } from '../api/maintenance-invoices-query';
import { partnerChoice, type PartnerLists } from './partner-choice';

export const MAINTENANCE_PATH = '/arrendador_mantenimiento_variable';

export const MT_STATUS_FILTERS = ['00', '01', '02', '03', '04'] as const;

export const MaintenanceForm = v.object({
  bukrs: v.string(),
  lifnr: v.string(),
  recnnr: v.string(),
  status: v.picklist(MT_STATUS_FILTERS),
  /** Invoice dates YYYY-MM-DD or ''. */
  from: v.string(),
  to: v.string(),
});
export type MaintenanceForm = v.InferOutput<typeof MaintenanceForm>;

export const MaintenanceState = v.object({
  form: MaintenanceForm,
  applied: v.nullable(MaintenanceForm),
});

export function initialMaintenanceForm(lists: PartnerLists | null): MaintenanceForm {
  return { ...partnerChoice(lists), recnnr: '', status: '00', from: '', to: '' };
}

export function maintenanceFilter(form: MaintenanceForm): MaintenanceFilter {
  return {
    bukrs: form.bukrs,
    lifnr: form.lifnr,
    recnnr: form.recnnr,
    status: form.status,
    from: form.from.replaceAll('-', ''),
    to: form.to.replaceAll('-', ''),
  };
}

/** Whether the dates are a range the call takes: the from-date not after the to-date. */
export function maintenanceDatesProblem(form: MaintenanceForm): 'toBeforeFrom' | null {
  return form.from !== '' && form.to !== '' && form.to < form.from ? 'toBeforeFrom' : null;
}
