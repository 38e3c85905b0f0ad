/**
 * What the two receipt send calls share: the scope of the party, the invoicing block,
 * the supplier's invoice configuration, the tax ids the user may invoice with, the result lines
 * of supplier rules and the audit row written in the registration's transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RuleProblem } from '../../../../src/domain/invoicing/messages';
import {
  supplierMessage,
  type SupplierAmountMismatch,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import { supplierInvoicingBlocked } from '../../../../src/domain/supplier-invoicing/block';
import {
  INVOICE_OPTION,
  INVOICE_STATUS_ACCOUNTED,
  INVOICE_SUPPLIER_ALLOWED,
} from '../../../../src/domain/supplier-invoicing/codes';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { InvoicingScope, PartnerKey, RegisteredDocument } from '../../adapters/erp/invoicing';
import type { ReceiptParty } from '../../adapters/erp/supplier';
import type { ApiRefusal, AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import {
  auditEvents,
  companies,
  portalParameters,
  supplierInvoiceConfigs,
  suppliers,
} from '../../db/schema';
import { invoicingScopeOf, partnerRefusal } from '../invoicing/scope';
import { ruleLine, sendRefusal, type ResultLine } from '../invoicing/send-result';
import { supplierRefusal, supplierScopeOf } from './scope';

/** A supplier rule's problem as a result line. */
export function supplierLine(problem: SupplierProblem, lang: Language): ResultLine {
  return { TYPE: 'E', ID: problem.key, NUMBER: '', MESSAGE: supplierMessage(problem, lang) };
}

/** A refusal of supplier rules' problems, or lessor rules' (RuleProblem). */
export function problemsRefusal(
  problems: readonly (SupplierProblem | { rule: RuleProblem })[],
  lang: Language,
  status: ApiRefusal['status'] = 200,
): ApiRefusal {
  return sendRefusal(
    problems.map((p) => ('rule' in p ? ruleLine(p.rule, lang) : supplierLine(p, lang))),
    status,
  );
}

/** 'Uno o más montos de la factura no coinciden', then one line per amount that does not. */
export function mismatchRefusal(mismatches: readonly SupplierAmountMismatch[], lang: Language) {
  return problemsRefusal(
    [
      { rule: { key: 'invoiceAmountsMismatch', params: {} } },
      ...mismatches.map((m): SupplierProblem => ({
        key: 'supplierAmountMismatchLine',
        params: { field: m.field, invoice: m.invoice, expected: m.expected },
      })),
    ],
    lang,
  );
}

/** The caller's scope of the party, or the refusal of the partner it names. */
export async function partyScope(
  db: Db,
  auth: AuthSession,
  party: ReceiptParty,
  key: PartnerKey,
  lang: Language,
): Promise<{ ok: true; scope: InvoicingScope } | { ok: false; refusal: ApiRefusal }> {
  if (party === 'supplier') {
    const scope = await supplierScopeOf(db, auth);
    const refusal = supplierRefusal(scope, key, lang);
    return refusal ? { ok: false, refusal } : { ok: true, scope };
  }
  const scope = await invoicingScopeOf(db, auth);
  const refusal = partnerRefusal(scope, key, lang);
  return refusal ? { ok: false, refusal } : { ok: true, scope };
}

/** msjModuleDisabled when the supplier invoicing block applies today (spec 2 §5). */
export async function blockRefusal(db: Db, today: string, lang: Language) {
  const [parameter] = await db
    .select()
    .from(portalParameters)
    .where(eq(portalParameters.name, INVOICE_SUPPLIER_ALLOWED))
    .limit(1);
  if (!supplierInvoicingBlocked(today, parameter ?? null)) return null;
  return sendRefusal([
    { TYPE: 'E', ID: 'msjModuleDisabled', NUMBER: '', MESSAGE: message('msjModuleDisabled', lang) },
  ]);
}

/**
 * The supplier's configuration for the invoice's option (electronic or not): its status, or a
 * problem when the portal's supplier has no such option. A vendor the portal does not keep (an
 * administrator invoicing on its behalf) registers with status 5 Contabilizada.
 */
export async function configuredStatus(
  db: Db,
  lifnr: string,
  electronic: boolean,
): Promise<{ ok: true; status: number } | { ok: false; problem: SupplierProblem }> {
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.code, lifnr))
    .limit(1);
  if (!supplier) return { ok: true, status: INVOICE_STATUS_ACCOUNTED };
  const configs = await db
    .select()
    .from(supplierInvoiceConfigs)
    .where(eq(supplierInvoiceConfigs.supplierId, supplier.id));
  const option = electronic ? INVOICE_OPTION.electronic : INVOICE_OPTION.nonElectronic;
  const config = configs.find((c) => c.invoiceOptionId === option);
  if (config) return { ok: true, status: config.invoiceStatusId };
  return {
    ok: false,
    problem: {
      key: 'supplierNotInvoicing',
      params: { lifnr, option: electronic ? 'electrónica' : 'no electrónica' },
    },
  };
}

/**
 * The tax ids the user may invoice with (spec 2 §5: on supplier screens issuer and receiver must
 * be in the user's assigned lists): the RFCs of the caller's suppliers and companies; for a
 * caller who sees every one (an administrator acting for a supplier), the named supplier's and
 * company's.
 */
export async function assignedTaxIds(
  db: Db,
  scope: InvoicingScope,
  key: PartnerKey,
  vendorRfc: string,
  companyTin: string,
): Promise<{ issuers: string[]; receivers: string[] }> {
  const issuers =
    scope.lifnrs === null
      ? [vendorRfc]
      : (
          await db
            .select({ tin: suppliers.tin })
            .from(suppliers)
            .where(and(inArray(suppliers.code, [...scope.lifnrs, key.lifnr])))
        ).map((s) => s.tin);
  const receivers =
    scope.companies === null
      ? [companyTin]
      : (
          await db
            .select({ tin: companies.tin })
            .from(companies)
            .where(inArray(companies.code, [...scope.companies]))
        ).map((c) => c.tin);
  const shaped = (list: string[]) =>
    [...new Set(list.map((t) => t.trim().toUpperCase()))].filter(
      (t) => t.length >= 12 && t.length <= 13,
    );
  return { issuers: shaped(issuers), receivers: shaped(receivers) };
}

/** The audit row of a registration of receipts, written in its transaction. */
export async function auditReceiptInvoice(
  tx: Db,
  auth: AuthSession,
  resource: 'InvoiceReceiptSupplier' | 'InvoiceReceiptLessor',
  doc: RegisteredDocument,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx.insert(auditEvents).values({
    actionId: ActionId.Insert,
    resource,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: `${String(detail.bukrs)} ${doc.belnr}/${doc.gjahr}`,
    detail: { ...detail, belnr: doc.belnr, gjahr: doc.gjahr, budat: doc.budat },
    date: at,
  });
}
