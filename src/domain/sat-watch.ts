/**
 * The watch over registered invoices at the tax authority: how the SAT's status answer
 * reads as the invoice's watched state, how often an invoice is asked again by its age, and how a
 * state and the time of its check read on a statement ("Vigente · revisado 24-11-2026 10:00").
 * Pure, shared by the server's re-check job and the pages.
 */

/** vigente; cancelling: a cancellation request in process; cancelled; notFound: the SAT does not know it. */
export const WATCH_STATES = ['vigente', 'cancelling', 'cancelled', 'notFound'] as const;
export type WatchState = (typeof WATCH_STATES)[number];

/** The fields of a ConsultaCFDIService answer the state is read from. */
export interface StatusFields {
  Estado: string;
  EsCancelable?: string | null;
  EstatusCancelacion?: string | null;
  ValidacionEFOS?: string | null;
}

const fold = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The watched state of an answer: Estado Cancelado is cancelled; a Vigente invoice whose
 * EstatusCancelacion says the request is in process ("En proceso") is cancelling (a rejected
 * request, "Solicitud rechazada", leaves it vigente); Estado "No Encontrado" is notFound.
 */
export function watchStateOf(answer: StatusFields): WatchState {
  const estado = fold(answer.Estado);
  if (estado === 'cancelado') return 'cancelled';
  if (estado === 'vigente')
    return fold(answer.EstatusCancelacion).includes('en proceso') ? 'cancelling' : 'vigente';
  return 'notFound';
}

/** ValidacionEFOS 100: the service itself says the issuer is listed (EFOS). */
export const efosListed = (answer: StatusFields): boolean =>
  (answer.ValidacionEFOS ?? '').trim() === '100';

export const DAY_MS = 86_400_000;
/** Invoices are watched for twelve months after their registration. */
export const WATCH_MONTHS = 12;
/** Daily while the invoice is this young, weekly after. */
export const DAILY_FOR_DAYS = 30;
/**
 * A check counts as "a day ago" this much early, so a job that runs at slightly different times
 * each day still asks daily (a check at 10:00:05 yesterday is due at 10:00:00 today).
 */
export const CADENCE_SLACK_MS = 60 * 60_000;

/** How long after its last check an invoice registered at `registeredAt` is asked again. */
export function cadenceMs(registeredAt: Date, now: Date): number {
  const ageMs = now.getTime() - registeredAt.getTime();
  return ageMs <= DAILY_FOR_DAYS * DAY_MS ? DAY_MS : 7 * DAY_MS;
}

/** The earliest registration still watched at `now`: twelve calendar months back. */
export function watchedSince(now: Date): Date {
  const since = new Date(now.getTime());
  since.setUTCMonth(since.getUTCMonth() - WATCH_MONTHS);
  return since;
}

/** Whether an invoice is due: watched (registered within 12 months) and never or long enough ago checked. */
export function isDue(registeredAt: Date, lastAttempt: Date | null, now: Date): boolean {
  if (registeredAt.getTime() < watchedSince(now).getTime()) return false;
  if (lastAttempt === null) return true;
  return now.getTime() - lastAttempt.getTime() >= cadenceMs(registeredAt, now) - CADENCE_SLACK_MS;
}

/** The time of a check as the statement shows it: dd-mm-yyyy hh:mm, Mexico City time. */
export function checkedText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Whether the state is shown as a warning (cancelled or cancelling: red). */
export const isAlarming = (state: WatchState): boolean =>
  state === 'cancelled' || state === 'cancelling';
