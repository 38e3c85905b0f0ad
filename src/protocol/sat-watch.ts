/**
 * The wire of the SAT watch and the notices: the SAT alerts administrators read and acknowledge
 * (SatAlerts 20 / 31), the one-shot re-check they may start (SatRecheck 11), and the user's own
 * notice preferences (NotificationPreferences 21 / 31). Dates are ISO 8601 instants.
 */
import * as v from 'valibot';
import { WATCH_STATES } from '../domain/sat-watch';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';

/** The kinds of mail a user may turn off on the profile. */
export const NOTICE_KINDS = [
  'invoiceRegistered',
  'invoicePaid',
  'complementDue',
  'complementRefused',
  'satChange',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The state of an invoice at the SAT as the statement shows it (StatementItems, optional fields). */
export const SatStateFields = {
  /** vigente, cancelling, cancelled or notFound; absent until the invoice was first checked. */
  SAT_STATE: v.optional(v.picklist(WATCH_STATES)),
  /** When that state was read (ISO 8601). */
  SAT_CHECKED: v.optional(v.string()),
  /** The issuer is on the 69-B list. */
  SAT_69B: v.optional(v.boolean()),
};

/** One alert: an invoice's state or its issuer's 69-B listing changed. */
export const SatAlert = v.object({
  Id: v.number(),
  BUKRS: v.string(),
  LIFNR: v.string(),
  /** The partner's name, '' when the portal does not know it. */
  PartnerName: v.string(),
  BELNR: v.string(),
  GJAHR: v.string(),
  XBLNR: v.string(),
  UUID: v.string(),
  /** state: OldValue / NewValue are watch states; listed69b: 'no' / 'yes'. */
  Kind: v.picklist(['state', 'listed69b']),
  OldValue: v.string(),
  NewValue: v.string(),
  Detected: v.string(),
  /** Null while not acknowledged. */
  Acknowledged: v.nullable(v.string()),
  AcknowledgedBy: v.nullable(v.string()),
});
export type SatAlert = v.InferOutput<typeof SatAlert>;

/** 20: the alerts, newest first; Pending true lists only those not acknowledged. */
export const SatAlertsRequest = request({
  Filter: v.optional(v.object({ Pending: v.optional(v.boolean()) })),
});
export const SatAlertsResponse = response({
  List: v.array(SatAlert),
  /** When the last re-check pass ended (ISO 8601), null before the first. */
  LastRun: v.nullable(v.string()),
});
export type SatAlertsResponse = v.InferOutput<typeof SatAlertsResponse>;

/** 31: acknowledges one alert (idempotent: an acknowledged one stays as it was). */
export const SatAlertAcknowledgeRequest = request({
  Id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
});
export const SatAlertAcknowledgeResponse = response({ Alert: v.nullable(SatAlert) });

/** 11: runs one re-check pass now (administrators; also how the end-to-end tests trigger it). */
export const SatRecheckRequest = request({});
export const SatRecheckSummary = v.object({
  Checked: v.number(),
  Calls: v.number(),
  Changes: v.number(),
  Failures: v.number(),
  PaidNotices: v.number(),
  ElapsedMs: v.number(),
});
export const SatRecheckResponse = response({ Summary: v.nullable(SatRecheckSummary) });

/** 21: the caller's preferences: every kind with whether its mails are sent. */
export const NotificationPreferencesRequest = request({});
export const NotificationPreference = v.object({
  Kind: v.picklist(NOTICE_KINDS),
  Enabled: v.boolean(),
});
export const NotificationPreferencesResponse = response({
  List: v.array(NotificationPreference),
});
export type NotificationPreferencesResponse = v.InferOutput<typeof NotificationPreferencesResponse>;

/** 31: saves the caller's preferences; every kind at most once, unknown kinds refused. */
export const NotificationPreferencesUpdateRequest = request({
  List: v.pipe(
    v.array(NotificationPreference),
    v.maxLength(NOTICE_KINDS.length),
    v.check(
      (list) => new Set(list.map((p) => p.Kind)).size === list.length,
      'each kind at most once',
    ),
  ),
});

/**
 * 31 (demo only, with the embedded tax authority): sets a CFDI's state in the embedded registry,
 * as the SAT would after a cancellation, so the re-check can be tried (and tested end to end).
 */
export const SatDemoStatusRequest = request({
  UUID: v.pipe(plainString, v.trim(), v.regex(/^[0-9A-Fa-f-]{36}$/, 'must be a UUID')),
  Estado: v.picklist(['Vigente', 'Cancelado']),
  EstatusCancelacion: v.optional(v.nullable(plainText(60))),
});
export const SatDemoStatusResponse = response({});
