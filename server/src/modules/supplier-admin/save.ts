/**
 * Saving and deleting a supplier or lessor (api/Supplier 11, 31, 41). The domain's rules decide
 * what is acceptable (required fields, limits, each invoicing panel); the references (companies,
 * order types, catalogue ids) must exist; the code is unique. One transaction writes the record,
 * its lists, its last change and the lists the session reads (supplier_invoice_type and
 * supplier_order_type), so the supplier's users see the new configuration at their next session.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  INVOICE_OPTION,
  INVOICE_TYPE,
  invoiceConfigProblem,
  supplierFormProblems,
  type Panel,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import type { InvoiceConfig } from '../../../../src/protocol/supplier-admin';
import type { Db } from '../../db/client';
import {
  companies,
  invoiceOptions,
  invoiceStatuses,
  invoiceTypes,
  purchaseOrderTypes,
  supplierChanges,
  supplierCompany,
  supplierInvoiceConfigs,
  supplierInvoiceType,
  supplierOrderType,
  suppliers,
  withholdingTaxOptions,
} from '../../db/schema';
import { normalizedCode } from './record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SupplierSave {
  Supplier: {
    Name: string;
    TIN: string;
    Code: string;
    Active: boolean;
    IsNonDeductible: boolean;
    IsLessor: boolean;
    IsSupplier: boolean;
  };
  Company: readonly { Id: string }[];
  PurchaseOrderType: readonly { Id: number }[];
  InvoiceType: readonly InvoiceConfig[];
}

export type SaveOutcome =
  | { ok: true; id: number; code: string }
  | { ok: false; problem: SupplierProblem; notFound?: boolean };

type StoredConfig = {
  invoiceOptionId: number;
  invoiceStatusId: number;
  invoiceTypeId: number;
  withHoldingTaxOptionId: number;
};

const unknown = (field: string, value: string | number): SupplierProblem => ({
  key: 'supplierUnknownReference',
  params: { field, value: String(value) },
});

const panelOf = (option: number): Panel | null =>
  option === INVOICE_OPTION.electronic
    ? 'electronic'
    : option === INVOICE_OPTION.nonElectronic
      ? 'nonElectronic'
      : null;

/**
 * The configurations to store: none for a record that is not a supplier (the panels are the
 * supplier's), else each panel with an option, checked by the domain's panel rule.
 */
function configsOf(
  input: SupplierSave,
): { ok: true; list: StoredConfig[] } | { ok: false; problem: SupplierProblem } {
  if (!input.Supplier.IsSupplier) return { ok: true, list: [] };
  const list: StoredConfig[] = [];
  for (const c of input.InvoiceType) {
    if (c.InvoiceOptionId === null) continue;
    const panel = panelOf(c.InvoiceOptionId);
    if (!panel) return { ok: false, problem: unknown('InvoiceOptionId', c.InvoiceOptionId) };
    if (list.some((l) => l.invoiceOptionId === c.InvoiceOptionId))
      return {
        ok: false,
        problem: {
          key: 'supplierConfigWrongPanel',
          params: {
            option: String(c.InvoiceOptionId),
            panel: panel === 'electronic' ? 'NE' : 'EL',
          },
        },
      };
    const problem = invoiceConfigProblem(panel, c);
    if (problem) return { ok: false, problem };
    list.push({
      invoiceOptionId: c.InvoiceOptionId,
      invoiceStatusId: c.InvoiceStatusId!,
      invoiceTypeId: c.InvoiceTypeId!,
      withHoldingTaxOptionId: c.WithHoldingTaxOptionId!,
    });
  }
  return { ok: true, list };
}

/** Ids of a catalogue that exist among the wanted ones. */
async function existingIds(
  tx: Tx,
  table: typeof invoiceOptions,
  wanted: readonly number[],
): Promise<Set<number>> {
  if (wanted.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...wanted]));
  return new Set(rows.map((r) => r.id));
}

