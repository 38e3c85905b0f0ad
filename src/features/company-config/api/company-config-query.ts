/**
 * api/ConfigData 21 and api/PaymentMethod 21 with BUKRS (spec 3 §3.11, §7.5), and the company's
 * fiscal data, api/CompanyFiscal 21 and 31.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import {
  CompanyFiscalResponse,
  CompanyFiscalSaveResponse,
  type CompanyFiscalSaveRequest,
} from '../../../protocol/company-fiscal';
import { CompanyConfigResponse, PaymentMethodResponse } from '../../../protocol/company-config';
import { ActionId } from '../../../protocol/envelope';

export const companyConfigQueryOptions = (bukrs: string) =>
  queryOptions({
    queryKey: ['companyConfig', 'config', bukrs],
    queryFn: ({ signal }) =>
      callApi(
        'ConfigData',
        ActionId.View,
        { BUKRS: bukrs },
        { schema: CompanyConfigResponse, signal },
      ),
    select: (answer) => answer.Config,
    enabled: bukrs !== '',
  });

export const paymentMethodsQueryOptions = (bukrs: string) =>
  queryOptions({
    queryKey: ['companyConfig', 'paymentMethods', bukrs],
    queryFn: ({ signal }) =>
      callApi(
        'PaymentMethod',
        ActionId.View,
        { BUKRS: bukrs },
        { schema: PaymentMethodResponse, signal },
      ),
    select: (answer) => answer.List,
    enabled: bukrs !== '',
  });

/** api/CompanyFiscal 21 with BUKRS: the company's fiscal data (src/protocol/company-fiscal.ts). */
export const companyFiscalQueryOptions = (bukrs: string) =>
  queryOptions({
    queryKey: ['companyConfig', 'fiscal', bukrs],
    queryFn: ({ signal }) =>
      callApi(
        'CompanyFiscal',
        ActionId.View,
        { BUKRS: bukrs },
        { schema: CompanyFiscalResponse, signal },
      ),
    select: (answer) => answer.Fiscal,
    enabled: bukrs !== '',
  });

/**
 * api/CompanyFiscal 31: records the company's fiscal data; resolves with what was stored and the
 * server's confirmation, a refusal rejects with its message (every problem, one a line).
 */
export async function saveCompanyFiscal(
  body: Omit<CompanyFiscalSaveRequest, 'ActionId' | 'Language'>,
) {
  const answer = await callApi('CompanyFiscal', ActionId.Update, body, {
    schema: CompanyFiscalSaveResponse,
  });
  return { fiscal: answer.Fiscal, message: answer.Message };
}
