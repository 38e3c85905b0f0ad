/**
 * The audit log writer (spec 1 §9 audit actions): who did which ActionId on what, with a small
 * JSON detail. Failures to write are logged, never turned into a failed request.
 */
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { errorForLog } from '../../error-for-log';
import type { Logger } from '../../logger';

export interface AuditEvent {
  actionId: number;
  resource: string;
  /** The affected user's id, for the per-user event log. */
  referenceId?: number | string | null;
  userId?: number | null;
  userDisplayName?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
  date?: Date;
}

export async function recordAudit(db: Db, log: Logger, e: AuditEvent): Promise<void> {
  try {
    await db.insert(auditEvents).values({
      actionId: e.actionId,
      resource: e.resource,
      referenceId:
        e.referenceId === undefined || e.referenceId === null ? null : String(e.referenceId),
      userId: e.userId ?? null,
      userDisplayName: e.userDisplayName ?? null,
      target: e.target ?? null,
      detail: e.detail ?? null,
      ...(e.date ? { date: e.date } : {}),
    });
  } catch (err) {
    log.error('audit write failed', { resource: e.resource, ...errorForLog(err) });
  }
}
