/** Seeds the demo organisations (companies, lessors, suppliers, regions, crews, clients). Idempotent. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  clientAgreements,
  clients,
  companies,
  companyConfig,
  crews,
  paymentMethods,
  regions,
  supplierCompany,
  supplierInvoiceType,
  supplierOrderType,
  suppliers,
} from '../schema';
import {
  CLIENT_AGREEMENTS,
  CLIENTS,
  COMPANIES,
  COMPANY_CONFIG,
  CREWS,
  PAYMENT_METHODS,
  REGIONS,
  SUPPLIERS,
} from './catalogue';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Seeds the organisations and answers supplier ids by code. */
export async function seedOrganizations(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(companies)
    .values([...COMPANIES])
    .onConflictDoNothing();
  // A database seeded before the companies kept their fiscal data gets the demo companies' now;
  // what an operator recorded since is left as it is.
  for (const c of COMPANIES) {
    await tx
      .update(companies)
      .set({ fiscalName: c.fiscalName })
      .where(and(eq(companies.code, c.code), isNull(companies.fiscalName)));
    await tx
      .update(companies)
      .set({ fiscalPostalCode: c.fiscalPostalCode })
      .where(and(eq(companies.code, c.code), isNull(companies.fiscalPostalCode)));
  }
  await tx.insert(companyConfig).values(COMPANY_CONFIG).onConflictDoNothing();
  await tx.insert(paymentMethods).values(PAYMENT_METHODS).onConflictDoNothing();
  await tx
    .insert(suppliers)
    .values(SUPPLIERS.map(({ companies: _c, invoiceTypes: _i, orderTypes: _o, ...s }) => s))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: suppliers.id, code: suppliers.code })
    .from(suppliers)
    .where(
      inArray(
        suppliers.code,
        SUPPLIERS.map((s) => s.code),
      ),
    );
  const supplierIds = new Map(rows.map((r) => [r.code, r.id]));
  const idOf = (code: string) => {
    const id = supplierIds.get(code);
    if (id === undefined) throw new Error(`seed: supplier ${code} missing`);
    return id;
  };

  const links = SUPPLIERS.flatMap((s) =>
    s.companies.map((companyCode) => ({ supplierId: idOf(s.code), companyCode })),
  );
  await tx.insert(supplierCompany).values(links).onConflictDoNothing();
  const invoiceTypes = SUPPLIERS.flatMap((s) =>
    s.invoiceTypes.map((t) => ({ supplierId: idOf(s.code), ...t })),
  );
  await tx.insert(supplierInvoiceType).values(invoiceTypes).onConflictDoNothing();
  const orderTypes = SUPPLIERS.flatMap((s) =>
    s.orderTypes.map((t) => ({ supplierId: idOf(s.code), ...t })),
  );
  if (orderTypes.length > 0) {
    await tx.insert(supplierOrderType).values(orderTypes).onConflictDoNothing();
  }

  await tx
    .insert(regions)
    .values([...REGIONS])
    .onConflictDoNothing();
  await tx
    .insert(crews)
    .values(CREWS.map(({ supplierCode, ...c }) => ({ ...c, supplierId: idOf(supplierCode) })))
    .onConflictDoNothing();
  await tx
    .insert(clients)
    .values([...CLIENTS])
    .onConflictDoNothing();
  await tx
    .insert(clientAgreements)
    .values([...CLIENT_AGREEMENTS])
    .onConflictDoNothing();
  return supplierIds;
}
