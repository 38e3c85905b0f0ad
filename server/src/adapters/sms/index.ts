/**
 * Text messages to a phone through an SMS provider (SMS_PROVIDER): the one-time code of the data
 * update (spec 1 §4). One client per provider behind this interface; `twilio.ts` is the one there
 * is.
 */
import type { DeliveryOutcome } from '../delivery';

export interface OutgoingSms {
  /** The sms_outbox row's id. */
  id: number;
  /** E.164: "+525512345678". */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Who sends, for logs and the start-up banner ("Twilio, from +52…"); no secrets. */
  readonly description: string;
  send(sms: OutgoingSms, signal?: AbortSignal): Promise<DeliveryOutcome>;
}
