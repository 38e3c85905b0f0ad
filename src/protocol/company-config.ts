/**
 * Wire shapes of the company configuration (spec 3 §3.11, §7.5): api/ConfigData 21 and
 * api/PaymentMethod 21, each with the company's BUKRS, read by the administrators.
 */
import * as v from 'valibot';
import { plainText } from './bounds';
import { request, response } from './envelope';

/** 21: the company by its code. */
export const CompanyConfigRequest = request({ BUKRS: plainText(10) });

/** One line of the totals layout. */
export const TotalsLayoutLine = v.object({
  Position: v.number(),
  Visualize: v.boolean(),
  Description: v.string(),
});
/** A company's configuration, grouped as spec 3 §3.11 lists it. */
export const CompanyConfig = v.object({
  BUKRS: v.string(),
  CompanyName: v.string(),
  Base: v.object({
    PaymentTermDebit: v.string(),
    PaymentTermAdvance: v.string(),
    AgreementPendingDays: v.number(),
    MaxAmountDocument1: v.string(),
    MaxAmountDocument2: v.string(),
    TotalTolerance: v.string(),
    IvaPercentage: v.string(),
    WebOfferDocType: v.string(),
    QuoteDocType: v.string(),
    CreateOrderFromOffer: v.boolean(),
    CreditNotesOrderType: v.string(),
    /** 'S' means yes. */
    ShowXml: v.string(),
    PortfolioSort: v.number(),
  }),
  SalesArea: v.object({
    SalesOrganization: v.string(),
    DistributionChannel: v.string(),
    Division: v.string(),
    Name: v.string(),
  }),
  OrderPreparation: v.object({ EnlistDays: v.number(), TimeLimit: v.string() }),
  AlstMaterials: v.object({ CompanyCode: v.string(), MaterialCode: v.string() }),
  TotalsLayout: v.array(TotalsLayoutLine),
});
export type CompanyConfig = v.InferOutput<typeof CompanyConfig>;
export const CompanyConfigResponse = response({ Config: CompanyConfig });

/** One payment method of a company. */
export const PaymentMethod = v.object({
  Id: v.number(),
  Name: v.string(),
  CompanyCode: v.string(),
  OrderTypeName: v.string(),
  PaymentTermName: v.string(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;
export const PaymentMethodResponse = response({ List: v.array(PaymentMethod) });
