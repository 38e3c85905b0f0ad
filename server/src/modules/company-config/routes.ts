/**
 * api/ConfigData 21 and api/PaymentMethod 21 with BUKRS (spec 3 §3.11, §7.5): a company's stored
 * configuration and payment methods, read-only on the administrators' company page. An unknown
 * company, or one without a configuration, answers 404 with a translated message. The page's
 * fiscal data, which the administrators also record, is api/CompanyFiscal (fiscal-routes.ts).
 */
import { asc, eq } from 'drizzle-orm';
import {
  CompanyConfigRequest,
  CompanyConfigResponse,
  PaymentMethodResponse,
} from '../../../../src/protocol/company-config';
import { ActionId } from '../../../../src/protocol/envelope';
import { defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { companies, companyConfig, paymentMethods } from '../../db/schema';
import { companyFiscalRoutes } from './fiscal-routes';
import { COMPANY_CONFIG_READERS } from './tolerance';

export const companyConfigRoutes: ApiRoute[] = [
  ...companyFiscalRoutes,
  defineRoute({
    name: 'ConfigData',
    actionId: ActionId.View,
    access: COMPANY_CONFIG_READERS,
    request: CompanyConfigRequest,
    response: CompanyConfigResponse,
    handler: async (ctx) => {
      const [row] = await ctx.deps.db
        .select({ c: companyConfig, name: companies.name })
        .from(companyConfig)
        .innerJoin(companies, eq(companies.code, companyConfig.companyCode))
        .where(eq(companyConfig.companyCode, ctx.input.BUKRS.trim().toUpperCase()));
      if (!row) return refuse('companyConfigNotFound', ctx.lang, 404);
      const c = row.c;
      return ok({
        Config: {
          BUKRS: c.companyCode,
          CompanyName: row.name,
          Base: {
            PaymentTermDebit: c.paymentTermDebit,
            PaymentTermAdvance: c.paymentTermAdvance,
            AgreementPendingDays: c.agreementPendingDays,
            MaxAmountDocument1: c.maxAmountDocument1,
            MaxAmountDocument2: c.maxAmountDocument2,
            TotalTolerance: c.totalTolerance,
            IvaPercentage: c.ivaPercentage,
            WebOfferDocType: c.webOfferDocType,
            QuoteDocType: c.quoteDocType,
            CreateOrderFromOffer: c.createOrderFromOffer,
            CreditNotesOrderType: c.creditNotesOrderType,
            ShowXml: c.showXml,
            PortfolioSort: c.portfolioSort,
          },
          SalesArea: {
            SalesOrganization: c.salesOrganization,
            DistributionChannel: c.distributionChannel,
            Division: c.division,
            Name: c.salesAreaName,
          },
          OrderPreparation: { EnlistDays: c.enlistDays, TimeLimit: c.timeLimit },
          AlstMaterials: { CompanyCode: c.alstCompanyCode, MaterialCode: c.alstMaterial },
          TotalsLayout: c.totalsLayout.map((l) => ({
            Position: l.position,
            Visualize: l.visualize,
            Description: l.description,
          })),
        },
      });
    },
  }),
  defineRoute({
    name: 'PaymentMethod',
    actionId: ActionId.View,
    access: COMPANY_CONFIG_READERS,
    request: CompanyConfigRequest,
    response: PaymentMethodResponse,
    handler: async (ctx) => {
      const rows = await ctx.deps.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.companyCode, ctx.input.BUKRS.trim().toUpperCase()))
        .orderBy(asc(paymentMethods.id));
      return ok({
        List: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          CompanyCode: r.companyCode,
          OrderTypeName: r.orderTypeName,
          PaymentTermName: r.paymentTermName,
        })),
      });
    },
  }),
];
