/**
 * The crews and regions as the administration reads and writes them (spec 3 §3.9, §3.10, §4.10):
 * lists skip deleted records, sorted by name and paged; a delete marks the record deleted and
 * inactive, so every list that offers active crews or regions (the session, the user dialog and
 * the crew assignment) drops it at once, and its code stays taken.
 */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { normalCrewCode } from '../../../../src/domain/crew-admin';
import type {
  CrewRecord,
  CrewSearchFilter,
  RegionRecord,
} from '../../../../src/protocol/crew-admin';
import type { Db } from '../../db/client';
import { companies, crews, regions, supplierCompany, suppliers } from '../../db/schema';

const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const given = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** Whether the filter carries a search dialog field (which then needs a name or a code). */
export const isDialogSearch = (f: CrewSearchFilter): boolean => given(f.Name) || given(f.Code);

/** One page of rows and the total; page size 0 is every row. */
export interface Page<T> {
  List: T[];
  Total: number;
  Page: number;
  PageSize: number;
}

const crewColumns = {
  code: crews.code,
  name: crews.name,
  active: crews.active,
  companyCode: crews.companyCode,
  companyName: companies.name,
  regionCode: crews.regionCode,
  modifiedBy: crews.modifiedBy,
  modifiedDate: crews.modifiedDate,
  supplierId: suppliers.id,
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  isLessor: suppliers.isLessor,
  isSupplier: suppliers.isSupplier,
};
type CrewRow = {
  [K in keyof typeof crewColumns]: (typeof crewColumns)[K]['_']['data'] | null;
};

function crewRecord(r: CrewRow): CrewRecord {
  return {
    Code: r.code ?? '',
    Name: r.name ?? '',
    Active: r.active ?? false,
    CompanyCode: r.companyCode ?? '',
    CompanyName: r.companyName ?? '',
    RegionCode: r.regionCode,
    Supplier:
      r.supplierId === null
        ? null
        : {
            Id: r.supplierId,
            Code: r.supplierCode ?? '',
            Name: r.supplierName ?? '',
            IsLessor: r.isLessor ?? false,
            IsSupplier: r.isSupplier ?? false,
          },
    ModifiedBy: r.modifiedBy,
    ModifiedDate: r.modifiedDate ? r.modifiedDate.toISOString() : null,
  };
}

function crewConditions(f: CrewSearchFilter): (SQL | undefined)[] {
  const out: (SQL | undefined)[] = [eq(crews.deleted, false)];
  if (given(f.Text))
    out.push(or(ilike(crews.name, contains(f.Text)), ilike(crews.code, contains(f.Text))));
  if (given(f.Name)) out.push(ilike(crews.name, contains(f.Name)));
  if (given(f.Code)) out.push(ilike(crews.code, contains(f.Code)));
  return out;
}

const crewQuery = (db: Db) =>
  db
    .select(crewColumns)
    .from(crews)
    .innerJoin(companies, eq(companies.code, crews.companyCode))
    .leftJoin(suppliers, eq(suppliers.id, crews.supplierId));

export async function listCrews(
  db: Db,
  f: CrewSearchFilter,
  page: number,
  pageSize: number,
): Promise<Page<CrewRecord>> {
  const where = and(...crewConditions(f));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(crews).where(where);
  const query = crewQuery(db).where(where).orderBy(asc(crews.name), asc(crews.code));
  const rows =
    pageSize === 0 ? await query : await query.limit(pageSize).offset((page - 1) * pageSize);
  return {
    List: rows.map(crewRecord),
    Total: total,
    Page: pageSize === 0 ? 1 : page,
    PageSize: pageSize,
  };
}

