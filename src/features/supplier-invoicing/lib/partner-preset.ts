/**
 * The company and partner a receipts page opens with when a link names them (the lessor receipt
 * variant: /arrendador_factura_electronica?flow=receipts&bukrs&lifnr): each one the session lists
 * (or any, for a user whose session lists none: an administrator, Visualizar), else the first of
 * the session's lists.
 */

/** The company and partner a link names (?bukrs&lifnr), either may be absent. */
export interface PartnerPreset {
  bukrs?: string;
  lifnr?: string;
}

export interface PartnerLists {
  CompanyList: readonly { Code: string }[];
  SupplierList: readonly { Code: string }[];
}

/** The first of the session's lists. */
export function firstPartner(session: PartnerLists | null) {
  return {
    bukrs: session?.CompanyList[0]?.Code ?? '',
    lifnr: session?.SupplierList[0]?.Code ?? '',
  };
}

/** The preset where the session allows it, the first of the lists otherwise. */
export function presetPartner(
  session: PartnerLists | null,
  preset: PartnerPreset | undefined,
): { bukrs: string; lifnr: string } {
  const first = firstPartner(session);
  if (!preset) return first;
  const companies = session?.CompanyList ?? [];
  const partners = session?.SupplierList ?? [];
  const bukrs = (preset.bukrs ?? '').trim().toUpperCase();
  const digits = (preset.lifnr ?? '').trim();
  const lifnr = /^\d{1,10}$/.test(digits) ? digits.padStart(10, '0') : '';
  return {
    bukrs:
      bukrs !== '' && (companies.length === 0 || companies.some((c) => c.Code === bukrs))
        ? bukrs
        : first.bukrs,
    lifnr:
      lifnr !== '' && (partners.length === 0 || partners.some((p) => p.Code === lifnr))
        ? lifnr
        : first.lifnr,
  };
}
