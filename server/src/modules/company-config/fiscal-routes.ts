/**
 * api/CompanyFiscal 21 and 31 with BUKRS: a company's fiscal data on the company page — the name
 * and postal code the SAT registers it under, which every CFDI to it must repeat as its receiver
 * (spec 2 §5; the portal's receiver checks), and its own lessor E48 and supplier product-key lists
 * (empty: the portal's). The administrators read and record it for the companies they work for;
 * a save is judged by the rules the page shows (src/protocol/company-fiscal.ts), every problem
 * told in the caller's language, and audited with what it stored.
 */
import { and, eq } from 'drizzle-orm';
import {
  CompanyFiscalRequest,
  CompanyFiscalResponse,
  CompanyFiscalSaveRequest,
  CompanyFiscalSaveResponse,
  companyFiscalValues,
  type CompanyFiscal,
} from '../../../../src/protocol/company-fiscal';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import {
  authOf,
  defineRoute,
  ok,
  type ApiContext,
  type ApiRefusal,
  type ApiRoute,
} from '../../api/types';
import type { Db } from '../../db/client';
import { companies, roles, userCompany } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { COMPANY_CONFIG_READERS } from './tolerance';

/** The audit resource a company's fiscal data changes are kept under. */
export const COMPANY_FISCAL_RESOURCE = 'CompanyFiscal';

const refusal = (
  key: MessageKey,
  lang: Language,
  params: Record<string, string>,
  status: 200 | 403 | 404 = 200,
): ApiRefusal => ({ status, body: { Result: false, Message: message(key, lang, params) } });

const fiscalOf = (row: typeof companies.$inferSelect): CompanyFiscal => ({
  BUKRS: row.code,
  Name: row.name,
  TIN: row.tin,
  FiscalName: row.fiscalName,
  FiscalPostalCode: row.fiscalPostalCode,
  LeaseProductKeys: row.leaseProductKeys,
  SupplierProductKeys: row.supplierProductKeys,
});

/**
 * The company the caller names, if it exists and the caller works for it (a role that sees every
 * company, or one assigned to the user, as api/company 10 lists them); otherwise the refusal.
 */
async function administeredCompany(
  ctx: ApiContext<{ BUKRS: string }>,
): Promise<{ ok: true; row: typeof companies.$inferSelect } | { ok: false; refusal: ApiRefusal }> {
  const db: Db = ctx.deps.db;
  const auth = authOf(ctx);
  const bukrs = ctx.input.BUKRS.trim().toUpperCase();
  const [row] = await db.select().from(companies).where(eq(companies.code, bukrs)).limit(1);
  if (!row) return { ok: false, refusal: refusal('companyNotFound', ctx.lang, { bukrs }, 404) };
  const [role] = await db
    .select({ companyAll: roles.companyAll })
    .from(roles)
    .where(eq(roles.id, auth.roleId));
  if (role?.companyAll) return { ok: true, row };
  const [assigned] = await db
    .select({ code: userCompany.companyCode })
    .from(userCompany)
    .where(and(eq(userCompany.userId, auth.userId), eq(userCompany.companyCode, bukrs)))
    .limit(1);
  return assigned
    ? { ok: true, row }
    : { ok: false, refusal: refusal('companyNotAdministered', ctx.lang, { bukrs }, 403) };
}

export const companyFiscalRoutes: ApiRoute[] = [
  defineRoute({
    name: 'CompanyFiscal',
    actionId: ActionId.View,
    access: COMPANY_CONFIG_READERS,
    request: CompanyFiscalRequest,
    response: CompanyFiscalResponse,
    handler: async (ctx) => {
      const company = await administeredCompany(ctx);
      if (!company.ok) return company.refusal;
      return ok({ Fiscal: fiscalOf(company.row) });
    },
  }),
  defineRoute({
    name: 'CompanyFiscal',
    actionId: ActionId.Update,
    access: COMPANY_CONFIG_READERS,
    request: CompanyFiscalSaveRequest,
    response: CompanyFiscalSaveResponse,
    handler: async (ctx) => {
      const company = await administeredCompany(ctx);
      if (!company.ok) return company.refusal;
      const judged = companyFiscalValues(ctx.input);
      if (!judged.ok)
        return {
          status: 200,
          body: {
            Result: false,
            // Every problem, one a line, as the page lists them.
            Message: judged.problems.map((p) => message(p.key, ctx.lang, p.params)).join('\n'),
          },
        };
      const v = judged.values;
      const [saved] = await ctx.deps.db
        .update(companies)
        .set({
          fiscalName: v.fiscalName,
          fiscalPostalCode: v.fiscalPostalCode,
          leaseProductKeys: v.leaseProductKeys,
          supplierProductKeys: v.supplierProductKeys,
        })
        .where(eq(companies.code, company.row.code))
        .returning();
      if (!saved) return refusal('companyNotFound', ctx.lang, { bukrs: company.row.code }, 404);
      const auth = authOf(ctx);
      await recordAudit(ctx.deps.db, ctx.deps.log, {
        actionId: ActionId.Update,
        resource: COMPANY_FISCAL_RESOURCE,
        referenceId: saved.code,
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: saved.code,
        detail: {
          by: auth.userName,
          fiscalName: v.fiscalName,
          fiscalPostalCode: v.fiscalPostalCode,
          leaseProductKeys: v.leaseProductKeys,
          supplierProductKeys: v.supplierProductKeys,
        },
        date: ctx.deps.now(),
      });
      return ok({
        Fiscal: fiscalOf(saved),
        Message: message('companyFiscalSaved', ctx.lang, { bukrs: saved.code }),
      });
    },
  }),
];
