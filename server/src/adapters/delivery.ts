/**
 * What sending one message through an outside service came to, whatever the service: delivered
 * (with the service's answer to keep), or refused for now (try again later) or for good.
 */
export type DeliveryOutcome =
  | {
      ok: true;
      /** The service's answer: the SMTP server's reply, the SMS provider's message id. */
      response: string;
    }
  | {
      ok: false;
      /**
       * temporary: the same message may go later (an SMTP 4xx reply, an HTTP 429 or 5xx, a
       * refused or cut connection, a timeout, credentials the service refused); permanent: it
       * never will (an SMTP 5xx reply, an HTTP 4xx such as an invalid number).
       */
      kind: 'temporary' | 'permanent';
      /** What the service said, for the operator (kept on the row, shown on the outbox page). */
      reason: string;
      /** The earliest the service asked to be tried again (e.g. a 429's Retry-After). */
      retryAfterSeconds?: number;
    };
