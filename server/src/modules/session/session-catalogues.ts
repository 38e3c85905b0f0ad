/**
 * The shared catalogues a Session carries for every user (spec 1 §3 Session): countries with their
 * telephone prefix, the active maintenance-order attachment types and the leasing types.
 */
import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  AttachmentTypeItem,
  CountryItem,
  LeasingTypeItem,
} from '../../../../src/protocol/session';
import type { Db } from '../../db/client';
import { attachmentTypes, countries, leasingTypes } from '../../db/schema';

export interface SessionCatalogues {
  Countries: v.InferOutput<typeof CountryItem>[];
  AttachmentTypes: v.InferOutput<typeof AttachmentTypeItem>[];
  LeasingTypes: v.InferOutput<typeof LeasingTypeItem>[];
}

export async function sessionCatalogues(db: Db): Promise<SessionCatalogues> {
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
