import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorForLog, statementLabel } from './error-for-log';
import { createLogger } from './logger';

// Values a user typed: they must never reach a log line, whatever the statement did with them.
const USER_NAME = 'juan.perez.secreto';
const COMMENT = 'Comentario privado de la visita';
const FILE_NAME = 'contrato-arrendador-4711.pdf';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await client.exec(`
    create table users (id int primary key, user_name text not null unique);
    create table notes (id int primary key, body text not null constraint body_short check (length(body) < 10));
    create table files (id int primary key, name text not null);
    insert into users values (1, '${USER_NAME}');
  `);
});
afterAll(() => client.close());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error('the statement did not fail');
}

/** The line the logger writes for the error, as it would reach stderr. */
function logLine(err: unknown): string {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    createLogger('error').error('api Attachment 11 failed [req-1]', { ...errorForLog(err) });
    return spy.mock.calls.map((c) => c.join(' ')).join('\n');
  } finally {
    spy.mockRestore();
  }
}

describe('errorForLog', () => {
  const cases: {
    name: string;
    run: () => Promise<unknown>;
    secret: string;
    code: string;
    statement: string;
    constraint?: string;
  }[] = [
    {
      name: 'a unique violation on a user name',
      run: () => db.execute(sql`insert into users (id, user_name) values (${2}, ${USER_NAME})`),
      secret: USER_NAME,
      code: '23505',
      statement: 'insert into users',
      constraint: 'users_user_name_key',
    },
    {
      name: 'a check violation on a comment',
      run: () => db.execute(sql`insert into notes (id, body) values (${1}, ${COMMENT})`),
      secret: COMMENT,
      code: '23514',
      statement: 'insert into notes',
      constraint: 'body_short',
    },
    {
      name: 'a file name where a number belongs',
      run: () => db.execute(sql`select id from files where id = ${FILE_NAME}`),
      secret: FILE_NAME,
      code: '22P02',
      statement: 'select from files',
    },
  ];

  it.each(cases)('logs $name by label and code, never the value', async (c) => {
    const err = await failure(c.run);
    // The raw error does carry the value (message, detail, params): that is what is at stake.
    expect(String(err) + JSON.stringify(err) + String((err as Error).stack)).toContain(c.secret);
    const line = logLine(err);
    expect(line).not.toContain(c.secret);
    expect(line).toContain(c.code);
    expect(line).toContain(c.statement);
    if (c.constraint) expect(line).toContain(c.constraint);
    const summary = errorForLog(err);
    expect(summary).toMatchObject({ error: 'database error', code: c.code });
    expect(summary.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of errors that are not from the database', () => {
    const summary = errorForLog(new TypeError('x is not a function'));
    expect(summary.error).toBe('TypeError: x is not a function');
    expect(errorForLog('plain text').error).toBe('plain text');
  });

  it('labels statements by verb and first table', () => {
    expect(statementLabel('select "id" from "users" where "user_name" = $1')).toBe(
      'select from "users"',
    );
    expect(statementLabel('update "sessions" set "revoked_at" = $1')).toBe('update "sessions"');
    expect(statementLabel('delete from public.files where id = $1')).toBe(
      'delete from public.files',
    );
    expect(statementLabel("do $$ begin perform 'x'; end $$")).toBe('statement');
  });
});
