/**
 * The consolidated page's selectors (spec 2 §2 screen 3): company, lessor, contract, status and a
 * month-year picker; the search asks ContractList for the A002 periods and the page keeps those
 * of the chosen month.
 */
import * as v from 'valibot';
import { mexicoCityToday } from '../../../domain/invoicing';
import type { ContractListFilter } from '../api/contract-list-query';
import { partnerChoice, type PartnerLists } from './partner-choice';

export const CONSOLIDATED_PATH = '/arrendador_arrendamiento_consolidado';

const StatusCode = v.picklist(['00', '01', '02', '03']);

export const ConsolidatedForm = v.object({
  bukrs: v.string(),
  lifnr: v.string(),
  recnnr: v.string(),
  status: StatusCode,
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
});
export type ConsolidatedForm = v.InferOutput<typeof ConsolidatedForm>;

export const ConsolidatedState = v.object({
  form: ConsolidatedForm,
  applied: v.nullable(ConsolidatedForm),
});
export type ConsolidatedState = v.InferOutput<typeof ConsolidatedState>;

/** The form a page opens with: the current month (in Mexico City) and status all. */
export function initialConsolidatedForm(lists: PartnerLists | null, now: Date): ConsolidatedForm {
  const today = mexicoCityToday(now);
  return {
    ...partnerChoice(lists),
    recnnr: '',
    status: '00',
    month: Number(today.slice(5, 7)),
    year: Number(today.slice(0, 4)),
  };
}

/** The years the picker offers: two back and two ahead (periods run two years back, one ahead). */
export function pickerYears(now: Date): number[] {
  const year = Number(mexicoCityToday(now).slice(0, 4));
  return [year - 2, year - 1, year, year + 1, year + 2];
}

/** The ContractList filter of the consolidated periods (the month is applied to the answer). */
export function consolidatedFilter(form: ConsolidatedForm): ContractListFilter {
  return {
    bukrs: form.bukrs,
    lifnr: form.lifnr,
    recnnr: form.recnnr,
    status: form.status,
    dueFrom: '',
    condtype: '',
    recnType: 'A002',
  };
}
