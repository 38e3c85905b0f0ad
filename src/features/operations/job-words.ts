/**
 * The background jobs in words: a schedule (cron) as a person reads it, a run's duration, and a
 * run's result as the few figures that matter. Pure, so the page and its tests read them alike.
 */
import type esOperations from '../../../locales/es/operations.json';
import type { BackgroundJobName, JobRunOutput } from '../../protocol/operations';

/** A schedule in words: what the operations texts (jobs.*) say for each kind. */
export type ScheduleWords =
  | { kind: 'everyMinute' }
  | { kind: 'everyMinutes'; n: number }
  | { kind: 'hourly'; minute: number }
  | { kind: 'everyHours'; n: number; time: string }
  | { kind: 'daily'; time: string }
  | { kind: 'cron'; cron: string };

const NUMBER = /^\d{1,2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The usual crons in words ("0 * * * *" → every hour at minute 0); any other as it is. */
export function scheduleWords(cron: string): ScheduleWords {
  const fields = cron.trim().split(/\s+/);
  const [minute = '', hour = '', day, month, weekday] = fields;
  const everyDay = fields.length === 5 && day === '*' && month === '*' && weekday === '*';
  if (!everyDay) return { kind: 'cron', cron };
  const minuteNumber = NUMBER.test(minute) ? Number(minute) : null;
  const hourNumber = NUMBER.test(hour) ? Number(hour) : null;
  if (minute === '*' && hour === '*') return { kind: 'everyMinute' };
  const stepMinutes = /^\*\/(\d{1,2})$/.exec(minute);
  if (stepMinutes && hour === '*') return { kind: 'everyMinutes', n: Number(stepMinutes[1]) };
  if (minuteNumber !== null && minuteNumber < 60) {
    if (hour === '*') return { kind: 'hourly', minute: minuteNumber };
    const stepHours = /^\*\/(\d{1,2})$/.exec(hour);
    if (stepHours) {
      return { kind: 'everyHours', n: Number(stepHours[1]), time: `00:${pad(minuteNumber)}` };
    }
    if (hourNumber !== null && hourNumber < 24) {
      return { kind: 'daily', time: `${pad(hourNumber)}:${pad(minuteNumber)}` };
    }
  }
  return { kind: 'cron', cron };
}

/** Whether a schedule reads differently in another time zone (a time of day, not an interval). */
export function dependsOnZone(words: ScheduleWords): boolean {
  return words.kind === 'daily' || words.kind === 'everyHours' || words.kind === 'cron';
}

/** A duration in words: which text (jobs.durations.*) and its figures. */
export type DurationWords =
  | { key: 'underSecond' }
  | { key: 'seconds'; s: string }
  | { key: 'minutes'; m: number; s: number }
  | { key: 'hours'; h: number; m: number };

export function durationWords(ms: number): DurationWords {
  if (ms < 1000) return { key: 'underSecond' };
  if (ms < 60_000) {
    const s = ms / 1000;
    return { key: 'seconds', s: s < 10 ? s.toFixed(1) : String(Math.round(s)) };
  }
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return { key: 'minutes', m: Math.floor(seconds / 60), s: seconds % 60 };
  return { key: 'hours', h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) };
}

/** A size in bytes as people write it ("2.0 KB", "15.3 MB"). */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
}

/** The jobs' texts (locales/<lang>/operations.json, jobs), for typing their keys. */
type JobTexts = (typeof esOperations)['jobs'];
type OutputTexts = JobTexts['outputs'];
/** The text key of a figure of a job's result. */
export type FigureKey = {
  [J in BackgroundJobName]: `jobs.outputs.${J}.${keyof OutputTexts[J] & string}`;
}[BackgroundJobName];
/** The text key of a schedule's time zone. */
export type ZoneKey = `jobs.zones.${keyof JobTexts['zones'] & string}`;
/** The figures of a job's result that are shown, in order (texts: jobs.outputs.<job>.<key>). */
export const SHOWN_FIGURES: { [J in BackgroundJobName]: readonly (keyof OutputTexts[J])[] } = {
  'deliver-messages': ['sent', 'retried', 'failed', 'expired', 'interrupted'],
  'sat-recheck': ['checked', 'changes', 'failures', 'paidNotices', 'complementReminders'],
  'expire-uploads': ['uploads', 'bytes', 'leftoverParts'],
  'prune-sign-in-state': ['buckets', 'failures'],
  retention: [
    'sessions',
    'idempotencyKeys',
    'serverErrors',
    'mailOutbox',
    'smsOutbox',
    'satChecks',
    'satWatchRuns',
    'recoveryTokens',
    'oneTimeCodes',
    'loginThrottle',
  ],
  'statistics-rollup': ['days'],
};

/** One figure of a result: its key (for its label) and its value as shown. */
export interface Figure {
  key: string;
  value: string;
}

/** A completed run's result: it did nothing (another process was at it), nothing to do, or figures. */
export type ResultWords =
  { kind: 'skipped' } | { kind: 'nothing' } | { kind: 'figures'; figures: Figure[]; more: boolean };

/** The figures of a result that are not zero, in the order SHOWN_FIGURES gives. */
export function resultWords(name: BackgroundJobName, output: JobRunOutput): ResultWords {
  if (typeof output.skipped === 'string' && output.skipped !== '') return { kind: 'skipped' };
  const figures: Figure[] = [];
  for (const key of SHOWN_FIGURES[name] as readonly string[]) {
    const value = output[key];
    if (typeof value !== 'number' || value === 0) continue;
    figures.push({
      key,
      value: key === 'bytes' ? sizeWords(value) : value.toLocaleString('en-US'),
    });
  }
  const more = output.more === true;
  return figures.length === 0 && !more ? { kind: 'nothing' } : { kind: 'figures', figures, more };
}
