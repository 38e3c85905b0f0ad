/**
 * Turns a thrown error into what may be written to the log: for database errors the statement's
 * short label, the SQLSTATE code and the constraint / table / column, never parameter values.
 * Drizzle's DrizzleQueryError puts the whole statement and its parameters in its message (so in its
 * stack's first line), and the database's own message and detail quote values ('Failing row
 * contains (…)', 'invalid input syntax … "abc"', 'Key (user_name)=(…)'): none of those are kept.
 */

export interface ErrorForLog {
  /** 'database error' for a failed statement; otherwise the error's name and message. */
  error: string;
  /** A failed statement's verb and first table, e.g. 'insert into "users"'. */
  statement?: string;
  /** The SQLSTATE, e.g. '23505'. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames only (its first line repeats the message). */
  stack?: string;
}

type Fields = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

function fieldsOf(x: unknown): Fields | null {
  return typeof x === 'object' && x !== null ? (x as Fields) : null;
}

const text = (x: unknown): string | undefined =>
  typeof x === 'string' && x !== '' ? x : undefined;

/** The error and its causes, outermost first. */
function chainOf(err: unknown): Fields[] {
  const chain: Fields[] = [];
  let at = fieldsOf(err);
  while (at && chain.length < MAX_CAUSES && !chain.includes(at)) {
    chain.push(at);
    at = fieldsOf(at.cause);
  }
  return chain;
}

/**
 * A statement's verb and the first table it names ('select from "users"', 'insert into
 * "maintenance_attachments"'), from the text before any value could appear. Statements carry
 * their values as $n parameters, but a label is all the log needs to find the code.
 */
export function statementLabel(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  const verb =
    /^(with|select|insert|update|delete|create|alter|drop|truncate|lock|set|begin|commit|rollback|savepoint|release)\b/i
      .exec(flat)?.[1]
      ?.toLowerCase();
  if (!verb) return 'statement';
  const table =
    /\b(from|into|update|table)\s+((?:"[^"]{1,63}"|[a-z_][a-z0-9_$]{0,62})(?:\.(?:"[^"]{1,63}"|[a-z_][a-z0-9_$]{0,62}))?)/i.exec(
      flat,
    );
  if (!table) return verb;
  const keyword = table[1]!.toLowerCase();
  return keyword === verb ? `${verb} ${table[2]}` : `${verb} ${keyword} ${table[2]}`;
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** What the log may say about `err` (see the header: no SQL parameter values, ever). */
export function errorForLog(err: unknown): ErrorForLog {
  const chain = chainOf(err);
  const outer = chain[0];
  if (!outer) return { error: String(err) };
  const query = chain.map((e) => text(e.query)).find((q) => q !== undefined);
  const database = chain.find((e) => {
    const code = text(e.code);
    return code !== undefined && SQLSTATE.test(code) && ('severity' in e || 'routine' in e);
  });
  const stack = framesOf(outer.stack);
  if (query === undefined && !database) {
    const name = text(outer.name) ?? 'Error';
    const message = text(outer.message);
    return {
      error: message === undefined ? name : `${name}: ${message}`,
      ...(stack && { stack }),
    };
  }
  const code = text(database?.code);
  const constraint = text(database?.constraint);
  const table = text(database?.table);
  const column = text(database?.column);
  return {
    error: 'database error',
    ...(query !== undefined && { statement: statementLabel(query) }),
    ...(code && { code }),
    ...(constraint && { constraint }),
    ...(table && { table }),
    ...(column && { column }),
    ...(stack && { stack }),
  };
}