async function referenceProblem(
  tx: Tx,
  companyCodes: readonly string[],
  orderTypeIds: readonly number[],
  configs: readonly StoredConfig[],
): Promise<SupplierProblem | null> {
  const knownCompanies = new Set(
    (
      await tx
        .select({ code: companies.code })
        .from(companies)
        .where(inArray(companies.code, [...companyCodes]))
    ).map((r) => r.code),
  );
  const missingCompany = companyCodes.find((c) => !knownCompanies.has(c));
  if (missingCompany !== undefined) return unknown('Company', missingCompany);
  if (orderTypeIds.length > 0) {
    const known = new Set(
      (
        await tx
          .select({ id: purchaseOrderTypes.id })
          .from(purchaseOrderTypes)
          .where(inArray(purchaseOrderTypes.id, [...orderTypeIds]))
      ).map((r) => r.id),
    );
    const missing = orderTypeIds.find((id) => !known.has(id));
    if (missing !== undefined) return unknown('PurchaseOrderType', missing);
  }
  const checks: [string, typeof invoiceOptions, (c: StoredConfig) => number][] = [
    ['InvoiceOptionId', invoiceOptions, (c) => c.invoiceOptionId],
    ['InvoiceStatusId', invoiceStatuses, (c) => c.invoiceStatusId],
    ['InvoiceTypeId', invoiceTypes, (c) => c.invoiceTypeId],
    ['WithHoldingTaxOptionId', withholdingTaxOptions, (c) => c.withHoldingTaxOptionId],
  ];
  for (const [field, table, pick] of checks) {
    const wanted = configs.map(pick);
    const known = await existingIds(tx, table, wanted);
    const missing = wanted.find((id) => !known.has(id));
    if (missing !== undefined) return unknown(field, missing);
  }
  return null;
}

/** The session's invoice types: each configuration's type, plus the lease type for a lessor. */
async function sessionInvoiceTypes(
  tx: Tx,
  isLessor: boolean,
  configs: readonly StoredConfig[],
): Promise<{ code: string; name: string }[]> {
  const ids = [
    ...new Set([...configs.map((c) => c.invoiceTypeId), ...(isLessor ? [INVOICE_TYPE.lease] : [])]),
  ];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: invoiceTypes.id, name: invoiceTypes.name })
    .from(invoiceTypes)
    .where(inArray(invoiceTypes.id, ids));
  return rows.map((r) => ({ code: String(r.id), name: r.name }));
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  ('code' in err ? (err as { code?: unknown }).code === '23505' : false);

/**
 * Inserts (id null) or replaces (id given) a supplier with its lists. A missing or deleted
 * supplier answers notFound; a taken code supplierCodeTaken.
 */
