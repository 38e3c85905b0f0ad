/**
 * ContractList (spec 2 §7 "Contract list"): the payment periods of a lessor's contracts, filtered
 * by contract, status, due-from date, condition type and leasing type ('' matches any).
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { ContractListResponse } from '../../../protocol/invoicing';

/** The filter as the call takes it (dates YYYYMMDD or ''). */
export interface ContractListFilter {
  bukrs: string;
  lifnr: string;
  recnnr: string;
  status: '00' | '01' | '02' | '03';
  /** Due date from, YYYYMMDD, or ''. */
  dueFrom: string;
  condtype: string;
  recnType: '' | 'A001' | 'A002' | 'A003' | 'A004';
}

export function contractListQueryOptions(filter: ContractListFilter) {
  return queryOptions({
    queryKey: ['invoicing', 'periods', filter],
    queryFn: ({ signal }) =>
      callApi(
        'ContractList',
        ActionId.View,
        {
          bukrs: filter.bukrs,
          Partner: filter.lifnr,
          recnnr: filter.recnnr,
          status: filter.status,
          dfaell_i: filter.dueFrom,
          dfaell_e: '',
          condtype_t: filter.condtype,
          recnType: filter.recnType,
        },
        { schema: ContractListResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}
