import { describe, expect, it } from 'vitest';
import { crewOptions } from './crew-options';
import {
  crewAssignmentBody,
  reassignmentBody,
  revertBody,
  scheduledDateOf,
} from './order-write-bodies';
import { reassignmentResolver } from './reassignment-resolver';

const crew = (Code: string, Name: string, Active = true) => ({ Code, Name, Active });

describe('order write bodies', () => {
  it.each([
    ['01', { aufnr: '4000001', work_cntr: 'CQ01', user_st: '02' }],
    ['02', { aufnr: '4000001', work_cntr: 'CQ01' }],
  ] as const)('assigns a crew to a status %s order', (STATUS, body) => {
    expect(crewAssignmentBody({ AUFNR: '4000001', STATUS }, ' CQ01 ')).toEqual(body);
  });

  it('reassigns with start_cons YYYYMMDD and strttimcon HH:MM:00', () => {
    expect(reassignmentBody({ AUFNR: '4000002' }, '2026-07-15', '08:00')).toEqual({
      aufnr: '4000002',
      start_cons: '20260715',
      strttimcon: '08:00:00',
    });
    expect(reassignmentBody({ AUFNR: '4000002' }, '2026-07-15', '19:30:45').strttimcon).toBe(
      '19:30:00',
    );
  });

  it('reverts with the work center and the trimmed comment', () => {
    expect(revertBody({ AUFNR: '4000003', ARBPL: 'CQ02' }, '  ya revisada  ')).toEqual({
      Aufnr: '4000003',
      Arbpl: 'CQ02',
      comments: 'ya revisada',
    });
  });

  it('reads the scheduled date of a list row', () => {
    expect(scheduledDateOf({ FSAVD: '15-07-2026' })).toBe('2026-07-15');
  });
});

describe('crewOptions', () => {
  const session = {
    CompanyList: [
      {
        Code: 'TLC1',
        Crew: [crew('CQ02', 'Beta'), crew('CQ01', 'Alfa'), crew('CQ09', 'Baja', false)],
      },
    ],
    Crews: [crew('CQ07', 'Sesión'), crew('CQ08', 'Inactiva', false)],
  } as unknown as Parameters<typeof crewOptions>[0];

  it("offers the active crews of the order's company, sorted", () => {
    expect(crewOptions(session, 'TLC1').map((c) => c.code)).toEqual(['CQ01', 'CQ02']);
  });

  it("falls back to the session's active crews for a company it does not list", () => {
    expect(crewOptions(session, 'OTRA').map((c) => c.code)).toEqual(['CQ07']);
    expect(crewOptions(null, 'TLC1')).toEqual([]);
  });
});

describe('reassignmentResolver', () => {
  const resolve = reassignmentResolver('2026-05-10', '2026-05-01', 'es');
  const run = (date: string, time: string) =>
    resolve({ date, time }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('gives the domain messages per field', async () => {
    const answer = await run('', '07:59');
    expect(answer.errors.date?.message).toBe('Required.');
    expect(answer.errors.time?.message).toBe('Hora no valida.');
    const outside = await run('2026-04-30', '20:00');
    expect(outside.errors.date?.message).toBe('La fecha debe estar entre 01/05/2026 y 10/11/2026.');
    expect(outside.errors.time).toBeUndefined();
  });

  it('passes the values when the date and time are valid', async () => {
    expect(await run('2026-11-10', '20:00')).toEqual({
      values: { date: '2026-11-10', time: '20:00' },
      errors: {},
    });
  });
});
