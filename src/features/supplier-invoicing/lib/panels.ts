/**
 * What the supplier pages take from the invoice panels (src/features/invoice-panel), handed in by
 * their routes (a feature never imports another): the electronic panel — files, the validations
 * accordion, the CFDI checks with the SAT's answers, the send made once with an Idempotency-Key,
 * the result item and the validation report — and, for the non-electronic page, the PDF picker
 * with the file rules and the send's result item. Shapes only; the routes pass the real ones.
 */
import type { ReactNode } from 'react';
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import type { CfdiData } from '../../../domain/cfdi/extract';
import type { InvoiceAmounts } from '../../../domain/invoicing/amounts';
import type { RuleProblem } from '../../../domain/invoicing/messages';

/** The files of an invoice as base64 ('' when none). */
export interface PanelFiles {
  PDFBase64: string;
  XMLBase64: string;
  PDFABase64: string;
}

/** What the electronic panel hands to the page's send. */
export interface PanelInvoice {
  electronic: boolean;
  id: string;
  reference: string;
  date: string;
  amounts: InvoiceAmounts;
  files: PanelFiles;
}

export interface ElectronicPanelInput {
  bukrs: string;
  lifnr: string;
  today: string;
  portal: PortalContextInput | null;
  windowProblem: () => RuleProblem | null;
  viewOnly: boolean;
  send: (invoice: PanelInvoice, idempotencyKey: string) => Promise<string>;
  onRegistered: () => void;
  onXmlChange: (data: CfdiData | null) => void;
  sendProblem: string | null;
  extraFields: ReactNode;
  validateLabel: string;
}

/** A PDF taken by the picker (type, size and first bytes checked), as base64. */
export interface PickedPdf {
  name: string;
  base64: string;
}

export interface PdfPickerInput {
  label: string;
  required: boolean;
  disabled: boolean;
  onChange: (file: PickedPdf | null) => void;
}

/** A send's result item, as the invoice panels draw it. */
export type SendOutcome =
  | { kind: 'sending' }
  | { kind: 'registered'; doc: string }
  | { kind: 'refused'; message: string; lines: string[] }
  | { kind: 'failed'; message: string };

export interface SupplierPanels {
  electronic: (input: ElectronicPanelInput) => ReactNode;
  pdfPicker: (input: PdfPickerInput) => ReactNode;
  result: (outcome: SendOutcome) => ReactNode;
  /** A hook: the outcome of a send that threw (the server's errors as a vertical list). */
  useOutcomeOfError: () => (error: unknown) => SendOutcome;
}
