/** Reads and updates the single site record, in the wire shape of src/protocol/session Site. */
import { eq } from 'drizzle-orm';
import type { Site } from '../../../../src/protocol/session';
import type { SiteChanges } from '../../../../src/protocol/site';
import type { Db } from '../../db/client';
import { companies, site } from '../../db/schema';

const SITE_ID = 1;

export async function getSite(db: Db): Promise<Site | null> {
  const [row] = await db
    .select({ site, companyName: companies.name })
    .from(site)
    .leftJoin(companies, eq(companies.code, site.companyId))
    .where(eq(site.id, SITE_ID));
  if (!row) return null;
  const s = row.site;
  return {
    ImageLogotypeFile: s.imageLogotypeFile,
    ImageHomeFile: s.imageHomeFile,
    ImageFaviconFile: s.imageFaviconFile,
    ColorPrimary: s.colorPrimary,
    GoogleRecaptchaSiteKey: s.googleRecaptchaSiteKey,
    GoogleRecaptcha: s.googleRecaptcha,
    MsgOutBody: s.msgOutBody,
    MsgStart: s.msgStart,
    Active: s.active,
    CompanyId: s.companyId,
    CompanyName: row.companyName,
  };
}

/** Applies the given fields; absent fields keep their value. */
export async function updateSite(
  db: Db,
  changes: SiteChanges,
  modifiedBy: string,
  now: Date,
): Promise<void> {
  const set: Partial<typeof site.$inferInsert> = { modifiedBy, modifiedDate: now };
  if (changes.Active !== undefined) set.active = changes.Active;
  if (changes.MsgOutBody !== undefined) set.msgOutBody = changes.MsgOutBody;
  if (changes.MsgStart !== undefined) set.msgStart = changes.MsgStart;
  if (changes.ColorPrimary !== undefined) set.colorPrimary = changes.ColorPrimary;
  if (changes.GoogleRecaptcha !== undefined) set.googleRecaptcha = changes.GoogleRecaptcha;
  if (changes.GoogleRecaptchaSiteKey !== undefined)
    set.googleRecaptchaSiteKey = changes.GoogleRecaptchaSiteKey;
  if (changes.ImageLogotypeFile !== undefined) set.imageLogotypeFile = changes.ImageLogotypeFile;
  if (changes.ImageHomeFile !== undefined) set.imageHomeFile = changes.ImageHomeFile;
  if (changes.ImageFaviconFile !== undefined) set.imageFaviconFile = changes.ImageFaviconFile;
  if (changes.CompanyId !== undefined) set.companyId = changes.CompanyId;
  await db.update(site).set(set).where(eq(site.id, SITE_ID));
}
