/**
 * The wire of the administrators' operations pages: the audit log (AuditLog 20), the
 * live sessions (ActiveSession 20 / 41), the server errors (ServerError 20), the daily figures
 * (Statistics 20), the mail and SMS outbox (OutboxMessage 20 / 31), the password policy
 * (profile 31) and the background jobs (Jobs 20 / 11). Instants are ISO 8601; days are yyyy-mm-dd
 * in Mexico City time.
 */
import * as v from 'valibot';
import { idSchema, plainString, plainText } from './bounds';
import { request, response } from './envelope';

/** The audit action ids (spec 1 §9 audit actions). */
export const AUDIT_ACTION_IDS = [10, 11, 20, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41] as const;
/**
 * Every entity (resource) the portal writes to the audit log, for the Eventos entity filter: a
 * short fixed list instead of a scan of the log. A test checks that every audit the server writes
 * names one of these.
 */
export const AUDIT_RESOURCES = [
  'session',
  'token',
  'user',
  'request-access',
  'AccessRequest',
  'ActiveSession',
  'OutboxMessage',
  'profile',
  'Jobs',
  'site',
  'Supplier',
  'Client',
  'Crew',
  'Region',
  'Statement',
  'HelpVideo',
  'CompanyFiscal',
  'SalesOrder',
  'ResultsOrderMP',
  'UpdateOrderMP',
  'reverseOrderStatusMP',
  'Attachment',
  'ImageFile',
  'InvoiceLessor',
  'InvoiceMT',
  'InvoiceReceiptSupplier',
  'InvoiceReceiptLessor',
  'PaymentAttachment',
  'SatAlerts',
  'SatRecheck',
  'SatDemoStatus',
  'NotificationPreferences',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];
/** The longest date range the statistics cover, in days. */
export const STATISTICS_MAX_DAYS = 366;

/**
 * The page sizes of the paged operations lists (Eventos, Sesiones, Errores, Notificaciones): the
 * table sizes of spec 1 §9 and spec 3 §9 but "all", which a list of a million rows cannot answer.
 */
export const OPERATIONS_PAGE_SIZES = [25, 50, 100] as const;
export type OperationsPageSize = (typeof OPERATIONS_PAGE_SIZES)[number];
export const OPERATIONS_DEFAULT_PAGE_SIZE: OperationsPageSize = 50;
/** The longest cursor a paged list accepts (the ones it answers are under 60 characters). */
export const OPERATIONS_CURSOR_MAX = 200;
/**
 * Keyset paging: how many rows a page holds, and where it starts. `Cursor` is the `Next` of the
 * page before (an opaque text: the last row's place in the list's order), null or absent for the
 * first page.
 */
const paging = {
  PageSize: v.optional(v.picklist(OPERATIONS_PAGE_SIZES), OPERATIONS_DEFAULT_PAGE_SIZE),
  Cursor: v.optional(v.nullable(plainText(OPERATIONS_CURSOR_MAX)), null),
};
/** What a paged list answers besides its rows: the cursor of the next page, null on the last. */
const pageEnd = {
  Next: v.nullable(v.string()),
};

