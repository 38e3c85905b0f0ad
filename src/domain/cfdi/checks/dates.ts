/**
 * `dates` group: the stamp is not before the issue and comes within 72 hours of it, and the issue
 * date is not after today. "Today" is an input (never the clock). Dates the schema refused, or a
 * missing stamp, leave the comparisons that need them unjudged.
 */
import { SAT_DATE_TIME } from '../catalogues';
import type { CfdiDocument } from '../document';
import { excluded, judge, type CheckOutcome } from './check';

const G = 'dates';
const HOUR = 3_600_000;
/** Fecha is the issuer's local time, FechaTimbrado central Mexico time: Quintana Roo runs 1 h ahead. */
const ZONE_ALLOWANCE = HOUR;

/** Milliseconds of a zone-less local date-time, compared only with others of its kind. */
export function localMillis(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
  );
}

export function datesChecks(doc: CfdiDocument, today: string): CheckOutcome[] {
  const fecha = doc.voucher['Fecha'];
  const issue = fecha !== undefined && SAT_DATE_TIME.test(fecha) ? localMillis(fecha) : null;
  const stampText = doc.stamps.length === 1 ? doc.stamps[0]?.attrs['FechaTimbrado'] : undefined;
  const stamp =
    stampText !== undefined && SAT_DATE_TIME.test(stampText) ? localMillis(stampText) : null;
  const todayDate = localMillis(today.slice(0, 10));
  const comparable = issue !== null && stamp !== null;
  return [
    comparable
      ? judge(
          'dates.stampAfterIssue',
          G,
          stamp + ZONE_ALLOWANCE >= issue ? [] : [`${stampText ?? ''} < ${fecha ?? ''}`],
        )
      : excluded('dates.stampAfterIssue', G),
    comparable
      ? judge(
          'dates.stampWithin72h',
          G,
          stamp - issue <= 72 * HOUR ? [] : [`${fecha ?? ''} → ${stampText ?? ''}`],
        )
      : excluded('dates.stampWithin72h', G),
    issue !== null && todayDate !== null
      ? judge(
          'dates.issueNotFuture',
          G,
          issue < todayDate + 24 * HOUR ? [] : [`${fecha ?? ''} > ${today}`],
        )
      : excluded('dates.issueNotFuture', G),
  ];
}