export async function saveSupplier(
  db: Db,
  input: SupplierSave,
  id: number | null,
  modifiedBy: string,
  now: Date,
): Promise<SaveOutcome> {
  const s = input.Supplier;
  const companyCodes = [...new Set(input.Company.map((c) => c.Id.trim()).filter((c) => c !== ''))];
  const formProblems = supplierFormProblems({
    Name: s.Name,
    TIN: s.TIN,
    Code: s.Code,
    Companies: companyCodes,
  });
  if (formProblems[0]) return { ok: false, problem: formProblems[0] };
  const configs = configsOf(input);
  if (!configs.ok) return configs;
  const code = normalizedCode(s.Code);
  const orderTypeIds = [...new Set(input.PurchaseOrderType.map((o) => o.Id))];
  try {
    return await db.transaction(async (tx) => {
      if (id !== null) {
        const [stored] = await tx
          .select({ deleted: supplierChanges.deleted })
          .from(suppliers)
          .leftJoin(supplierChanges, eq(supplierChanges.supplierId, suppliers.id))
          .where(eq(suppliers.id, id))
          .for('update', { of: suppliers });
        if (!stored || stored.deleted)
          return { ok: false, problem: { key: 'supplierNotFound', params: {} }, notFound: true };
      }
      const [taken] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(eq(suppliers.code, code), id === null ? undefined : ne(suppliers.id, id)))
        .limit(1);
      if (taken) return { ok: false, problem: { key: 'supplierCodeTaken', params: { code } } };
      const problem = await referenceProblem(tx, companyCodes, orderTypeIds, configs.list);
      if (problem) return { ok: false, problem };

      // The legacy columns keep the record's main configuration (electronic first), as the
      // access request writes them for a new supplier.
      const main = configs.list[0];
      const values = {
        code,
        name: s.Name.trim(),
        tin: s.TIN.trim(),
        active: s.Active,
        isNonDeductible: s.IsNonDeductible,
        isLessor: s.IsLessor,
        isSupplier: s.IsSupplier,
        invoiceOptionId: main?.invoiceOptionId ?? null,
        invoiceStatusId: main?.invoiceStatusId ?? null,
        invoiceTypeId: main?.invoiceTypeId ?? null,
        withHoldingTaxOptionId: main?.withHoldingTaxOptionId ?? null,
      };
      let supplierId: number;
      if (id === null) {
        const [created] = await tx.insert(suppliers).values(values).returning({ id: suppliers.id });
        supplierId = created!.id;
      } else {
        await tx.update(suppliers).set(values).where(eq(suppliers.id, id));
        supplierId = id;
        await Promise.all([
          tx.delete(supplierCompany).where(eq(supplierCompany.supplierId, id)),
          tx.delete(supplierOrderType).where(eq(supplierOrderType.supplierId, id)),
          tx.delete(supplierInvoiceConfigs).where(eq(supplierInvoiceConfigs.supplierId, id)),
          tx.delete(supplierInvoiceType).where(eq(supplierInvoiceType.supplierId, id)),
        ]);
      }
      await tx
        .insert(supplierCompany)
        .values(companyCodes.map((companyCode) => ({ supplierId, companyCode })));
      if (orderTypeIds.length > 0) {
        const types = await tx
          .select({ code: purchaseOrderTypes.code, name: purchaseOrderTypes.name })
          .from(purchaseOrderTypes)
          .where(inArray(purchaseOrderTypes.id, orderTypeIds));
        await tx.insert(supplierOrderType).values(types.map((t) => ({ supplierId, ...t })));
      }
      if (configs.list.length > 0)
        await tx
          .insert(supplierInvoiceConfigs)
          .values(configs.list.map((c) => ({ supplierId, ...c })));
      const sessionTypes = await sessionInvoiceTypes(tx, s.IsLessor, configs.list);
      if (sessionTypes.length > 0)
        await tx
          .insert(supplierInvoiceType)
          .values(sessionTypes.map((t) => ({ supplierId, ...t })));
      await tx
        .insert(supplierChanges)
        .values({ supplierId, modifiedDate: now, modifiedBy, deleted: false })
        .onConflictDoUpdate({
          target: supplierChanges.supplierId,
          set: { modifiedDate: now, modifiedBy, deleted: false },
        });
      return { ok: true, id: supplierId, code };
    });
  } catch (err) {
    // Two saves of one new code at once: the unique index decides, the loser hears it is taken.
    if (isUniqueViolation(err) || isUniqueViolation((err as { cause?: unknown }).cause))
      return { ok: false, problem: { key: 'supplierCodeTaken', params: { code } } };
    throw err;
  }
}

/**
 * Deletes a supplier from the administration (soft: Deleted and inactive, so it leaves the
 * list, the selectors and its users' sessions while its history and ERP documents stay).
 */
export async function deleteSupplier(
  db: Db,
  id: number,
  modifiedBy: string,
  now: Date,
): Promise<{ ok: true; code: string } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ code: suppliers.code, deleted: supplierChanges.deleted })
      .from(suppliers)
      .leftJoin(supplierChanges, eq(supplierChanges.supplierId, suppliers.id))
      .where(eq(suppliers.id, id))
      .for('update', { of: suppliers });
    if (!stored || stored.deleted) return { ok: false };
    await tx.update(suppliers).set({ active: false }).where(eq(suppliers.id, id));
    await tx
      .insert(supplierChanges)
      .values({ supplierId: id, modifiedDate: now, modifiedBy, deleted: true })
      .onConflictDoUpdate({
        target: supplierChanges.supplierId,
        set: { modifiedDate: now, modifiedBy, deleted: true },
      });
    return { ok: true, code: stored.code };
  });
}
