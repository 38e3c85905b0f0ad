/**
 * Helpers of the send calls' tests: the pending periods of a contract, a demo invoice of some of
 * them, and the InvoiceLessor / InvoiceMT bodies a page would send with it.
 */
import { expect } from 'vitest';
import { invoiceAmountsOf } from '../../../src/domain/invoicing/amounts';
import { mexicoCityToday } from '../../../src/domain/invoicing/window';
import type { PeriodRow } from '../../../src/protocol/invoicing';
import type { DemoInvoiceResponse } from '../../../src/protocol/invoicing-send';
import type { CallResult, TestApp } from './test-app';
import { makePdf } from '../db/seed/maintenance/pdf';

/** A clean one-page PDF, as the page would attach. */
export const PDF_BASE64 = Buffer.from(makePdf(['Factura de prueba'])).toString('base64');

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
export const unb64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** The pending periods of a contract (ContractList as an administrator), oldest due first. */
export async function pendingPeriods(
  t: TestApp,
  token: string,
  bukrs: string,
  lifnr: string,
  recnnr: string,
): Promise<PeriodRow[]> {
  const res = await t.call(
    'ContractList',
    { ActionId: 21, bukrs, Partner: lifnr, recnnr, status: '01' },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.List as PeriodRow[];
}

/** DemoInvoice of the periods; fails the test unless it answers. */
export async function demoInvoice(
  t: TestApp,
  token: string,
  periods: readonly PeriodRow[],
): Promise<DemoInvoiceResponse> {
  const res = await t.call(
    'DemoInvoice',
    {
      ActionId: 21,
      BUKRS: periods[0]!.BUKRS,
      LIFNR: periods[0]!.LIFNR,
      CFPAYGUID: periods.map((p) => p.CFPAYGUID),
    },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DemoInvoiceResponse;
}

/** The amounts the periods add up to, as FACTURA_H_S carries them. */
export function amountsOf(periods: readonly PeriodRow[]) {
  const sum = invoiceAmountsOf(periods);
  if (!sum.ok) throw new Error(sum.problem);
  return sum.amounts;
}

/** An electronic InvoiceLessor of the periods with a demo invoice of them. */
export function electronicBody(
  periods: readonly PeriodRow[],
  demo: Pick<DemoInvoiceResponse, 'ID' | 'FACTURA' | 'XMLBase64' | 'PDFBase64'>,
  more: Record<string, unknown> = {},
) {
  return {
    ActionId: 11,
    Fac_Elect: true,
    CFPAYGUID: periods.map((p) => p.CFPAYGUID),
    BUKRS: periods[0]!.BUKRS,
    LIFNR: periods[0]!.LIFNR,
    FACTURA_H_S: {
      ID: demo.ID,
      FACTURA: demo.FACTURA,
      ...amountsOf(periods),
      PDFBase64: demo.PDFBase64,
      XMLBase64: demo.XMLBase64,
    },
    ...more,
  };
}

let generated = 0;
/** The id a page generates for a non-electronic invoice. */
export const nonElectronicId = () =>
  `NE-${Date.now().toString(36).toUpperCase()}-${String(++generated).padStart(4, '0')}`;

/** A non-electronic InvoiceLessor of the periods: PDF only, amounts typed, a generated id. */
export function nonElectronicBody(
  periods: readonly PeriodRow[],
  more: Record<string, unknown> = {},
) {
  return {
    ActionId: 11,
    Fac_Elect: false,
    CFPAYGUID: periods.map((p) => p.CFPAYGUID),
    BUKRS: periods[0]!.BUKRS,
    LIFNR: periods[0]!.LIFNR,
    FACTURA_H_S: {
      ID: nonElectronicId(),
      FACTURA: `NE-${generated}`,
      ...amountsOf(periods),
      PDFBase64: PDF_BASE64,
    },
    ...more,
  };
}

/** The errors' messages of a refused send. */
export const errorsOf = (res: CallResult) =>
  ((res.body.Errors ?? []) as { MESSAGE: string }[]).map((e) => e.MESSAGE);

/** A date of the current month in Mexico City, at noon there (18:00 UTC). */
export function dayOfThisMonth(day: number, now = new Date()): Date {
  const month = mexicoCityToday(now).slice(0, 7);
  return new Date(`${month}-${String(day).padStart(2, '0')}T18:00:00Z`);
}
