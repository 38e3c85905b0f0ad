/**
 * AddInvoiceMT on the wire (spec 2 §7: body dfaell_i, dfaell_e; response not shown): what the
 * variable-maintenance "add invoice" form needs to offer — the lessor's contracts that take a
 * variable-maintenance invoice, each with its site, currency and term, and the billing months the
 * invoice may name. Filter dates YYYYMMDD ('' or absent for no bound); answered dates dd-mm-yyyy.
 */
import * as v from 'valibot';
import { request, response } from './envelope';
import { Bukrs, ContractInfo, ErpDate, PartnerCode, Recnnr, anyOr } from './invoicing';

/** A billing month as mtBillingWindow writes it: 'MM-YYYY'. */
export const BillingMonth = v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])-\d{4}$/));

export const AddInvoiceMTRequest = v.pipe(
  request({
    bukrs: Bukrs,
    /** The lessor (LIFNR), padded to 10 digits. */
    Partner: PartnerCode,
    /** One contract only; '' for all of them. */
    recnnr: anyOr(Recnnr),
    /** Contracts in force some day between these two (both included). */
    dfaell_i: anyOr(ErpDate),
    dfaell_e: anyOr(ErpDate),
  }),
  v.forward(
    v.partialCheck(
      [['dfaell_i'], ['dfaell_e']],
      (i) => i.dfaell_i === '' || i.dfaell_e === '' || i.dfaell_i <= i.dfaell_e,
    ),
    ['dfaell_e'],
  ),
);
export type AddInvoiceMTRequest = v.InferInput<typeof AddInvoiceMTRequest>;

export const AddInvoiceMTResponse = response({
  /**
   * The contracts with variable maintenance, by number: RECNNR, RECNTXT, the site (SITIO,
   * OBJECT_ID_ACCT, REGIO), the currency (MONEDA), the term (RECNBEG, RECNEND '' when open-ended)
   * and the lessor as the CFDI must name it (LIFNR, NAME2, STCD1).
   */
  List: v.array(ContractInfo),
  /** The first and last billing month an invoice may name (1 Jan of last year to 31 Dec). */
  FIRST_MONTH: BillingMonth,
  LAST_MONTH: BillingMonth,
});
export type AddInvoiceMTResponse = v.InferOutput<typeof AddInvoiceMTResponse>;
