/**
 * The send calls (spec 2 §7, §8): InvoiceLessor and InvoiceMT, each with an Idempotency-Key made
 * once per attempt, so a send the network cut and the browser repeats gets the first answer back
 * rather than a second registration; and DemoInvoice, the demo CFDI of open periods or of a
 * variable-maintenance service.
 */
import { callApi } from '../../../lib/api-client';
import { ActionId, IDEMPOTENCY_HEADER } from '../../../protocol/envelope';
import {
  DemoInvoiceResponse,
  InvoiceLessorResponse,
  InvoiceMTResponse,
  type InvoiceLessorRequest,
  type InvoiceMTRequest,
} from '../../../protocol/invoicing-send';

type Body<T> = Omit<T, 'ActionId' | 'Language'>;

export const sendLessorInvoice = (body: Body<InvoiceLessorRequest>, idempotencyKey: string) =>
  callApi('InvoiceLessor', ActionId.Insert, body, {
    schema: InvoiceLessorResponse,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const sendMtInvoice = (body: Body<InvoiceMTRequest>, idempotencyKey: string) =>
  callApi('InvoiceMT', ActionId.Insert, body, {
    schema: InvoiceMTResponse,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** What a demo invoice is of: open periods, or a variable-maintenance service of a contract. */
export type DemoInvoiceOf = { CFPAYGUID: readonly string[] } | { RECNNR: string };

export const fetchDemoInvoice = (bukrs: string, lifnr: string, of: DemoInvoiceOf) =>
  callApi(
    'DemoInvoice',
    ActionId.View,
    {
      BUKRS: bukrs,
      LIFNR: lifnr,
      ...('RECNNR' in of ? { RECNNR: of.RECNNR } : { CFPAYGUID: [...of.CFPAYGUID] }),
    },
    { schema: DemoInvoiceResponse },
  );
