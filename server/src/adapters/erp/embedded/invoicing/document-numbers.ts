/**
 * Document numbers (BELNR) of registered invoices: one sequence per company and fiscal year, taken
 * inside the registering transaction by an upsert that the row lock makes atomic, so two
 * registrations at once never get the same number and a rolled-back one gives its number back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { erpDocumentNumbers as n } from '../../../../db/schema';

/** The numbers of a company's year run 5100000001, 5100000002, … (ten digits, like the ERP's). */
export const BELNR_BASE = 5_100_000_000;

export const belnrOf = (sequence: number): string => String(BELNR_BASE + sequence);

/** Takes the next document number of the company's fiscal year. */
export async function nextBelnr(tx: Db, bukrs: string, gjahr: string): Promise<string> {
  const [row] = await tx
    .insert(n)
    .values({ bukrs, gjahr, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [n.bukrs, n.gjahr],
      set: { lastNumber: sql`${n.lastNumber} + 1` },
    })
    .returning({ last: n.lastNumber });
  if (!row) throw new Error(`no document number for ${bukrs} ${gjahr}`);
  return belnrOf(row.last);
}
