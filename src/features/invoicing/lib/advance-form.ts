/**
 * The advance-payment page (spec 2 §2 screen 4): its selectors (company, lessor, contract, status
 * and the advance type, which must be picked before searching) and the invoice units it offers:
 * the rows of one contract, due date and period end (a type 01 rent with its discount; a type 02
 * period alone), their amounts summed.
 */
import * as v from 'valibot';
import {
  advanceInvoiceExpectation,
  advanceUnits,
  PERIOD_STATUS,
  type AdvanceTypeCode,
} from '../../../domain/invoicing';
import type { AdvanceRow } from '../../../protocol/invoicing';
import type { AdvanceFilter } from '../api/advance-payment-query';
import { partnerChoice, type PartnerLists } from './partner-choice';

export const ADVANCE_PATH = '/arrendador_arrendamiento_pago_anticip';

const StatusCode = v.picklist(['00', '01', '02', '03']);

export const AdvanceForm = v.object({
  bukrs: v.string(),
  lifnr: v.string(),
  recnnr: v.string(),
  status: StatusCode,
  /** '' until the lessor picks one. */
  type: v.picklist(['', '01', '02']),
});
export type AdvanceForm = v.InferOutput<typeof AdvanceForm>;

const AppliedAdvance = v.object({ ...AdvanceForm.entries, type: v.picklist(['01', '02']) });

export const AdvanceState = v.object({ form: AdvanceForm, applied: v.nullable(AppliedAdvance) });
export type AdvanceState = v.InferOutput<typeof AdvanceState>;

export function initialAdvanceForm(lists: PartnerLists | null): AdvanceForm {
  return { ...partnerChoice(lists), recnnr: '', status: '01', type: '' };
}

export function advanceFilter(form: AdvanceForm & { type: AdvanceTypeCode }): AdvanceFilter {
  return {
    bukrs: form.bukrs,
    lifnr: form.lifnr,
    recnnr: form.recnnr,
    status: form.status,
    type: form.type,
  };
}

/** One invoice of the advance payment: the rows that go on it together and their sums. */
export interface AdvanceUnit {
  key: string;
  RECNNR: string;
  RECNTXT: string;
  DFAELL: string;
  DBERBIS: string;
  /** The rows' texts joined ("Renta Enero 2027 + Descuento Enero 2027"). */
  TEXT_D: string;
  /** Open when every row of it is pending to send. */
  open: boolean;
  STATUS_TXT: string;
  BALANCE: string;
  IMPUESTOS: string;
  MONTO: string;
  RETENCIONES_C: string;
  RETENCIONES_ISR: string;
  RETENCIONES_IVA: string;
  TOTAL: string;
  MONEDA: string;
  /** The discount shown apart on a type 01 invoice; '0.00' for type 02. */
  discount: string;
  cfpayguids: string[];
}

/** The invoice units of the answered rows, in the rows' order. */
export function advanceInvoiceUnits(rows: readonly AdvanceRow[]): AdvanceUnit[] {
  return advanceUnits(rows).flatMap((unit) => {
    const first = unit[0];
    const expected = advanceInvoiceExpectation(unit);
    if (!first || !expected) return [];
    return [
      {
        key: unit.map((r) => r.CFPAYGUID).join(','),
        RECNNR: first.RECNNR,
        RECNTXT: first.RECNTXT,
        DFAELL: first.DFAELL,
        DBERBIS: first.DBERBIS,
        TEXT_D: unit.map((r) => r.TEXT_D).join(' + '),
        open: unit.every((r) => r.STATUS === PERIOD_STATUS.pending),
        STATUS_TXT: first.STATUS_TXT,
        ...expected.amounts,
        discount: expected.discount,
        cfpayguids: unit.map((r) => r.CFPAYGUID),
      },
    ];
  });
}
