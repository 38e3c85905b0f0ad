/**
 * From the applied search to the reportOrders filter, through the domain's orderListFilter and
 * default ranges (spec 3 §5.4, §7.1).
 */
import {
  defaultConsultRange,
  defaultReviewRange,
  orderListFilter,
  type CalendarDate,
  type DateRange,
  type OrderListFilter,
  type PageMode,
} from '../../../domain/maintenance';
import type { OrderFilterValues, OrdersSearch } from './orders-search';

/** The form's starting values: the URL's filter, else the page defaults. */
export function initialFilterValues(
  mode: PageMode,
  search: OrdersSearch,
  today: CalendarDate,
  firstCompany: string,
): OrderFilterValues {
  const consultRange = defaultConsultRange(today);
  return {
    company: search.company ?? firstCompany,
    supplier: search.supplier ?? '',
    status: search.status ?? '',
    region: search.region ?? '',
    from: search.from ?? (mode === 'consult' ? consultRange.from : ''),
    to: search.to ?? (mode === 'consult' ? consultRange.to : ''),
    site: search.site ?? '',
  };
}

/** The date range a search uses: the consult panel's dates, else the default once a status is set. */
export function searchRange(
  mode: PageMode,
  values: OrderFilterValues,
  today: CalendarDate,
): DateRange | null {
  if (mode === 'consult') {
    const fallback = defaultConsultRange(today);
    return { from: values.from || fallback.from, to: values.to || fallback.to };
  }
  return defaultReviewRange(today, values.status !== '');
}

export function listFilter(
  mode: PageMode,
  values: OrderFilterValues,
  today: CalendarDate,
): OrderListFilter {
  const range = searchRange(mode, values, today);
  const filter = orderListFilter({
    mode,
    company: values.company,
    supplier: values.supplier,
    status: values.status,
    from: range?.from ?? today,
    to: range?.to ?? today,
    site: values.site,
    region: values.region,
  });
  // No range before a status is chosen on the review pages: every date.
  return range ? filter : { ...filter, fsavd_i: '', fsavd_e: '' };
}
