/**
 * The company and lessor a page starts with: the first of the session's lists (spec 2 §2), or the
 * ones chosen before when the session still lists them.
 */

export interface PartnerLists {
  CompanyList: readonly { Code: string }[];
  SupplierList: readonly { Code: string; IsNonDeductible: boolean }[];
}

export interface PartnerChoice {
  bukrs: string;
  lifnr: string;
}

/**
 * `chosen` where the session lists it, else the first entry. A user whose session lists no lessor
 * (an administrator, Visualizar: they see every lessor) types the lessor's number: theirs is kept.
 */
export function partnerChoice(
  lists: PartnerLists | null,
  chosen?: Partial<PartnerChoice> | null,
): PartnerChoice {
  const companies = lists?.CompanyList ?? [];
  const lessors = lists?.SupplierList ?? [];
  const bukrs = companies.some((c) => c.Code === chosen?.bukrs)
    ? chosen!.bukrs!
    : (companies[0]?.Code ?? '');
  const lifnr =
    lessors.length === 0
      ? (chosen?.lifnr ?? '')
      : lessors.some((l) => l.Code === chosen?.lifnr)
        ? chosen!.lifnr!
        : lessors[0]!.Code;
  return { bukrs, lifnr };
}

/** Whether the lessor is non-deductible (spec 2 §4: its invoices are non-electronic). */
export function isNonDeductible(lists: PartnerLists | null, lifnr: string): boolean {
  return lists?.SupplierList.find((l) => l.Code === lifnr)?.IsNonDeductible ?? false;
}
