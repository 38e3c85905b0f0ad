/**
 * api/InvoiceLessor refuses an invoice PDF that hides active content or cannot be read to the end
 * (the committed fixtures of files/fixtures/hostile) with the translated 415 the attachments
 * get, and registers nothing; the same invoice with a clean PDF is registered.
 */
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodRow } from '../../../../src/protocol/invoicing';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import { leasePeriods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nonElectronicBody, pendingPeriods } from '../../testing/invoicing-send-kit';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // arrendador sends its own invoices; dev (every module) reads the periods to send.
  for (const u of ['arrendador', 'dev']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const fixtureBase64 = (name: string) =>
  readFileSync(new URL(`../files/fixtures/hostile/${name}`, import.meta.url)).toString('base64');

async function statusOf(periods: readonly PeriodRow[]) {
  const rows = await t.handle.db
    .select({ status: leasePeriods.status })
    .from(leasePeriods)
    .where(
      inArray(
        leasePeriods.cfpayguid,
        periods.map((p) => p.CFPAYGUID),
      ),
    );
  return rows.map((r) => r.status);
}

const sendWithPdf = (period: PeriodRow, pdf: string, Language: 'es' | 'en') => {
  const body = nonElectronicBody([period]);
  return t.call(
    'InvoiceLessor',
    { ...body, Language, FACTURA_H_S: { ...body.FACTURA_H_S, PDFBase64: pdf } },
    tokens.arrendador,
  );
};

describe('InvoiceLessor 11 with a hostile invoice PDF', () => {
  it.each<[string, MessageKey]>([
    ['js-openaction-objstm-predictor.pdf', 'attachmentPdfActiveContent'],
    ['js-objstm-type-indirect.pdf', 'attachmentPdfActiveContent'],
    ['xfa-script.pdf', 'attachmentPdfActiveContent'],
    ['launch-openaction.pdf', 'attachmentPdfActiveContent'],
    ['undecodable-objstm-filter.pdf', 'attachmentPdfUnverifiable'],
  ])('refuses %s and registers nothing', async (name, key) => {
    const [period] = await pendingPeriods(t, tokens.dev!, 'MX10', '0000100001', '4000000302');
    for (const lang of ['es', 'en'] as const) {
      const res = await sendWithPdf(period!, fixtureBase64(name), lang);
      expect(res.status, JSON.stringify(res.body)).toBe(415);
      expect(res.body).toMatchObject({ Result: false, Message: message(key, lang) });
    }
    expect(await statusOf([period!])).toEqual(['01']);
  });

  it('registers the same invoice with a clean PDF', async () => {
    const [period] = await pendingPeriods(t, tokens.dev!, 'MX10', '0000100001', '4000000302');
    const res = await sendWithPdf(period!, fixtureBase64('clean-objstm-predictor.pdf'), 'es');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toBe(true);
    expect(await statusOf([period!])).toEqual(['02']);
  });
});
