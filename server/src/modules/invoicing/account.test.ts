import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountOf } from '../../../../src/domain/invoicing/money';
import {
  addCalendarDays,
  statementDefaultRange,
  statementDueDate,
} from '../../../../src/domain/invoicing/statement';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import type { PeriodRow } from '../../../../src/protocol/invoicing';
import type { AccountItem, AccountingLine } from '../../../../src/protocol/invoicing-account';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const TODAY = mexicoCityToday(new Date());
const erp = (isoDate: string) => isoDate.replaceAll('-', '');
const iso = (wire: string) => wire.split('-').reverse().join('-');

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('arrendador');
});
afterAll(() => t.close());

async function list<T>(name: string, body: Record<string, unknown>): Promise<T[]> {
  const res = await t.call(name, { ActionId: 21, ...body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.Result, String(res.body.Message)).toBe(true);
  return res.body.List as T[];
}
const statement = (body: Record<string, unknown>) =>
  list<AccountItem>('StatementItems', { bukrs: 'MX10', lifnr: '0000100001', ...body });
const items = (name: string, body: Record<string, unknown> = {}) =>
  list<AccountItem>(name, { BUKRS: 'MX10', LIFNR: '0000100001', TODATE: erp(TODAY), ...body });

describe('api/StatementItems', () => {
  it('pending: the open items up to the to-date, each due its document date plus payment days', async () => {
    const range = statementDefaultRange(TODAY, '1');
    const rows = await statement({ tipoConsulta: '1', todate: erp(range.to) });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).toMatchObject({ AUGDT: '', AUGBL: '', SHKZG: 'H', BUZEI: '001' });
      expect(iso(r.VNETO)).toBe(statementDueDate(iso(r.BLDAT), r.DZBD1T));
      expect(iso(r.BLDAT) <= range.to).toBe(true);
    }
    // Every registered lease period's invoice is open on the account.
    const registered = (
      await list<PeriodRow>('ContractList', { bukrs: 'MX10', Partner: '0000100001', status: '02' })
    ).map((p) => p.XBLNR);
    expect(registered.length).toBeGreaterThan(0);
    const open = new Set(rows.map((r) => r.XBLNR));
    expect(registered.every((x) => open.has(x))).toBe(true);
    // Both kinds of documents: lease invoices (RE) and variable maintenance (KM).
    expect(new Set(rows.map((r) => r.BLART))).toEqual(new Set(['RE', 'KM']));
  });

  it('paid: the items cleared in the range (31 days back by default)', async () => {
    const range = statementDefaultRange(TODAY, '2');
    const rows = await statement({
      tipoConsulta: '2',
      fromdate: erp(range.from!),
      todate: erp(range.to),
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.AUGBL).toMatch(/^15\d{8}$/);
      expect(iso(r.AUGDT) >= range.from! && iso(r.AUGDT) <= range.to).toBe(true);
    }
    const year = await statement({
      tipoConsulta: '2',
      fromdate: erp(addCalendarDays(TODAY, -365)),
      todate: erp(TODAY),
    });
    expect(year.length).toBeGreaterThan(rows.length);
  });

  it('refuses a to-date more than a year ahead with the rule’s message', async () => {
    const res = await t.call(
      'StatementItems',
      {
        ActionId: 21,
        bukrs: 'MX10',
        lifnr: '0000100001',
        tipoConsulta: '1',
        todate: erp(addCalendarDays(TODAY, 400)),
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Result: false });
    expect(res.body.Message).toMatch(
      /^La fecha final no puede ser posterior al \d{2}-\d{2}-\d{4}\.$/,
    );
  });

  it('refuses a paid query without a from-date, or with it after the to-date (400)', async () => {
    const base = { ActionId: 21, bukrs: 'MX10', lifnr: '0000100001', tipoConsulta: '2' };
    const none = await t.call('StatementItems', { ...base, todate: erp(TODAY) }, token);
    expect(none.status).toBe(400);
    expect(none.body.Message).toContain('fromdate');
    const after = await t.call(
      'StatementItems',
      { ...base, fromdate: erp(TODAY), todate: erp(addCalendarDays(TODAY, -1)) },
      token,
    );
    expect(after.status).toBe(400);
    expect(after.body.Message).toContain('todate');
  });

  it('refuses a lessor the supplier mode (isLessor false): suppliers read their own (403)', async () => {
    const res = await t.call(
      'StatementItems',
      {
        ActionId: 21,
        bukrs: 'MX10',
        lifnr: '0000100001',
        tipoConsulta: '1',
        todate: erp(TODAY),
        isLessor: false,
      },
      token,
    );
    expect(res.status).toBe(403);
  });
});

describe('api/OpenItems, api/ClearedItems and api/AccountingDocument', () => {
  it('answers the same items as the statement', async () => {
    const open = await items('OpenItems');
    expect(open).toEqual(await statement({ tipoConsulta: '1', todate: erp(TODAY) }));
    const from = erp(addCalendarDays(TODAY, -90));
    const cleared = await items('ClearedItems', { FROMDATE: from });
    expect(cleared).toEqual(
      await statement({ tipoConsulta: '2', fromdate: from, todate: erp(TODAY) }),
    );
    expect(cleared.every((r) => r.AUGDT !== '')).toBe(true);
  });

  it('answers balanced documents: the lessor credited the total, expense and IVA debited', async () => {
    for (const ITEMTYPE of ['OPEN', 'CLEARED']) {
      const lines = await items('AccountingDocument', {
        FROMDATE: erp(addCalendarDays(TODAY, -120)),
        ITEMTYPE,
      });
      expect(lines.length).toBeGreaterThan(0);
      const docs = new Map<string, AccountingLine[]>();
      for (const l of lines as unknown as AccountingLine[]) {
        const key = `${l.GJAHR}/${l.BELNR}`;
        docs.set(key, [...(docs.get(key) ?? []), l]);
      }
      for (const [doc, docLines] of docs) {
        const side = (s: 'S' | 'H') =>
          docLines.filter((l) => l.SHKZG === s).reduce((sum, l) => sum + amountOf(l.WRBTR), 0n);
        expect(side('S'), doc).toBe(side('H'));
        expect(docLines[0]).toMatchObject({ BUZEI: '001', SHKZG: 'H', HKONT: '2101000010' });
        expect(docLines.map((l) => l.BUZEI)).toEqual(
          docLines.map((_, n) => String(n + 1).padStart(3, '0')),
        );
        if (ITEMTYPE === 'CLEARED') expect(docLines[0]!.AUGBL).not.toBe('');
      }
    }
  });
});
