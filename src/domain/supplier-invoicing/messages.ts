/**
 * The texts of supplier invoicing's rules and refusals, in Spanish (default) and English. Keys the
 * spec names (alertSearchSupplier, msjFactElectSucces) keep their names; its quoted texts are kept
 * ('Factura {number} enviada exitosamente'). The server's message table includes them.
 */
export const SUPPLIER_RULE_MESSAGES = {
  supplierPartnerNotAssigned: {
    es: 'Proveedor {lifnr} no asignado',
    en: 'Supplier {lifnr} not assigned',
  },
  supplierInvoiceSent: {
    es: 'Factura {number} enviada exitosamente',
    en: 'Invoice {number} sent successfully',
  },
  msjFactElectSucces: {
    es: 'La factura se registró correctamente',
    en: 'The invoice was registered successfully',
  },
  receiptsNone: {
    es: 'Seleccione al menos una recepción para facturar.',
    en: 'Select at least one receipt to invoice.',
  },
  receiptsNotFound: {
    es: 'Una o más recepciones no existen o ya no están pendientes de facturar: {list}',
    en: 'One or more receipts do not exist or are no longer pending to invoice: {list}',
  },
  receiptsMixedCurrency: {
    es: 'Las recepciones seleccionadas tienen monedas distintas; facture cada moneda por separado.',
    en: 'The selected receipts have different currencies; invoice each currency separately.',
  },
  receiptsMixedOrderKind: {
    es: 'Las recepciones seleccionadas deben ser del mismo tipo de pedido (BSART y AUART).',
    en: 'The selected receipts must be of the same order kind (BSART and AUART).',
  },
  withholdingNotOnReceipts: {
    es: 'La retención {witht} no corresponde a las recepciones seleccionadas.',
    en: 'Withholding {witht} does not belong to the selected receipts.',
  },
  supplierAmountMismatchLine: {
    es: '{field}: la factura dice {invoice}, las recepciones suman {expected}',
    en: '{field}: the invoice says {invoice}, the receipts add up to {expected}',
  },
  nonElectronicRequired: {
    es: 'El campo {field} es obligatorio',
    en: 'The field {field} is required',
  },
  nonElectronicDateYear: {
    es: 'La fecha de la factura debe ser del año en curso ({year}).',
    en: 'The invoice date must be in the current year ({year}).',
  },
  nonElectronicAmountTooLow: {
    es: 'El campo {field} debe ser al menos {min}.',
    en: 'The field {field} must be at least {min}.',
  },
  nonElectronicCurrency: {
    es: 'La moneda debe ser MXN o USD.',
    en: 'The currency must be MXN or USD.',
  },
  nonElectronicTotal: {
    es: 'El total de la factura ({total}) no es subtotal más impuestos menos retenciones ({expected}).',
    en: 'The invoice total ({total}) is not subtotal plus tax minus withholdings ({expected}).',
  },
  alertSearchSupplier: {
    es: 'Capture el nombre o el RFC para buscar',
    en: 'Enter the name or the tax id to search',
  },
  supplierFieldRequired: {
    es: 'El campo {field} es obligatorio',
    en: 'The field {field} is required',
  },
  supplierFieldTooLong: {
    es: 'El campo {field} admite máximo {max} caracteres.',
    en: 'The field {field} takes at most {max} characters.',
  },
  supplierConfigIncomplete: {
    es: 'Al elegir la opción de facturación {panel}, el estatus, el tipo de pedido y la retención son obligatorios.',
    en: 'With the {panel} invoice option chosen, status, order type and withholding are required.',
  },
  supplierConfigWrongPanel: {
    es: 'La opción {option} no corresponde al panel {panel}.',
    en: 'Option {option} does not belong to the {panel} panel.',
  },
  supplierCodeTaken: {
    es: 'Ya existe un proveedor o arrendador con el código {code}.',
    en: 'A supplier or lessor with code {code} already exists.',
  },
  supplierUnknownReference: {
    es: 'El valor {value} del campo {field} no existe.',
    en: 'The value {value} of the field {field} does not exist.',
  },
  supplierNotFound: {
    es: 'El proveedor o arrendador no existe.',
    en: 'The supplier or lessor does not exist.',
  },
  supplierNotInvoicing: {
    es: 'El proveedor {lifnr} no tiene habilitada la facturación {option}.',
    en: 'Supplier {lifnr} does not have {option} invoicing enabled.',
  },
} as const satisfies Record<string, { es: string; en: string }>;

export type SupplierMessageKey = keyof typeof SUPPLIER_RULE_MESSAGES;

/** A supplier rule's verdict: a message key and the values of its {placeholders}. */
export interface SupplierProblem {
  key: SupplierMessageKey;
  params: Readonly<Record<string, string>>;
}

export function supplierMessage(problem: SupplierProblem, lang: 'es' | 'en'): string {
  return SUPPLIER_RULE_MESSAGES[problem.key][lang].replace(
    /\{(\w+)\}/g,
    (_, name: string) => problem.params[name] ?? '',
  );
}
