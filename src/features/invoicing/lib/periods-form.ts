/**
 * The payment-period pages' selectors (spec 2 §2 screen 1: company, lessor, contract, status,
 * condition type and from-date; the pending-invoices page: contract type instead of condition
 * type, status fixed to pending) and the ContractList filter a search sends.
 */
import * as v from 'valibot';
import {
  ADJUSTMENT_CONDITION_CODES,
  FIXED_MAINTENANCE_CONDITION,
  LEASE_CONDITION,
  type LeasingTypeCode,
} from '../../../domain/invoicing';
import type { ContractListFilter } from '../api/contract-list-query';
import { partnerChoice, type PartnerLists } from './partner-choice';

/** What tells the period pages apart. */
export interface PeriodsPageConfig {
  /** The page's path: where an invoice page goes back to, and its remembered form's key. */
  path: string;
  /** Its menu title (locales/<lang>/menu.json). */
  titleKey: string;
  /** The leasing type it lists; null lists every type (the pending-invoices page). */
  leasingType: LeasingTypeCode | null;
  /** The condition types to choose from; empty: no condition selector. */
  conditions: readonly string[];
  /** The condition chosen at first ('' all). */
  defaultCondition: string;
  /** Whether '' (every condition type of the list) may be chosen. */
  allConditions: boolean;
  /** Whether the status is chosen; otherwise it is pending to send (01). */
  statusChoice: boolean;
  /** Whether the page leads to the lessor receipt variant (the pending-invoices page). */
  receiptsEntry?: boolean;
}

export const LEASE_PAGE: PeriodsPageConfig = {
  path: '/arrendador_arrendamiento',
  titleKey: 'lessorContracts',
  leasingType: 'A001',
  conditions: [LEASE_CONDITION],
  defaultCondition: LEASE_CONDITION,
  allConditions: false,
  statusChoice: true,
};

/** Adjustments (A004): the regularization types Z094-Z102; the list excludes Z001 (spec 2 §9). */
export const ADJUSTMENTS_PAGE: PeriodsPageConfig = {
  path: '/arrendador_arrendamiento_ajustes',
  titleKey: 'lessorAdjustments',
  leasingType: 'A004',
  conditions: ADJUSTMENT_CONDITION_CODES,
  defaultCondition: '',
  allConditions: true,
  statusChoice: true,
};

export const FIXED_MAINTENANCE_PAGE: PeriodsPageConfig = {
  path: '/arrendador_mantenimiento_fijo',
  titleKey: 'lessorFixedMaintenance',
  leasingType: 'A003',
  conditions: [FIXED_MAINTENANCE_CONDITION],
  defaultCondition: FIXED_MAINTENANCE_CONDITION,
  allConditions: false,
  statusChoice: true,
};

/**
 * Pending invoices (choice, the spec is silent): every period pending to send (01) of the lessor
 * across the leasing types, with a contract-type filter.
 */
export const PENDING_PAGE: PeriodsPageConfig = {
  path: '/arrendador_facturas_pendientes',
  titleKey: 'lessorPendingInvoices',
  leasingType: null,
  conditions: [],
  defaultCondition: '',
  allConditions: true,
  statusChoice: false,
  receiptsEntry: true,
};

const StatusCode = v.picklist(['00', '01', '02', '03']);
const RecnType = v.picklist(['', 'A001', 'A002', 'A003', 'A004']);

export const PeriodsForm = v.object({
  bukrs: v.string(),
  lifnr: v.string(),
  recnnr: v.string(),
  status: StatusCode,
  condtype: v.string(),
  recnType: RecnType,
  /** Due date from, YYYY-MM-DD or ''. */
  dueFrom: v.string(),
});
export type PeriodsForm = v.InferOutput<typeof PeriodsForm>;

export const AppliedFilter = v.object({
  bukrs: v.string(),
  lifnr: v.string(),
  recnnr: v.string(),
  status: StatusCode,
  dueFrom: v.string(),
  condtype: v.string(),
  recnType: RecnType,
});

/** The form and the search that ran, as remembered for the tab. */
export const PeriodsState = v.object({ form: PeriodsForm, applied: v.nullable(AppliedFilter) });
export type PeriodsState = v.InferOutput<typeof PeriodsState>;

/**
 * The form a page opens with. Choice: the status starts at 01 (pending to send), what a lessor
 * comes to invoice; 00 shows every period.
 */
export function initialPeriodsForm(
  config: PeriodsPageConfig,
  lists: PartnerLists | null,
): PeriodsForm {
  return {
    ...partnerChoice(lists),
    recnnr: '',
    status: '01',
    condtype: config.defaultCondition,
    recnType: config.leasingType ?? '',
    dueFrom: '',
  };
}

/** The ContractList filter of a form. */
export function periodsFilter(config: PeriodsPageConfig, form: PeriodsForm): ContractListFilter {
  return {
    bukrs: form.bukrs,
    lifnr: form.lifnr,
    recnnr: form.recnnr,
    status: config.statusChoice ? form.status : '01',
    dueFrom: form.dueFrom.replaceAll('-', ''),
    condtype: config.conditions.length > 0 ? form.condtype : '',
    recnType: config.leasingType ?? form.recnType,
  };
}

/** Whether the periods table shows the clearing date: status all or paid (spec 2 §4). */
export function showsClearingDate(status: string): boolean {
  return status === '00' || status === '03';
}
