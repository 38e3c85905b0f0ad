/**
 * Mail to a person's inbox through an outside service: the recovery link (spec 1 §2.3), the
 * activation (§4), the invoice notices. `smtp.ts` is the client (an SMTP server of the operator's
 * choosing, SMTP_URL or SMTP_HOST).
 */
import type { DeliveryOutcome } from '../delivery';

export interface OutgoingMail {
  /** The mail_outbox row's id. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** "<…@…>": the same for every attempt at one row, so a receiver can tell a repeat. */
  messageId: string;
}

export interface MailSender {
  /** Where mail goes, for logs and the start-up banner ("smtp.example.com:587, STARTTLS"); no secrets. */
  readonly description: string;
  /** The domain Message-IDs are made in (the sender address's). */
  readonly domain: string;
  send(mail: OutgoingMail): Promise<DeliveryOutcome>;
  /** Connects, greets, upgrades to TLS and signs in as a send would: throws what went wrong. */
  verify(): Promise<void>;
  /** Closes the pooled connections. */
  close(): void;
}

/** The Message-ID of an outbox row: its id and creation instant, in the sender's domain. */
export function messageIdOf(row: { id: number; createdAt: Date }, domain: string): string {
  return `<portalpro.${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}
