/**
 * The account statement's reads (spec 2 §7): StatementItems (pending or paid documents of the
 * lessor, or of the supplier with isLessor false) and AccountingDocument (the lines of the open or cleared documents, the accounting view).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StatementQueryCode } from '../../../domain/invoicing';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  AccountingDocumentResponse,
  StatementItemsResponse,
} from '../../../protocol/invoicing-account';

export interface StatementFilter {
  bukrs: string;
  lifnr: string;
  query: StatementQueryCode;
  /** YYYYMMDD, '' for a pending query. */
  from: string;
  to: string;
  /** The lessor's account (true) or the supplier's (false). */
  isLessor: boolean;
}

export function statementItemsQueryOptions(filter: StatementFilter) {
  return queryOptions({
    queryKey: ['invoicing', 'statement', filter],
    queryFn: ({ signal }) =>
      callApi(
        'StatementItems',
        ActionId.View,
        {
          bukrs: filter.bukrs,
          lifnr: filter.lifnr,
          tipoConsulta: filter.query,
          fromdate: filter.from,
          todate: filter.to,
          isLessor: filter.isLessor,
        },
        { schema: StatementItemsResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}

export function accountingDocumentQueryOptions(filter: StatementFilter) {
  return queryOptions({
    queryKey: ['invoicing', 'accounting', filter],
    queryFn: ({ signal }) =>
      callApi(
        'AccountingDocument',
        ActionId.View,
        {
          BUKRS: filter.bukrs,
          LIFNR: filter.lifnr,
          FROMDATE: filter.from,
          TODATE: filter.to,
          IsLessor: filter.isLessor,
          ITEMTYPE: filter.query === '2' ? 'CLEARED' : 'OPEN',
        },
        { schema: AccountingDocumentResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}
