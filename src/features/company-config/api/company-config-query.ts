/** api/ConfigData 21 and api/PaymentMethod 21 with BUKRS (spec 3 §3.11, §7.5). */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
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