/** api/Crew 22: the crews whose code starts with the text, at most ten. */
export async function crewsByCode(db: Db, code: string): Promise<CrewRecord[]> {
  const prefix = `${normalCrewCode(code).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await crewQuery(db)
    .where(and(eq(crews.deleted, false), ilike(crews.code, prefix)))
    .orderBy(asc(crews.code))
    .limit(10);
  return rows.map(crewRecord);
}

export async function readCrew(db: Db, code: string): Promise<CrewRecord | null> {
  const [row] = await crewQuery(db).where(
    and(eq(crews.code, normalCrewCode(code)), eq(crews.deleted, false)),
  );
  return row ? crewRecord(row) : null;
}

export type CrewSaveProblem =
  'crewCodeTaken' | 'crewSupplierInvalid' | 'crewRegionInvalid' | 'crewNotFound';

/** Inserts (existing null) or updates the crew; the supplier must be active and work for the company. */
export async function saveCrew(
  db: Db,
  input: {
    code: string;
    name: string;
    active: boolean;
    companyCode: string;
    regionCode: string | null;
    supplierId: number;
  },
  isNew: boolean,
  by: string,
  now: Date,
): Promise<{ ok: true; code: string } | { ok: false; problem: CrewSaveProblem }> {
  const code = normalCrewCode(input.code);
  const [existing] = await db
    .select({ code: crews.code, deleted: crews.deleted })
    .from(crews)
    .where(eq(crews.code, code));
  if (isNew && existing) return { ok: false, problem: 'crewCodeTaken' };
  if (!isNew && (!existing || existing.deleted)) return { ok: false, problem: 'crewNotFound' };
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .innerJoin(supplierCompany, eq(supplierCompany.supplierId, suppliers.id))
    .where(
      and(
        eq(suppliers.id, input.supplierId),
        eq(suppliers.active, true),
        eq(supplierCompany.companyCode, input.companyCode.trim()),
      ),
    );
  if (!supplier) return { ok: false, problem: 'crewSupplierInvalid' };
  const regionCode = given(input.regionCode) ? input.regionCode.trim() : null;
  if (regionCode !== null) {
    const [region] = await db
      .select({ code: regions.code })
      .from(regions)
      .where(and(eq(regions.code, regionCode), eq(regions.active, true)));
    if (!region) return { ok: false, problem: 'crewRegionInvalid' };
  }
  const values = {
    name: input.name.trim(),
    active: input.active,
    companyCode: input.companyCode.trim(),
    regionCode,
    supplierId: supplier.id,
    modifiedBy: by,
    modifiedDate: now,
  };
  if (isNew) await db.insert(crews).values({ code, ...values });
  else await db.update(crews).set(values).where(eq(crews.code, code));
  return { ok: true, code };
}

/** Marks the crew deleted and inactive; false when there is no such crew. */
export async function deleteCrew(
  db: Db,
  code: string,
  by: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .update(crews)
    .set({ deleted: true, active: false, modifiedBy: by, modifiedDate: now })
    .where(and(eq(crews.code, normalCrewCode(code)), eq(crews.deleted, false)))
    .returning({ code: crews.code });
  return rows[0]?.code ?? null;
}

const regionRecord = (r: typeof regions.$inferSelect): RegionRecord => ({
  Code: r.code,
  Name: r.name,
  Active: r.active,
  ModifiedBy: r.modifiedBy,
  ModifiedDate: r.modifiedDate ? r.modifiedDate.toISOString() : null,
});

export async function listRegions(
  db: Db,
  f: CrewSearchFilter,
  page: number,
  pageSize: number,
): Promise<Page<RegionRecord>> {
  const conds: (SQL | undefined)[] = [eq(regions.deleted, false)];
  if (given(f.Text))
    conds.push(or(ilike(regions.name, contains(f.Text)), ilike(regions.code, contains(f.Text))));
  if (given(f.Name)) conds.push(ilike(regions.name, contains(f.Name)));
  if (given(f.Code)) conds.push(ilike(regions.code, contains(f.Code)));
  const where = and(...conds);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(regions).where(where);
  const query = db
    .select()
    .from(regions)
    .where(where)
    .orderBy(asc(regions.name), asc(regions.code));
  const rows =
    pageSize === 0 ? await query : await query.limit(pageSize).offset((page - 1) * pageSize);
  return {
    List: rows.map(regionRecord),
    Total: total,
    Page: pageSize === 0 ? 1 : page,
    PageSize: pageSize,
  };
}

export async function readRegion(db: Db, code: string): Promise<RegionRecord | null> {
  const [row] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.code, normalCrewCode(code)), eq(regions.deleted, false)));
  return row ? regionRecord(row) : null;
}

export async function saveRegion(
  db: Db,
  input: { code: string; name: string; active: boolean },
  isNew: boolean,
  by: string,
  now: Date,
): Promise<
  { ok: true; code: string } | { ok: false; problem: 'regionCodeTaken' | 'regionNotFound' }
> {
  const code = normalCrewCode(input.code);
  const [existing] = await db
    .select({ deleted: regions.deleted })
    .from(regions)
    .where(eq(regions.code, code));
  if (isNew && existing) return { ok: false, problem: 'regionCodeTaken' };
  if (!isNew && (!existing || existing.deleted)) return { ok: false, problem: 'regionNotFound' };
  const values = {
    name: input.name.trim(),
    active: input.active,
    modifiedBy: by,
    modifiedDate: now,
  };
  if (isNew) await db.insert(regions).values({ code, ...values });
  else await db.update(regions).set(values).where(eq(regions.code, code));
  return { ok: true, code };
}

export async function deleteRegion(
  db: Db,
  code: string,
  by: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .update(regions)
    .set({ deleted: true, active: false, modifiedBy: by, modifiedDate: now })
    .where(and(eq(regions.code, normalCrewCode(code)), eq(regions.deleted, false)))
    .returning({ code: regions.code });
  return rows[0]?.code ?? null;
}
