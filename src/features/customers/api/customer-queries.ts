/**
 * The customer areas' reads (spec 3 §7.6), one queryOptions each, keyed by company and client:
 * api/OpenSalesContract, api/Material, api/ShipTo, api/CustomerBalance, api/AccountStatement,
 * and api/client 10 for an administrator's client list.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { ClientListResponse } from '../../../protocol/client';
import {
  AccountStatementResponse,
  CustomerBalanceResponse,
  MaterialResponse,
  OpenSalesContractResponse,
  ShipToResponse,
  type CustomerBalanceRequest,
} from '../../../protocol/customers';

export const customerKeys = {
  contracts: (bukrs: string, kunnr: string) => ['customers', 'contracts', bukrs, kunnr] as const,
};

export function contractsQueryOptions(bukrs: string, kunnr: string) {
  return queryOptions({
    queryKey: customerKeys.contracts(bukrs, kunnr),
    queryFn: ({ signal }) =>
      callApi(
        'OpenSalesContract',
        ActionId.View,
        { BUKRS: bukrs, KUNNR: kunnr },
        { schema: OpenSalesContractResponse, signal },
      ),
  });
}

/** The materials of `kunnrd` as its principal `kunnr` asks for them (TCONSULTA 2). */
export function materialsQueryOptions(bukrs: string, kunnr: string, kunnrd: string) {
  return queryOptions({
    queryKey: ['customers', 'materials', bukrs, kunnr, kunnrd],
    queryFn: ({ signal }) =>
      callApi(
        'Material',
        ActionId.View,
        { BUKRS: bukrs, KUNNR: kunnr, KUNNRD: kunnrd, TCONSULTA: '2' },
        { schema: MaterialResponse, signal },
      ),
  });
}

export function shipToQueryOptions(kunnr: string) {
  return queryOptions({
    queryKey: ['customers', 'ship-to', kunnr],
    queryFn: ({ signal }) =>
      callApi('ShipTo', ActionId.View, { KUNNR: kunnr }, { schema: ShipToResponse, signal }),
  });
}

export function balanceQueryOptions(query: Omit<CustomerBalanceRequest, 'ActionId' | 'Language'>) {
  return queryOptions({
    queryKey: ['customers', 'balance', query],
    queryFn: ({ signal }) =>
      callApi('CustomerBalance', ActionId.View, query, {
        schema: CustomerBalanceResponse,
        signal,
      }),
  });
}

export function statementQueryOptions(
  bukrs: string,
  kunag: string,
  order: string,
  invoice: string,
) {
  return queryOptions({
    queryKey: ['customers', 'statement', bukrs, kunag, order, invoice],
    queryFn: ({ signal }) =>
      callApi(
        'AccountStatement',
        ActionId.View,
        { BUKRS: bukrs, KUNAG: kunag, VBELN_VA: order, VBELN: invoice },
        { schema: AccountStatementResponse, signal },
      ),
  });
}

/** Every client, for an administrator choosing whose data to see. */
export function allClientsQueryOptions() {
  return queryOptions({
    queryKey: ['customers', 'all-clients'],
    queryFn: ({ signal }) =>
      callApi('client', ActionId.ListAll, {}, { schema: ClientListResponse, signal }),
    select: (answer) => [
      ...new Set(answer.List.map((c) => c.ChildCode ?? c.Code).filter((c) => c !== '')),
    ],
  });
}
