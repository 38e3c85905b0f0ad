/**
 * api/Outbox 20: the embedded outbox reader. Without mail or SMS delivery configured, the portal's
 * messages (recovery links, activations, one-time codes) wait in mail_outbox and sms_outbox; this
 * call lets administrators and developers (and the end-to-end tests) read the newest of them.
 * Real deployments deliver through SMTP and an SMS provider instead; the reader stays limited to
 * Administrador and Developer because the rows carry live links and codes.
 */
import { desc, sql } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  OUTBOX_DEFAULT_LIMIT,
  OutboxListRequest,
  OutboxListResponse,
  type OutboxMail,
  type OutboxSms,
} from '../../../../src/protocol/outbox';
import { defineRoute, ok, type ApiRoute } from '../../api/types';
import { mailOutbox, smsOutbox } from '../../db/schema';

export const outboxRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Outbox',
    actionId: ActionId.ListFiltered,
    access: [RoleName.Administrador, RoleName.Developer],
    request: OutboxListRequest,
    response: OutboxListResponse,
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
      const Mail: OutboxMail[] = mails.map((m) => ({
        Id: m.id,
        To: m.to,
        Subject: m.subject,
        Body: m.body,
        Status: m.status,
        Created: m.createdAt.toISOString(),
      }));
      const Sms: OutboxSms[] = texts.map((s) => ({
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
