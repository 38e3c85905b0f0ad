/**
 * api/Outbox 20: the embedded outbox reader's request and answer (the newest queued mails and
 * text messages), for administrators, developers and the end-to-end tests.
 */
import * as v from 'valibot';
import { plainString } from './bounds';
import { request, response } from './envelope';

/** How many rows of each outbox one call answers when Limit is absent, and at most. */
export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 100;

/** 20: the newest queued mails and text messages, optionally only those to one recipient. */
export const OutboxListRequest = request({
  Filter: v.optional(
    v.object({
      /** An e-mail address or a phone (prefix + 10 digits); matched whole, ignoring case. */
      To: v.optional(v.pipe(plainString, v.trim(), v.maxLength(256))),
      Limit: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(OUTBOX_MAX_LIMIT)),
      ),
    }),
  ),
});

/** One queued e-mail as the reader answers it. */
export const OutboxMail = v.object({
  Id: v.number(),
  To: v.string(),
  Subject: v.string(),
  Body: v.string(),
  Status: v.string(),
  /** ISO 8601 instant it was queued. */
  Created: v.string(),
});
export type OutboxMail = v.InferOutput<typeof OutboxMail>;

/** One queued text message as the reader answers it. */
export const OutboxSms = v.object({
  Id: v.number(),
  To: v.string(),
  Body: v.string(),
  Status: v.string(),
  /** ISO 8601 instant it was queued. */
  Created: v.string(),
});
export type OutboxSms = v.InferOutput<typeof OutboxSms>;

/** The newest first, at most Limit of each. */
export const OutboxListResponse = response({ Mail: v.array(OutboxMail), Sms: v.array(OutboxSms) });
export type OutboxListResponse = v.InferOutput<typeof OutboxListResponse>;
