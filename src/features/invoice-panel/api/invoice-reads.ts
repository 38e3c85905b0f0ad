/**
 * The invoice pages' reads: the chosen periods with their contracts (ContractDetails) and the
 * lessor's variable-maintenance contracts (ContractsMT). Their keys start with 'invoicing', so a
 * registered invoice refreshes them with the lessor list pages' reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { ContractDetailsResponse, ContractsMTResponse } from '../../../protocol/invoicing';

export function periodDetailsQueryOptions(cfpayguids: readonly string[]) {
  return queryOptions({
    queryKey: ['invoicing', 'invoice-panel', 'details', [...cfpayguids]],
    queryFn: ({ signal }) =>
      callApi(
        'ContractDetails',
        ActionId.View,
        { cfpayguid: [...cfpayguids] },
        { schema: ContractDetailsResponse, signal },
      ),
  });
}

export function mtContractsQueryOptions(bukrs: string, lifnr: string) {
  return queryOptions({
    queryKey: ['invoicing', 'invoice-panel', 'contractsMT', bukrs, lifnr],
    queryFn: ({ signal }) =>
      callApi(
        'ContractsMT',
        ActionId.View,
        { bukrs, Partner: lifnr },
        { schema: ContractsMTResponse, signal },
      ),
  });
}
