/**
 * Business-partner validation (api/ValidateBPuser of spec 1 §7) behind one interface; the embedded
 * default answers from the ERP's business-partner table in the same database. A SAP gateway would
 * implement the same call.
 */
import { and, eq } from 'drizzle-orm';
import { padPartnerId, type PartnerType } from '../../../../src/domain/account/request-access';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { Db } from '../../db/client';
import { erpBusinessPartners } from '../../db/schema';

/** The validation request: tax id, partner number, functional location (lessors) and type. */
export interface BusinessPartnerQuery {
  tin: string;
  lifnr: string;
  funct_loc: string | null;
  bp_type: PartnerType;
}

/** The validation response, with the protocol's field names. */
export type BusinessPartnerValidation =
  | { SUCCESS: false; MESSAGE: string }
  | {
      SUCCESS: true;
      MESSAGE: string;
      LIFNR: string;
      NAME: string;
      TIN: string;
      NONDEDUCTIBLE: boolean;
      BUKRS: string[];
      MAINTVARIABLE: boolean;
      /** The e-mail the ERP holds for the partner (null: none): the only one activated at once. */
      EMAIL: string | null;
    };

export interface BusinessPartnerValidator {
  validate(q: BusinessPartnerQuery, lang: Language): Promise<BusinessPartnerValidation>;
}

export function embeddedBusinessPartners(db: Db): BusinessPartnerValidator {
  return {
    async validate(q, lang) {
      const partner = padPartnerId(q.lifnr);
      const type = message(
        q.bp_type === 'LESSOR' ? 'requestAccessTypeLessor' : 'requestAccessTypeSupplier',
        lang,
      );
      const [bp] = await db
        .select()
        .from(erpBusinessPartners)
        .where(
          and(
            eq(erpBusinessPartners.bpType, q.bp_type),
            eq(erpBusinessPartners.partnerId, partner),
          ),
        );
      if (!bp || !bp.active) {
        return {
          SUCCESS: false,
          MESSAGE: message('requestAccessPartnerNotFound', lang, { partner, type }),
        };
      }
      if (bp.tin.toUpperCase() !== q.tin.trim().toUpperCase()) {
        return { SUCCESS: false, MESSAGE: message('requestAccessTinMismatch', lang, { partner }) };
      }
      const site = (q.funct_loc ?? '').trim().toUpperCase();
      if (q.bp_type === 'LESSOR' && !bp.siteIds.some((s) => s.toUpperCase() === site)) {
        return {
          SUCCESS: false,
          MESSAGE: message('requestAccessSiteMismatch', lang, { partner, site }),
        };
      }
      return {
        SUCCESS: true,
        MESSAGE: '',
        LIFNR: bp.lifnr,
        NAME: bp.name,
        TIN: bp.tin,
        NONDEDUCTIBLE: bp.nonDeductible,
        BUKRS: bp.companyCodes,
        MAINTVARIABLE: bp.maintVariable,
        EMAIL: bp.email,
      };
    },
  };
}
