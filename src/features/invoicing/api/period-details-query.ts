/**
 * ContractDetails and ConsolidatedItems (spec 2 §7 "Consolidated items, contract details", by
 * cfpayguid): a period with its contract, for the detail view; a consolidated period's sites.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { ConsolidatedItemsResponse, ContractDetailsResponse } from '../../../protocol/invoicing';

export function contractDetailsQueryOptions(cfpayguids: readonly string[]) {
  return queryOptions({
    queryKey: ['invoicing', 'periodDetails', [...cfpayguids]],
    queryFn: ({ signal }) =>
      callApi(
        'ContractDetails',
        ActionId.View,
        { cfpayguid: [...cfpayguids] },
        { schema: ContractDetailsResponse, signal },
      ),
    enabled: cfpayguids.length > 0,
  });
}

export function consolidatedItemsQueryOptions(cfpayguids: readonly string[]) {
  return queryOptions({
    queryKey: ['invoicing', 'consolidatedItems', [...cfpayguids]],
    queryFn: ({ signal }) =>
      callApi(
        'ConsolidatedItems',
        ActionId.View,
        { cfpayguid: [...cfpayguids] },
        { schema: ConsolidatedItemsResponse, signal },
      ),
    select: (answer) => answer.List,
    enabled: cfpayguids.length > 0,
  });
}
