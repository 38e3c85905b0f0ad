/**
 * A lessor's CFDI that its own genuine certificate sealed and the demo certifier stamped, but
 * whose keys say something else than the lease it invoices: a maintenance service (72101507) or
 * "no existe en el catálogo" (01010101) by unit E48 sent as the lease of contract 4000000102,
 * and a place of issue the SAT's postal codes do not have once that catalogue is loaded. Each is
 * refused on the server with its own message; nothing is registered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTree, type El, type IssueInvoice } from '../../../../src/domain/cfdi/issue';
import type { PeriodRow } from '../../../../src/protocol/invoicing';
import { replaceCatalogue } from '../../adapters/sat/catalogue-import';
import { erpInvoices, satCatalogueEntries, satCatalogueLoads } from '../../db/schema';
import {
  b64,
  electronicBody,
  errorsOf,
  PDF_BASE64,
  pendingPeriods,
} from '../../testing/invoicing-send-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoInvoiceOf, issueDemoTree, lessorDemoRequest } from './demo-invoice';
import { invoicedCompany } from './send-checks';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('arrendador');
});
afterAll(() => t.close());

/** The lessor's demo invoice of the contract's next period, its tree changed, sealed and sent. */
async function sendChanged(recnnr: string, change: (invoice: IssueInvoice) => El) {
  const [period] = await pendingPeriods(t, await t.tokenFor('dev'), 'MX10', '0000100001', recnnr);
  const found = await t.call(
    'ContractDetails',
    { ActionId: 21, cfpayguid: [period!.CFPAYGUID] },
    token,
  );
  const request = lessorDemoRequest(
    found.body.List as PeriodRow[],
    found.body.CONTRATOS as Parameters<typeof lessorDemoRequest>[1],
    (await invoicedCompany(t.handle.db, 'MX10'))!,
  );
  if (!request.ok) throw new Error(request.problem.key);
  const now = new Date();
  const invoice = demoInvoiceOf(request.request, now);
  const issued = await issueDemoTree(
    t.handle.db,
    change(invoice),
    invoice.issuer,
    invoice.receiver.rfc,
    now,
  );
  const res = await t.call(
    'InvoiceLessor',
    electronicBody([period!], {
      ID: issued.uuid,
      FACTURA: `${invoice.serie}${invoice.folio}`,
      XMLBase64: b64(issued.xml),
      PDFBase64: PDF_BASE64,
    }),
    token,
  );
  const rows = await t.handle.db
    .select()
    .from(erpInvoices)
    .where(eq(erpInvoices.uuid, issued.uuid));
  return { res, errors: errorsOf(res), registered: rows.length > 0 };
}

describe('a CFDI whose keys are not the lease it invoices', () => {
  it.each([
    ['a maintenance service', '72101507'],
    ['"no existe en el catálogo"', '01010101'],
  ])('refuses %s (%s) by unit E48 as a lease', async (_what, key) => {
    const { errors, registered } = await sendChanged('4000000102', (invoice) =>
      invoiceTree({
        ...invoice,
        concepts: invoice.concepts.map((c) => ({ ...c, productKey: key })),
      }),
    );
    expect(errors).toEqual([
      `La clave de producto o servicio no es válida: Concepto[1] E48: ClaveProdServ="${key}"`,
    ]);
    expect(registered).toBe(false);
  });

  it('refuses a place of issue the SAT postal codes do not have, once they are loaded', async () => {
    const code = (key: string) => ({
      key,
      description: '',
      data: {},
      validFrom: null,
      validTo: null,
    });
    await replaceCatalogue(t.handle.db, 'c_CodigoPostal', [code('06600'), code('64000')], 'test');
    try {
      const { errors, registered } = await sendChanged('4000000103', (invoice) => {
        const tree = invoiceTree(invoice);
        return { ...tree, attrs: { ...tree.attrs, LugarExpedicion: '99999' } };
      });
      expect(errors).toEqual([
        expect.stringMatching(/^Un código postal no es válido según el catálogo del SAT: .*99999/),
      ]);
      expect(registered).toBe(false);
    } finally {
      await t.handle.db
        .delete(satCatalogueEntries)
        .where(eq(satCatalogueEntries.catalogue, 'c_CodigoPostal'));
      await t.handle.db
        .delete(satCatalogueLoads)
        .where(eq(satCatalogueLoads.catalogue, 'c_CodigoPostal'));
    }
  });
});
