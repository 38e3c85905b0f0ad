import { describe, expect, it } from 'vitest';
import enOperations from '../../../locales/en/operations.json';
import esOperations from '../../../locales/es/operations.json';
import { BACKGROUND_JOB_NAMES } from '../../protocol/operations';
import {
  dependsOnZone,
  durationWords,
  resultWords,
  scheduleWords,
  SHOWN_FIGURES,
  sizeWords,
} from './job-words';

describe('scheduleWords', () => {
  it('reads the crons of the portal’s queues', () => {
    expect(scheduleWords('0 * * * *')).toEqual({ kind: 'hourly', minute: 0 });
    expect(scheduleWords('7 * * * *')).toEqual({ kind: 'hourly', minute: 7 });
    expect(scheduleWords('41 3 * * *')).toEqual({ kind: 'daily', time: '03:41' });
  });

  it('reads every interval the SAT re-check may be given', () => {
    expect(scheduleWords('* * * * *')).toEqual({ kind: 'everyMinute' });
    expect(scheduleWords('*/15 * * * *')).toEqual({ kind: 'everyMinutes', n: 15 });
    expect(scheduleWords('0 */6 * * *')).toEqual({ kind: 'everyHours', n: 6, time: '00:00' });
    expect(scheduleWords('0 0 * * *')).toEqual({ kind: 'daily', time: '00:00' });
  });

  it('keeps any other cron as it is, and says which ones depend on the time zone', () => {
    expect(scheduleWords('0 9 * * 1-5')).toEqual({ kind: 'cron', cron: '0 9 * * 1-5' });
    expect(scheduleWords('0 9 1 * *')).toEqual({ kind: 'cron', cron: '0 9 1 * *' });
    expect(scheduleWords('99 * * * *')).toEqual({ kind: 'cron', cron: '99 * * * *' });
    expect(dependsOnZone({ kind: 'hourly', minute: 7 })).toBe(false);
    expect(dependsOnZone({ kind: 'daily', time: '03:41' })).toBe(true);
  });
});

describe('durationWords and sizeWords', () => {
  it('writes durations the way a person reads them', () => {
    expect(durationWords(12)).toEqual({ key: 'underSecond' });
    expect(durationWords(1_250)).toEqual({ key: 'seconds', s: '1.3' });
    expect(durationWords(42_400)).toEqual({ key: 'seconds', s: '42' });
    expect(durationWords(125_000)).toEqual({ key: 'minutes', m: 2, s: 5 });
    expect(durationWords(2 * 3_600_000 + 15 * 60_000)).toEqual({ key: 'hours', h: 2, m: 15 });
  });

  it('writes sizes in B, KB, MB and GB', () => {
    expect(sizeWords(512)).toBe('512 B');
    expect(sizeWords(2048)).toBe('2.0 KB');
    expect(sizeWords(15.3 * 1024 * 1024)).toBe('15.3 MB');
  });
});

describe('resultWords', () => {
  it('keeps the figures that are not zero, in order, and the bytes as a size', () => {
    expect(
      resultWords('expire-uploads', { leftoverParts: 0, bytes: 2048, uploads: 2, ms: 40 }),
    ).toEqual({
      kind: 'figures',
      figures: [
        { key: 'uploads', value: '2' },
        { key: 'bytes', value: '2.0 KB' },
      ],
      more: false,
    });
    expect(resultWords('retention', { sessions: 1200, mailOutbox: 0 })).toEqual({
      kind: 'figures',
      figures: [{ key: 'sessions', value: '1,200' }],
      more: false,
    });
  });

  it('says when there was nothing to do, when another process did it, and when a pass goes on', () => {
    expect(resultWords('prune-sign-in-state', { buckets: 0, failures: 0, ms: 3 })).toEqual({
      kind: 'nothing',
    });
    expect(
      resultWords('expire-uploads', { skipped: 'another process is expiring uploads' }),
    ).toEqual({ kind: 'skipped' });
    expect(resultWords('sat-recheck', { checked: 40, changes: 0, more: true })).toEqual({
      kind: 'figures',
      figures: [{ key: 'checked', value: '40' }],
      more: true,
    });
  });
});

describe('the jobs’ texts', () => {
  it('name, describe and label the figures of every job in both languages', () => {
    for (const texts of [esOperations.jobs, enOperations.jobs]) {
      for (const name of BACKGROUND_JOB_NAMES) {
        expect(texts.names[name]).toBeTruthy();
        expect(texts.descriptions[name]).toBeTruthy();
        const labels: Record<string, string> = texts.outputs[name];
        for (const key of SHOWN_FIGURES[name] as readonly string[])
          expect(labels[key]).toBeTruthy();
      }
    }
  });
});
