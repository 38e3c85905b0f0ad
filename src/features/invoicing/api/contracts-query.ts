/**
 * The contract selector's lists (spec 2 §7): Contracts (a lessor's contracts of the page's
 * leasing types) and ContractsMT (those with variable maintenance, with their site).
 */
import { queryOptions } from '@tanstack/react-query';
import type { LeasingTypeCode } from '../../../domain/invoicing';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { ContractsMTResponse, ContractsResponse } from '../../../protocol/invoicing';

export interface PartnerKey {
  bukrs: string;
  lifnr: string;
}

export function contractsQueryOptions(key: PartnerKey, types: readonly LeasingTypeCode[]) {
  return queryOptions({
    queryKey: ['invoicing', 'contracts', key.bukrs, key.lifnr, [...types]],
    queryFn: ({ signal }) =>
      callApi(
        'Contracts',
        ActionId.View,
        { bukrs: key.bukrs, Partner: key.lifnr, condtype: [...types] },
        { schema: ContractsResponse, signal },
      ),
    select: (answer) => answer.List.CONTRATOS,
    enabled: key.bukrs !== '' && key.lifnr !== '',
    staleTime: 5 * 60_000,
  });
}

export function contractsMTQueryOptions(key: PartnerKey) {
  return queryOptions({
    queryKey: ['invoicing', 'contractsMT', key.bukrs, key.lifnr],
    queryFn: ({ signal }) =>
      callApi(
        'ContractsMT',
        ActionId.View,
        { bukrs: key.bukrs, Partner: key.lifnr },
        { schema: ContractsMTResponse, signal },
      ),
    select: (answer) => answer.List.CONTRATOS,
    enabled: key.bukrs !== '' && key.lifnr !== '',
    staleTime: 5 * 60_000,
  });
}
