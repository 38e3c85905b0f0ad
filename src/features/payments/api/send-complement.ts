/**
 * The payment pages' writes (spec 2 §7 "Payment attachment"): PaymentAttachment with an
 * Idempotency-Key made once per attempt (a send the network repeats gets the first answer, never a
 * second registration), and DemoPaymentComplement, the sealed and stamped complement of a pending
 * payment a newcomer can try.
 */
import { callApi } from '../../../lib/api-client';
import { ActionId, IDEMPOTENCY_HEADER } from '../../../protocol/envelope';
import {
  DemoPaymentComplementResponse,
  PaymentAttachmentResponse,
  type PaymentAttachmentRequest,
} from '../../../protocol/payments';

export type PaymentAttachmentBody = Omit<PaymentAttachmentRequest, 'ActionId' | 'Language'>;

export const sendPaymentAttachment = (body: PaymentAttachmentBody, idempotencyKey: string) =>
  callApi('PaymentAttachment', ActionId.Insert, body, {
    schema: PaymentAttachmentResponse,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const fetchDemoComplement = (payment: {
  bukrs: string;
  lifnr: string;
  augbl: string;
  gjahr: string;
}) =>
  callApi(
    'DemoPaymentComplement',
    ActionId.View,
    {
      bukrs: payment.bukrs,
      lifnr: payment.lifnr,
      augbl: payment.augbl,
      gjahr: payment.gjahr,
    },
    { schema: DemoPaymentComplementResponse },
  );
