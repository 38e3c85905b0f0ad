/**
 * AdvancePayment (spec 2 §7 "Advance payment query"): the rows of an advance type's condition
 * types (Z001 and Z030 for type 01, Z01A for type 02) and the contracts that have them.
 */
import { queryOptions } from '@tanstack/react-query';
import { advanceConditions, type AdvanceTypeCode } from '../../../domain/invoicing';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { AdvancePaymentResponse } from '../../../protocol/invoicing';

export interface AdvanceFilter {
  bukrs: string;
  lifnr: string;
  recnnr: string;
  status: '00' | '01' | '02' | '03';
  type: AdvanceTypeCode;
}

export function advancePaymentQueryOptions(filter: AdvanceFilter) {
  return queryOptions({
    queryKey: ['invoicing', 'advance', filter],
    queryFn: ({ signal }) =>
      callApi(
        'AdvancePayment',
        ActionId.View,
        {
          bukrs: filter.bukrs,
          Partner: filter.lifnr,
          recnnr: filter.recnnr,
          status: filter.status,
          condtype: [...advanceConditions(filter.type)],
          recntype: 'A001',
        },
        { schema: AdvancePaymentResponse, signal },
      ),
  });
}
