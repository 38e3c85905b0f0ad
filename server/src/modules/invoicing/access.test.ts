/**
 * Who sees whose invoicing: every invoicing read as each demo caller, for the caller's own lessor
 * and for other lessors and companies (IDOR), by partner code and by period or document id.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpInvoices, leasePeriods } from '../../db/schema';
import {
  createTestApp,
  PARTNER_MODULES,
  type CallResult,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const CALLERS = ['arrendador', 'arrendador.hijo', 'mantto.fijo', 'visor', 'admin', 'proveedor'];
/** Callers whose lessor is 0000100001 of MX10. */
const PARTIES = ['arrendador', 'arrendador.hijo', 'mantto.fijo'];
const TODAY = new Date().toISOString().slice(0, 10).replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  // Scope is what these tests are about: every caller holds every lessor module here (what the
  // modules themselves refuse is module-grants.test.ts's).
  for (const u of ['admin', ...PARTIES]) await t.grantModules(u, PARTNER_MODULES);
  for (const u of CALLERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

/** Every invoicing read that names a company and lessor, as a body for (bukrs, lifnr). */
function partnerCalls(bukrs: string, lifnr: string): [string, Record<string, unknown>][] {
  return [
    ['Contracts', { bukrs, Partner: lifnr }],
    ['ContractsMT', { bukrs, Partner: lifnr }],
    ['ContractList', { bukrs, Partner: lifnr }],
    ['AdvancePayment', { bukrs, Partner: lifnr, condtype: ['Z01A'] }],
    ['ContractMT', { bukrs, partner: lifnr }],
    ['AddInvoiceMT', { bukrs, Partner: lifnr }],
    ['StatementItems', { bukrs, lifnr, tipoConsulta: '1', todate: TODAY }],
    ['OpenItems', { BUKRS: bukrs, LIFNR: lifnr, TODATE: TODAY }],
    ['ClearedItems', { BUKRS: bukrs, LIFNR: lifnr, TODATE: TODAY }],
    ['AccountingDocument', { BUKRS: bukrs, LIFNR: lifnr, TODATE: TODAY, ITEMTYPE: 'OPEN' }],
    ['InvoiceValidateID', { BUKRS: bukrs, LIFNR: lifnr, ID: 'ABC' }],
  ];
}

const call = (user: string, name: string, body: Record<string, unknown>) =>
  t.call(name, { ActionId: 21, ...body }, tokens[user]);
const refused = (res: CallResult) => [401, 403, 404].includes(res.status);

/** A period and a variable-maintenance invoice of a lessor. */
async function idsOf(lifnr: string) {
  const [period] = await t.handle.db
    .select()
    .from(leasePeriods)
    .where(eq(leasePeriods.lifnr, lifnr))
    .orderBy(asc(leasePeriods.cfpayguid))
    .limit(1);
  const [mt] = await t.handle.db
    .select()
    .from(erpInvoices)
    .where(and(eq(erpInvoices.lifnr, lifnr), eq(erpInvoices.kind, 'MT')))
    .orderBy(asc(erpInvoices.id))
    .limit(1);
  return { period: period!, mt: mt! };
}

describe('invoicing reads by role and scope', () => {
  it('answers the lessor accounts for their own lessor, and Visualizar and administrators', async () => {
    for (const user of [...PARTIES, 'visor', 'admin']) {
      for (const [name, body] of partnerCalls('MX10', '0000100001')) {
        const res = await call(user, name, body);
        expect(res.status, `${user} ${name}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.Result).toBe(true);
      }
    }
  });

  it('lets Visualizar and administrators read every company and lessor', async () => {
    for (const user of ['visor', 'admin']) {
      const res = await call(user, 'ContractList', { bukrs: 'MX20', Partner: '0000100003' });
      expect(res.status).toBe(200);
      expect((res.body.List as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('refuses suppliers: invoicing is not theirs (403)', async () => {
    for (const [name, body] of partnerCalls('MX10', '0000100001')) {
      expect((await call('proveedor', name, body)).status, name).toBe(403);
    }
  });

  it('refuses another lessor or another company by name (403), for every call', async () => {
    const escalations: string[] = [];
    for (const user of PARTIES) {
      for (const [bukrs, lifnr, message] of [
        ['MX10', '0000100002', 'Arrendador 0000100002 no asignado'],
        ['MX10', '0000100004', 'Arrendador 0000100004 no asignado'],
        ['MX20', '0000100003', 'Sociedad MX20 no asignada'],
        ['MX20', '0000100001', 'Sociedad MX20 no asignada'],
      ] as const) {
        for (const [name, body] of partnerCalls(bukrs, lifnr)) {
          const res = await call(user, name, body);
          if (res.status !== 403 || res.body.Message !== message)
            escalations.push(
              `${user} ${name} ${bukrs}/${lifnr}: ${res.status} ${String(res.body.Message)}`,
            );
        }
      }
    }
    expect(escalations, escalations.join('\n')).toEqual([]);
  });

  it('answers another lessor’s period or invoice as missing (404)', async () => {
    const escalations: string[] = [];
    for (const lifnr of ['0000100002', '0000100003', '0000100004']) {
      const { period } = await idsOf(lifnr);
      for (const user of PARTIES) {
        for (const name of ['ContractDetails', 'ConsolidatedItems']) {
          const res = await call(user, name, { cfpayguid: period.cfpayguid });
          if (res.status !== 404) escalations.push(`${user} ${name} of ${lifnr}: ${res.status}`);
        }
      }
    }
    const { mt } = await idsOf('0000100004');
    for (const user of PARTIES) {
      // Naming the document under the caller's own lessor finds nothing either.
      const res = await call(user, 'InvoiceDetailMT', {
        bukrs: 'MX10',
        lifnr: '0000100001',
        belnr: mt.belnr,
        gjahr: mt.gjahr,
      });
      if (!refused(res)) escalations.push(`${user} InvoiceDetailMT of 0000100004: ${res.status}`);
    }
    expect(escalations, escalations.join('\n')).toEqual([]);
    const visor = await call('visor', 'ContractDetails', {
      cfpayguid: (await idsOf('0000100003')).period.cfpayguid,
    });
    expect(visor.status).toBe(200);
  });

  it('never lists another lessor’s rows', async () => {
    for (const user of PARTIES) {
      const res = await call(user, 'ContractList', { bukrs: 'MX10', Partner: '0000100001' });
      const lifnrs = new Set((res.body.List as { LIFNR: string }[]).map((r) => r.LIFNR));
      expect(lifnrs).toEqual(new Set(['0000100001']));
    }
  });
});
