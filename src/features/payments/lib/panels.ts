/**
 * What the complement page takes from the invoice panels (src/features/invoice-panel), handed in
 * by its route (a feature never imports another): the electronic panel in its payment-complement
 * flow — PDF then XML pickers with the file rules, the reference prefilled with the XML's series
 * and folio, the validations accordion (spec 2 §5 "Payment complement" run in the browser, the
 * tax authority's status and reception), the send made once with an Idempotency-Key, the result
 * item with the server's error lines and the validation report. Shapes only.
 */
import type { ReactNode } from 'react';
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import type { RuleProblem } from '../../../domain/invoicing/messages';

/** The complement as the panel hands it to the page's send. */
export interface PanelComplement {
  /** The complement's UUID, from its XML. */
  id: string;
  /** Its series and folio (the reference field). */
  reference: string;
  PDFBase64: string;
  XMLBase64: string;
}

export interface ComplementPanelInput {
  bukrs: string;
  lifnr: string;
  today: string;
  /** Null while no payment is chosen: nothing can be validated. */
  portal: PortalContextInput | null;
  windowProblem: () => RuleProblem | null;
  viewOnly: boolean;
  /** Sends once with this attempt's key; resolves with the registered complement's UUID. */
  send: (complement: PanelComplement, idempotencyKey: string) => Promise<string>;
  onRegistered: () => void;
  sendProblem: string | null;
  validateLabel: string;
}

export interface PaymentPanels {
  complement: (input: ComplementPanelInput) => ReactNode;
}
