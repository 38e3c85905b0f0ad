/**
 * api/Outbox 20: the embedded outbox reader. Without mail or SMS delivery configured, the portal's
 * messages (recovery links, activations, one-time codes) wait in mail_outbox and sms_outbox; this
 * call lets administrators and developers (and the end-to-end tests) read the newest of them.
 * Real deployments deliver through SMTP and an SMS provider instead; the reader stays limited to
 * Administrador and Developer because the rows carry live links and codes.
 */
import { desc, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { RoleName } from '../../../../src/domain/roles';
import { plainString } from '../../../../src/protocol/bounds';
import { ActionId, request } from '../../../../src/protocol/envelope';
import { defineRoute, ok, type ApiRoute } from '../../api/types';
import { mailOutbox, smsOutbox } from '../../db/schema';

/** How many rows of each outbox one call answers when Limit is absent, and at most. */
export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 100;

/** 20: the newest queued mails and text messages, optionally only those to one recipient. */
export const OutboxListRequest = v.object({
  ...request({}).entries,
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
export interface OutboxMailWire {
  Id: number;
  To: string;
  Subject: string;
  Body: string;
  Status: string;
  /** ISO 8601 instant it was queued. */
  Created: string;
}
/** One queued text message as the reader answers it. */
export interface OutboxSmsWire {
  Id: number;
  To: string;
  Body: string;
  Status: string;
  Created: string;
}

export const outboxRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Outbox',
    actionId: ActionId.ListFiltered,
    access: [RoleName.Administrador, RoleName.Developer],
    schema: OutboxListRequest,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const to = ctx.input.Filter?.To?.toLowerCase() || null;
      const limit = ctx.input.Filter?.Limit ?? OUTBOX_DEFAULT_LIMIT;
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(to ? sql`lower(${mailOutbox.to}) = ${to}` : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
      const texts = await db
        .select()
        .from(smsOutbox)
        .where(to ? sql`lower(${smsOutbox.to}) = ${to}` : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
      const Mail: OutboxMailWire[] = mails.map((m) => ({
        Id: m.id,
        To: m.to,
        Subject: m.subject,
        Body: m.body,
        Status: m.status,
        Created: m.createdAt.toISOString(),
      }));
      const Sms: OutboxSmsWire[] = texts.map((s) => ({
        Id: s.id,
        To: s.to,
        Body: s.body,
        Status: s.status,
        Created: s.createdAt.toISOString(),
      }));
      return ok({ Mail, Sms });
    },
  }),
];
