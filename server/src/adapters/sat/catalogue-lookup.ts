/**
 * What the server knows of the two SAT catalogues the browser does not carry (c_ClaveProdServ,
 * c_CodigoPostal): the answers the engine's `catalog` group judges a document's product keys and
 * postal codes by (withCatalogueAnswers, spec 2 §5). A catalogue never imported is "not loaded",
 * which the engine reports as a warning rather than refusing every key.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { CatalogueAnswer, CatalogueAnswers } from '../../../../src/domain/cfdi/checks/catalog';
import type { CfdiData } from '../../../../src/domain/cfdi/extract';
import type { Db } from '../../db/client';
import { satCatalogueEntries, satCatalogueLoads } from '../../db/schema';

const PRODUCTS = 'c_ClaveProdServ';
const POSTAL_CODES = 'c_CodigoPostal';

/**
 * The 4.0 catalogues give 2022-01-01, when CFDI 4.0 began, as the start of every key they had
 * then: such a start refuses no voucher (a CFDI 3.3 issued before it used the same keys).
 */
const CFDI40_START = '2022-01-01';

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The answers for a document's keys, in two queries: which of the two catalogues are loaded, and
 * which of the document's keys they hold. A key is unknown when the loaded catalogue lacks it or
 * holds it out of force on the voucher's date. Keys of the wrong shape are not asked about (the
 * engine reports their shape).
 */
export async function catalogueAnswersFor(db: Db, data: CfdiData): Promise<CatalogueAnswers> {
  const productKeys = unique(data.xmlClaveProdServ.filter((k) => /^\d{8}$/.test(k)));
  const postalCodes = unique(
    [data.LugarExpedicion, data.DomicilioFiscalReceptor].flatMap((v) =>
      v !== null && /^\d{5}$/.test(v) ? [v] : [],
    ),
  );
  const day = /^\d{4}-\d{2}-\d{2}/.exec(data.FechaHoraEmision ?? '')?.[0] ?? null;

  const loads = await db
    .select({ catalogue: satCatalogueLoads.catalogue })
    .from(satCatalogueLoads)
    .where(inArray(satCatalogueLoads.catalogue, [PRODUCTS, POSTAL_CODES]));
  const loaded = new Set(loads.map((l) => l.catalogue));

  const asked = [
    ...(loaded.has(PRODUCTS) && productKeys.length > 0
      ? [
          and(
            eq(satCatalogueEntries.catalogue, PRODUCTS),
            inArray(satCatalogueEntries.key, productKeys),
          ),
        ]
      : []),
    ...(loaded.has(POSTAL_CODES) && postalCodes.length > 0
      ? [
          and(
            eq(satCatalogueEntries.catalogue, POSTAL_CODES),
            inArray(satCatalogueEntries.key, postalCodes),
          ),
        ]
      : []),
  ];
  const rows =
    asked.length === 0
      ? []
      : await db
          .select({
            catalogue: satCatalogueEntries.catalogue,
            key: satCatalogueEntries.key,
            validFrom: satCatalogueEntries.validFrom,
            validTo: satCatalogueEntries.validTo,
          })
          .from(satCatalogueEntries)
          .where(or(...asked));
  const inForce = new Set(
    rows
      .filter(
        (r) =>
          day === null ||
          ((r.validFrom === null || r.validFrom <= CFDI40_START || r.validFrom <= day) &&
            (r.validTo === null || r.validTo >= day)),
      )
      .map((r) => `${r.catalogue}|${r.key}`),
  );
  const answer = (catalogue: string, keys: readonly string[]): CatalogueAnswer =>
    loaded.has(catalogue)
      ? { loaded: true, unknown: keys.filter((k) => !inForce.has(`${catalogue}|${k}`)) }
      : { loaded: false, unknown: [] };
  return {
    productKeys: answer(PRODUCTS, productKeys),
    postalCodes: answer(POSTAL_CODES, postalCodes),
  };
}
