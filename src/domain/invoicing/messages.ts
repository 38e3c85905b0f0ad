/**
 * The texts the lessor invoicing rules answer with, in Spanish (default) and English. Keys the
 * spec names (msjOutRange, lessorsAlertOldestInvoice, dataLabelRequired) keep their names; the
 * spec's quoted text is kept where it gives one ('Uno o más montos de la factura no coinciden').
 * The server's message table includes them, so a refusal and the page say the same.
 */

export const INVOICING_RULE_MESSAGES = {
  msjOutRange: {
    es: 'Fuera del periodo de recepción de facturas: se reciben del día {beginDay} al {endDay} de cada mes.',
    en: 'Outside the invoice reception period: invoices are received from day {beginDay} to day {endDay} of each month.',
  },
  lessorsAlertOldestInvoice: {
    es: 'Debe facturar primero el periodo más antiguo con vencimiento {dueDate}: {text}.',
    en: 'You must first invoice the oldest period due {dueDate}: {text}.',
  },
  dataLabelRequired: { es: 'Este campo es obligatorio', en: 'This field is required' },
  invoiceAmountsMismatch: {
    es: 'Uno o más montos de la factura no coinciden',
    en: 'One or more amounts of the invoice do not match',
  },
  invoiceNoPeriods: {
    es: 'Seleccione al menos un periodo para facturar.',
    en: 'Select at least one period to invoice.',
  },
  invoiceMixedCurrency: {
    es: 'Los periodos seleccionados tienen monedas distintas; facture cada moneda por separado.',
    en: 'The selected periods have different currencies; invoice each currency separately.',
  },
  invoicePeriodNotOpen: {
    es: 'El periodo {text} ya no está pendiente de envío.',
    en: 'The period {text} is no longer pending to send.',
  },
  consolidatedIncomplete: {
    es: 'La factura consolidada de {month}/{year} debe incluir todos los conceptos pendientes del mes: falta {text}.',
    en: 'The consolidated invoice of {month}/{year} must include every pending item of the month: {text} is missing.',
  },
  consolidatedOtherMonth: {
    es: 'El concepto {text} no corresponde a {month}/{year}.',
    en: 'The item {text} does not belong to {month}/{year}.',
  },
  advanceIncomplete: {
    es: 'El anticipo con vencimiento {dueDate} se factura completo, renta y descuento juntos: falta {text}.',
    en: 'The advance payment due {dueDate} is invoiced whole, rent and discount together: {text} is missing.',
  },
  advanceWrongType: {
    es: 'El periodo {text} no corresponde al tipo de anticipo {type}.',
    en: 'The period {text} does not belong to advance type {type}.',
  },
  fieldTooLong: {
    es: 'El campo {field} admite máximo {max} caracteres.',
    en: 'The field {field} takes at most {max} characters.',
  },
  mtPeriodOutOfRange: {
    es: 'El periodo de facturación debe estar entre {first} y {last}.',
    en: 'The billing period must be between {first} and {last}.',
  },
  invoiceAmountMismatchLine: {
    es: '{field}: la factura dice {invoice}, se esperaba {expected}',
    en: '{field}: the invoice says {invoice}, {expected} expected',
  },
  invoiceDateFuture: {
    es: 'La fecha de la factura ({date}) no puede ser posterior a hoy.',
    en: 'The invoice date ({date}) cannot be after today.',
  },
  postingPeriodClosed: {
    es: 'Periodo de facturación cerrado. Consultar con el departamento de compras',
    en: 'Billing period closed. Contact the purchasing department',
  },
  invoiceNonDeductible: {
    es: 'El arrendador {lifnr} es no deducible: sus facturas se registran como no electrónicas.',
    en: 'Lessor {lifnr} is non-deductible: its invoices are registered as non-electronic.',
  },
  invoiceIdMismatch: {
    es: 'El ID de la factura ({id}) no es el UUID del XML ({uuid}).',
    en: 'The invoice ID ({id}) is not the XML UUID ({uuid}).',
  },
  statementToBeforeFrom: {
    es: 'La fecha final no puede ser anterior a la fecha inicial.',
    en: 'The to date cannot be before the from date.',
  },
  statementToBeyondLimit: {
    es: 'La fecha final no puede ser posterior al {max}.',
    en: 'The to date cannot be after {max}.',
  },
} as const satisfies Record<string, { es: string; en: string }>;

export type InvoicingMessageKey = keyof typeof INVOICING_RULE_MESSAGES;

/** A rule's verdict for the user: a message key and the values of its {placeholders}. */
export interface RuleProblem {
  key: InvoicingMessageKey;
  params: Readonly<Record<string, string>>;
}

/** The text of a rule's problem in a language, placeholders filled. */
export function invoicingMessage(problem: RuleProblem, lang: 'es' | 'en'): string {
  return INVOICING_RULE_MESSAGES[problem.key][lang].replace(
    /\{(\w+)\}/g,
    (_, name: string) => problem.params[name] ?? '',
  );
}
