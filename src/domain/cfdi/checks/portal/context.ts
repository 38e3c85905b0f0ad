/**
 * The portal context (spec 2 §5 "Electronic validations", "Payment complement"): who is invoicing
 * (lessor or supplier), which tax ids the user may use, what the invoice must match, and the flow
 * flags. One valibot schema is the source of both the TypeScript type and the CLI's JSON check.
 */
import * as v from 'valibot';

/** A non-negative amount as text (exact decimals are read later with the decimal module). */
const Amount = v.pipe(
  v.string(),
  v.regex(/^\d{1,18}(\.\d{1,6})?$/, 'must be an amount like "1234.56"'),
);
const TaxId = v.pipe(v.string(), v.minLength(12), v.maxLength(13));
const Day = v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'));

/**
 * What the invoice is compared with: contract amounts (lessor: BALANCE, IMPUESTOS, MONTO, cedular,
 * ISR, IVA, TOTAL) or the sum of the selected receipts (supplier: subtotal, tax, withholdings).
 * Only the amounts given are compared.
 */
export const PortalAmounts = v.object({
  subTotal: v.optional(Amount),
  impuestos: v.optional(Amount),
  monto: v.optional(Amount),
  retenciones: v.optional(Amount),
  cedular: v.optional(Amount),
  ISR: v.optional(Amount),
  IVA: v.optional(Amount),
  total: v.optional(Amount),
});
export type PortalAmounts = v.InferOutput<typeof PortalAmounts>;

/** A pending payment item (spec 2 §3): the invoice UUID, its fiscal year and clearing document. */
export const PendingPayment = v.object({
  UUID: v.string(),
  GJAHR: v.string(),
  AUGBL: v.string(),
  /** The installment this payment is of its invoice (tells apart the parts of one invoice). */
  NumParcialidad: v.optional(v.string()),
});
export type PendingPayment = v.InferOutput<typeof PendingPayment>;

export const PortalContextSchema = v.strictObject({
  role: v.picklist(['lessor', 'supplier']),
  /** An invoice (voucher type I) or a payment complement (type P). */
  document: v.optional(v.picklist(['invoice', 'paymentComplement']), 'invoice'),
  /** Variable-maintenance flow: fewer checks, issuer regime 620 not allowed. */
  variableFlow: v.optional(v.boolean(), false),
  /** Lessor: the supplier's TIN; supplier and complements: the user's assigned issuer tax ids. */
  issuerTaxIds: v.array(TaxId),
  /** Lessor: the company's TIN; supplier and complements: the user's assigned receiver tax ids. */
  receiverTaxIds: v.array(TaxId),
  /** The contract's or the chosen receipts' currency (compared case-insensitively). */
  currency: v.optional(v.pipe(v.string(), v.length(3))),
  amounts: v.optional(PortalAmounts),
  /** Overrides the spec's tolerance (lessor 5; supplier 0.09 USD, 5 MXN, 0 otherwise). */
  tolerance: v.optional(Amount),
  /** Today (Mexico local); defaults to the caller's `today`. */
  today: v.optional(Day),
  /** Supplier use-of-receipt rules: order type, order class, item category and company. */
  purchase: v.optional(
    v.object({
      BSART: v.string(),
      AUART: v.optional(v.string(), ''),
      PSTYP: v.optional(v.string(), ''),
      company: v.string(),
    }),
  ),
  /** Lessor advance payment type: 01 broken-down discount, 02 discount included. */
  discountType: v.optional(v.picklist(['01', '02'])),
  /** CFDI versions the portal accepts; 4.0 only unless the caller says otherwise. */
  acceptedVersions: v.optional(v.array(v.picklist(['3.3', '4.0'])), ['4.0']),
  /** Payment complement: the user's pending payment items (spec 2 §3). */
  pendingPayments: v.optional(v.array(PendingPayment)),
  /** Payment complement: the payment document (year and AUGBL) the user says it covers. */
  paymentDocument: v.optional(v.object({ GJAHR: v.string(), AUGBL: v.string() })),
  /**
   * The invoiced company's fiscal data as registered with the SAT: the name Receptor@Nombre must
   * repeat and the postal code DomicilioFiscalReceptor must repeat. Without it (a CLI run that
   * does not give it) the receiver checks do not apply.
   */
  receiver: v.optional(v.object({ name: v.string(), postalCode: v.string() })),
  /** The spec does not show the supplier list (~100 keys) nor the lessor E48 list (23 keys). */
  supplierProductKeys: v.optional(v.array(v.string())),
  e48ProductKeys: v.optional(v.array(v.string())),
});

export type PortalContextInput = v.InferInput<typeof PortalContextSchema>;
export type PortalContext = v.InferOutput<typeof PortalContextSchema>;

/** Reads a context from untrusted JSON: the context, or a message naming the offending field. */
export function parsePortalContext(json: unknown): PortalContext | string {
  const r = v.safeParse(PortalContextSchema, json);
  if (r.success) return r.output;
  const issue = r.issues[0];
  const path = v.getDotPath(issue) ?? '(root)';
  return `${path}: ${issue.message}`;
}

/** A context with the schema's defaults filled (for callers and tests that build it in code). */
export function portalContext(input: PortalContextInput): PortalContext {
  return v.parse(PortalContextSchema, input);
}
