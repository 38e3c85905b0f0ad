/**
 * The catalogues every Session carries alike (spec 1 §3 Session): the site record, countries with
 * their telephone prefix, the active maintenance-order attachment types, the leasing types, and the
 * menu tree each user's menu is cut from. Kept in memory per database and rebuilt only when the
 * catalogue version (db/schema/catalogue-version.ts, moved by triggers on every write to their
 * tables, whichever instance or tool wrote) differs from the one they were read under.
 */
import { asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type * as v from 'valibot';
import type {
  AttachmentTypeItem,
  CountryItem,
  LeasingTypeItem,
} from '../../../../src/protocol/session';
import type { MenuNode } from '../../../../src/domain/navigation';
import type { Db } from '../../db/client';
import { attachmentTypes, countries, leasingTypes } from '../../db/schema';
import { getSite } from '../site/queries';
import { loadMenuTree } from './menu';

interface SessionCatalogues {
  Countries: v.InferOutput<typeof CountryItem>[];
  AttachmentTypes: v.InferOutput<typeof AttachmentTypeItem>[];
  LeasingTypes: v.InferOutput<typeof LeasingTypeItem>[];
}

/** What every Session shares, ready to be written into each answer. */
export interface SharedCatalogues {
  /** The Session members "Countries", "AttachmentTypes", "LeasingTypes" and "Site", as JSON. */
  members: string;
  /** SHA-256 of `members`: a Session's Tag covers them through it. */
  digest: string;
  menuTree: MenuNode[];
}

async function readCatalogues(db: Db): Promise<SessionCatalogues> {
  const [countryRows, attachmentRows, leasingRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.code)),
    db
      .select({ id: attachmentTypes.id, name: attachmentTypes.name })
      .from(attachmentTypes)
      .where(eq(attachmentTypes.active, true))
      .orderBy(asc(attachmentTypes.id)),
    db.select().from(leasingTypes).orderBy(asc(leasingTypes.code)),
  ]);
  return {
    Countries: countryRows.map((c) => ({ Code: c.code, Name: c.name, PhonePrefix: c.phonePrefix })),
    AttachmentTypes: attachmentRows.map((a) => ({ Id: a.id, Name: a.name })),
    LeasingTypes: leasingRows.map((l) => ({
      ContractType: {
        Code: l.code,
        Name: l.name,
        Active: l.active,
        ConditionType: l.conditionType,
      },
    })),
  };
}

async function readShared(db: Db): Promise<SharedCatalogues> {
  const [site, catalogues, menuTree] = await Promise.all([
    getSite(db),
    readCatalogues(db),
    loadMenuTree(db),
  ]);
  if (!site) throw new Error('site record missing: the seed did not run');
  const members = [
    `"Countries":${JSON.stringify(catalogues.Countries)}`,
    `"AttachmentTypes":${JSON.stringify(catalogues.AttachmentTypes)}`,
    `"LeasingTypes":${JSON.stringify(catalogues.LeasingTypes)}`,
    `"Site":${JSON.stringify(site)}`,
  ].join(',');
  return { members, digest: createHash('sha256').update(members).digest('base64url'), menuTree };
}

interface Cached {
  version: string;
  shared: Promise<SharedCatalogues>;
}

/** Per database handle (tests open many in one process): the copy and the version it was read under. */
const cache = new WeakMap<Db, Cached>();

/**
 * The shared catalogues as of `version` (the catalogue version the caller's own statement read).
 * Read again only when the version moved; concurrent callers share one read. A copy read after
 * another change than the one `version` names is newer than `version`, never older, so at worst it
 * is read once more at the next version. Without a version (its row missing) nothing is kept.
 */
export function sharedCatalogues(db: Db, version: string | null): Promise<SharedCatalogues> {
  const kept = cache.get(db);
  if (version !== null && kept?.version === version) return kept.shared;
  const shared = readShared(db);
  if (version === null) return shared;
  const entry: Cached = { version, shared };
  cache.set(db, entry);
  // A failed read is not kept: the next Session reads again.
  shared.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return shared;
}
