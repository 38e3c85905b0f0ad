/** What both panels hand to the page's send: the invoice's fields, whatever the call. */
import type { InvoiceAmounts } from '../../../domain/invoicing/amounts';
import type { SentFiles } from '../lib/request';

export interface InvoiceToSend {
  electronic: boolean;
  id: string;
  reference: string;
  /** A non-electronic invoice's date 'YYYY-MM-DD'; '' for an electronic one. */
  date: string;
  amounts: InvoiceAmounts;
  files: SentFiles;
}

/** Sends the invoice with the key of this attempt; resolves with the document number to show. */
export type SendInvoice = (invoice: InvoiceToSend, idempotencyKey: string) => Promise<string>;