/** A day, yyyy-mm-dd. */
const day = v.pipe(plainString, v.regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd'));
const optionalDay = v.optional(v.nullable(day), null);

/** AuditLog 20: one page of the audit events matching every filter given, newest first. */
export const AuditLogRequest = request({
  Filter: v.optional(
    v.object({
      UserId: v.optional(v.nullable(idSchema), null),
      ActionId: v.optional(v.nullable(v.picklist(AUDIT_ACTION_IDS)), null),
      From: optionalDay,
      To: optionalDay,
      Entity: v.optional(v.nullable(plainText(64)), null),
    }),
    {},
  ),
  ...paging,
});
/** One audit event: who (user), what (action on an entity), when, and on what (target). */
export const AuditLogItem = v.object({
  Id: v.number(),
  Date: v.string(),
  ActionId: v.number(),
  UserId: v.nullable(v.number()),
  UserDisplayName: v.nullable(v.string()),
  Entity: v.string(),
  Target: v.nullable(v.string()),
});
export type AuditLogItem = v.InferOutput<typeof AuditLogItem>;
/** A user for the user filter: "name (user name)". */
export const AuditLogUser = v.object({ Id: v.number(), Name: v.string() });
export type AuditLogUser = v.InferOutput<typeof AuditLogUser>;
export const AuditLogResponse = response({
  List: v.array(AuditLogItem),
  ...pageEnd,
  /** Every entity the portal audits (AUDIT_RESOURCES), for callers of the earlier wire. */
  Entities: v.array(v.string()),
  /**
   * The authors of this page's events, for callers of the earlier wire; the user filter asks
   * AuditLogUsers 20 instead.
   */
  Users: v.array(AuditLogUser),
  /** More rows follow this page (Next is not null). */
  Truncated: v.boolean(),
});
export type AuditLogResponse = v.InferOutput<typeof AuditLogResponse>;

/** The fewest characters the user filter searches with; a shorter text finds nobody. */
export const AUDIT_USER_SEARCH_MIN = 2;
/** The most users the user filter lists for a text. */
export const AUDIT_USER_SEARCH_LIMIT = 20;
/** AuditLogUsers 20: the users whose name or user name contains Text, by name, at most 20. */
export const AuditLogUsersRequest = request({ Text: plainText(64) });
export const AuditLogUsersResponse = response({ List: v.array(AuditLogUser) });
export type AuditLogUsersResponse = v.InferOutput<typeof AuditLogUsersResponse>;

/** ActiveSession 20: one page of the live sessions (not revoked, not expired), last seen first. */
export const ActiveSessionListRequest = request({ ...paging });
/** One live session: whose, since when, last call and the device it came from. */
export const ActiveSession = v.object({
  Id: v.number(),
  UserId: v.number(),
  UserName: v.string(),
  Name: v.string(),
  RoleName: v.string(),
  /** browser (the portal) or api (a Token client). */
  Kind: v.string(),
  Started: v.string(),
  LastSeen: v.nullable(v.string()),
  Expires: v.string(),
  /** The User-Agent of the last call, null before the first. */
  UserAgent: v.nullable(v.string()),
  /** The caller's own session (revoking it signs the caller out). */
  Current: v.boolean(),
});
export type ActiveSession = v.InferOutput<typeof ActiveSession>;
export const ActiveSessionListResponse = response({ List: v.array(ActiveSession), ...pageEnd });
export type ActiveSessionListResponse = v.InferOutput<typeof ActiveSessionListResponse>;

/** ActiveSession 41: ends one session; its user is signed out at their next call. */
export const ActiveSessionRevokeRequest = request({ Id: idSchema });
export const ActiveSessionRevokeResponse = response({});

/** ServerError 20: one page of the recorded server errors matching the filters, newest first. */
export const ServerErrorListRequest = request({
  Filter: v.optional(
    v.object({
      From: optionalDay,
      To: optionalDay,
      /** Part of the route, the error class or the request id. */
      Text: v.optional(v.nullable(plainText(100)), null),
    }),
    {},
  ),
  ...paging,
});
/** One server error (an answer 500), with nothing of the request but its id and route. */
export const ServerErrorItem = v.object({
  Id: v.number(),
  Date: v.string(),
  RequestId: v.string(),
  Route: v.string(),
  ErrorClass: v.string(),
  Message: v.string(),
});
export type ServerErrorItem = v.InferOutput<typeof ServerErrorItem>;
export const ServerErrorListResponse = response({
  List: v.array(ServerErrorItem),
  ...pageEnd,
  /** More rows follow this page (Next is not null). */
  Truncated: v.boolean(),
});
export type ServerErrorListResponse = v.InferOutput<typeof ServerErrorListResponse>;

/** Statistics 20: the daily figures of a date range (at most STATISTICS_MAX_DAYS days). */
export const StatisticsRequest = request({ From: day, To: day });
/** The figures of one day. */
export const StatisticsDay = v.object({
  Day: v.string(),
  SignIns: v.number(),
  FailedSignIns: v.number(),
  OrdersReviewed: v.number(),
  EditsSynced: v.number(),
  Conflicts: v.number(),
  InvoicesRegistered: v.number(),
  InvoicesRefused: v.number(),
  Complements: v.number(),
});
export type StatisticsDay = v.InferOutput<typeof StatisticsDay>;
/** Invoices refused (rejected) in the range, by reason. */
export const StatisticsRefusal = v.object({ Reason: v.string(), Count: v.number() });
export const StatisticsResponse = response({
  Days: v.array(StatisticsDay),
  Refusals: v.array(StatisticsRefusal),
});
export type StatisticsResponse = v.InferOutput<typeof StatisticsResponse>;

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
/**
 * temporary: refused for now, tried again later; permanent: refused for good; attempts: every try
 * used; interrupted: the server stopped while sending it (it may have arrived); expired: its link
 * or code expired before it could go.
 */
export const OUTBOX_ERROR_KINDS = [
  'temporary',
  'permanent',
  'interrupted',
  'attempts',
  'expired',
] as const;
/**
 * OutboxMessage 20: one page of the mail and SMS outbox matching the filters, newest first; of
 * two messages created at the same instant the mail comes first, then the higher id.
 */
export const OutboxMessageListRequest = request({
  Filter: v.optional(
    v.object({
      Channel: v.optional(v.nullable(v.picklist(OUTBOX_CHANNELS)), null),
      Status: v.optional(v.nullable(v.picklist(OUTBOX_STATUSES)), null),
      From: optionalDay,
      To: optionalDay,
    }),
    {},
  ),
  ...paging,
});
/** One outgoing message, its recipient masked and without its body (it may hold codes). */
export const OutboxMessage = v.object({
  Channel: v.picklist(OUTBOX_CHANNELS),
  Id: v.number(),
  /** The recipient masked: "ad***@ej***.com", "******7890". */
  To: v.string(),
  /** The mail's template (recovery, activation…) or "sms". */
  Kind: v.string(),
  Status: v.picklist(OUTBOX_STATUSES),
  Attempts: v.number(),
  /** Why the last attempt did not deliver (null when none failed, or after it was sent). */
  ErrorKind: v.nullable(v.picklist(OUTBOX_ERROR_KINDS)),
  /** What the mail server or the SMS provider said. */
  LastError: v.nullable(v.string()),
  /** When a pending message is tried next (after a temporary failure, the backoff's time). */
  NextAttempt: v.nullable(v.string()),
  /** The server's answer to the send that delivered it ("250 2.0.0 Ok: queued", "SM…"). */
  Response: v.nullable(v.string()),
  Created: v.string(),
  Sent: v.nullable(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;
export const OutboxMessageListResponse = response({
  List: v.array(OutboxMessage),
  ...pageEnd,
  /** More rows follow this page (Next is not null). */
  Truncated: v.boolean(),
  /** Whether this installation sends mail (SMTP) and text messages (an SMS provider). */
  Delivery: v.object({ Mail: v.boolean(), Sms: v.boolean() }),
});
export type OutboxMessageListResponse = v.InferOutput<typeof OutboxMessageListResponse>;

/** OutboxMessage 31: puts a failed message back in the queue for another delivery. */
export const OutboxMessageRetryRequest = request({
  Channel: v.picklist(OUTBOX_CHANNELS),
  Id: idSchema,
});
export const OutboxMessageRetryResponse = response({});

/** The bounds an administrator may set the password policy within. */
export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 64;
/** profile 31: changes the password policy (administrators); the next new password follows it. */
export const ProfileUpdateRequest = request({
  Profile: v.object({
    UserPasswordComplexity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
    UserPasswordLenght: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(PASSWORD_LENGTH_MIN),
      v.maxValue(PASSWORD_LENGTH_MAX),
    ),
  }),
});

/**
 * The background jobs (Jobs 20 / 11): the queues the server runs work on, in the order the
 * operations page shows them. The server's job queue defines the same names.
 */
export const BACKGROUND_JOB_NAMES = [
  'deliver-messages',
  'sat-recheck',
  'expire-uploads',
  'prune-sign-in-state',
  'retention',
  'statistics-rollup',
] as const;
export type BackgroundJobName = (typeof BACKGROUND_JOB_NAMES)[number];
/** A run's state as the job queue records it. */
export const JOB_RUN_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];
/** The recent runs listed per job, newest first. */
export const JOB_RECENT_RUNS = 10;
/** The longest error text a run shows (characters). */
export const JOB_ERROR_MAX = 500;
/** The most figures a run's result shows, and the longest text of each. */
export const JOB_OUTPUT_MAX_ENTRIES = 20;
export const JOB_OUTPUT_MAX_TEXT = 200;
/** The window of the failures count, in days. */
export const JOB_FAILED_WINDOW_DAYS = 7;

/** Jobs 20: every background job with its schedule, its queue and its recent runs. */
export const JobsRequest = request({});
/** A run's result as figures by name (rows deleted, invoices checked…), or a short text. */
export const JobRunOutput = v.record(
  v.string(),
  v.union([v.string(), v.number(), v.boolean(), v.null()]),
);
export type JobRunOutput = v.InferOutput<typeof JobRunOutput>;
/** One run of a job: its state, when it started and ended, and what it answered or why it failed. */
export const JobRun = v.object({
  Id: v.string(),
  State: v.picklist(JOB_RUN_STATES),
  /** When its last attempt started; null while it waits. */
  Started: v.nullable(v.string()),
  /** When it completed, failed for good or was cancelled. */
  Finished: v.nullable(v.string()),
  /** From the start of its last attempt to its end. */
  DurationMs: v.nullable(v.number()),
  /** Attempts after the first. */
  Retries: v.number(),
  /** What a completed run answered. */
  Output: v.nullable(JobRunOutput),
  /** Why a failed attempt failed (the error's message, cut to JOB_ERROR_MAX characters). */
  Error: v.nullable(v.string()),
});
export type JobRun = v.InferOutput<typeof JobRun>;
/** One background job. */
export const BackgroundJob = v.object({
  Name: v.picklist(BACKGROUND_JOB_NAMES),
  /** When the queue sends it by itself (cron, minute precision, in TimeZone); null: only by hand. */
  Schedule: v.nullable(v.object({ Cron: v.string(), TimeZone: v.string() })),
  /** Runs waiting: new or waiting for a retry after a failure. */
  Queued: v.number(),
  /** Runs under way, and since when the oldest of them runs. */
  Running: v.number(),
  RunningSince: v.nullable(v.string()),
  /** Runs that failed for good (no retry left) in the last JOB_FAILED_WINDOW_DAYS days. */
  Failed: v.number(),
  /** The last run that completed or failed for good. */
  LastRun: v.nullable(JobRun),
  /** The last JOB_RECENT_RUNS runs that started, newest first. */
  Runs: v.array(JobRun),
});
export type BackgroundJob = v.InferOutput<typeof BackgroundJob>;
export const JobsResponse = response({ List: v.array(BackgroundJob) });
export type JobsResponse = v.InferOutput<typeof JobsResponse>;

/** Jobs 11: queues a run of one job now (audited); at most one run of a job waits at a time. */
export const JobRunNowRequest = request({ Name: plainText(64) });
export const JobRunNowResponse = response({
  /** false: a run of the job was already waiting, so none was added. */
  Queued: v.boolean(),
  JobId: v.nullable(v.string()),
});
export type JobRunNowResponse = v.InferOutput<typeof JobRunNowResponse>;
