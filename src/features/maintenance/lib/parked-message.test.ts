import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../offline/db';
import { parkedMessage, retriedLater } from './parked-message';

const parked = (changes: Partial<OutboxEntry>): OutboxEntry => ({
  id: 3,
  userId: 7,
  orderCode: '400000100001',
  name: 'Attachment',
  body: {},
  idempotencyKey: 'k',
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: new Date(2026, 10, 24, 16, 45).getTime(),
  state: 'attention',
  ...changes,
});

const quota = parked({
  parkReason: 'uploadQuota',
  lastStatus: 413,
  lastMessage: 'Sus cargas de archivos sin terminar suman 200 MB.',
});

describe('parkedMessage', () => {
  it('says an upload refused for the quota lost nothing and when it is sent again, in both languages', () => {
    const es = i18next.getFixedT('es', ['maintenance', 'common'] as const);
    expect(parkedMessage(quota, es)).toBe(
      'El servidor no aceptó empezar a recibir el archivo: Sus cargas de archivos sin terminar ' +
        'suman 200 MB. No se perdió nada: el archivo y el cambio siguen en este equipo y se ' +
        'volverán a enviar solos el 24-11-2026 16:45; también puede pulsar «Reintentar».',
    );
    const en = i18next.getFixedT('en', ['maintenance', 'common'] as const);
    expect(parkedMessage(quota, en)).toMatch(
      /^The server did not accept starting to receive the file: Sus cargas .* Nothing was lost: .* sent again by themselves on 24-11-2026 16:45; you can also tap "Retry"\.$/,
    );
    expect(retriedLater(quota)).toBe(true);
  });

  it('keeps a file refusal and a refusal of the write as they were, not retried by themselves', () => {
    const es = i18next.getFixedT('es', ['maintenance', 'common'] as const);
    const file = parked({ parkReason: 'upload', lastStatus: 413, lastMessage: 'Muy grande' });
    expect(parkedMessage(file, es)).toBe('El servidor no aceptó el archivo: Muy grande');
    expect(retriedLater(file)).toBe(false);
    const write = parked({ lastStatus: 400, lastMessage: 'Max 100 characters' });
    expect(parkedMessage(write, es)).toBe('Max 100 characters');
    expect(retriedLater(write)).toBe(false);
  });
});
