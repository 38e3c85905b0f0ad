/**
 * The rows of a raw statement (db.execute): both drivers (node-postgres and PGlite) answer
 * `{ rows: [...] }` with one object per row, which Drizzle types as unknown. Callers check each
 * row's shape with a schema before they read it.
 */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result)) {
    throw new Error('a raw statement answered no rows');
  }
  const { rows } = result;
  if (!Array.isArray(rows)) throw new Error('a raw statement answered no rows');
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}
