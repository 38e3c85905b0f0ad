/**
 * The audit history of one record as api/event 20 answers it (spec 1 §2.8, §3 Event): date,
 * action and author, newest first, at most MAX_EVENTS (older events stay in the log). The record
 * is named by its reference and its resource; a user's history is every resource but the others'
 * (they share the reference column).
 */
import { and, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { EventItem } from '../../../../src/protocol/user-admin';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** The longest history one answer carries. */
export const MAX_EVENTS = 1000;

export async function historyOf(
  db: Db,
  referenceId: string,
  resource: { is: string } | { isNot: readonly string[] },
): Promise<EventItem[]> {
  const ofResource: SQL =
    'is' in resource
      ? eq(auditEvents.resource, resource.is)
      : not(inArray(auditEvents.resource, [...resource.isNot]));
  const rows = await db
    .select({
      date: auditEvents.date,
      actionId: auditEvents.actionId,
      userDisplayName: auditEvents.userDisplayName,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.referenceId, referenceId), ofResource))
    .orderBy(desc(auditEvents.date), desc(auditEvents.id))
    .limit(MAX_EVENTS);
  return rows.map((r) => ({
    ReferenceId: referenceId,
    Date: r.date.toISOString(),
    ActionId: r.actionId,
    UserDisplayName: r.userDisplayName,
  }));
}
