/**
 * Whose data a customer page shows (spec 3 §2.7 client selector): a principal client
 * picks itself or one of its child clients, a child client sees only itself (no choice), an
 * administrator picks any client (api/client 10) and Visualizar types a client number. The choice
 * is kept for the browser tab, so moving between the customer pages keeps the same client.
 */
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { padClientId } from '../../../domain/customers/customers';
import { isAdministrator } from '../../../domain/roles';
import { useSessionState } from '../../../lib/session/use-session';
import { allClientsQueryOptions } from '../api/customer-queries';

const STORAGE_KEY = 'portalpro.customer.client';

function remembered(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export interface CustomerChoice {
  /** The company the data is read in. */
  bukrs: string;
  /** The client whose data is shown (10 digits), null until one is chosen. */
  kunnr: string | null;
  /** The principal asking (api/Material's KUNNR): the signed-in client, or the client itself. */
  principal: string | null;
  /** The selector to draw, null when there is nothing to choose. */
  picker: ReactNode;
}

export function useCustomerChoice(): CustomerChoice {
  const { t } = useTranslation('customers');
  const session = useSessionState((s) => s.session);
  const own = session?.ClientCode ?? null;
  const children = session?.ClientChildList ?? [];
  const admin = isAdministrator(session?.User.Role ?? '');
  const bukrs = session?.Company?.Code ?? session?.CompanyList[0]?.Code ?? '';
  const mine = own ? [own, ...children] : [];
  const [chosen, setChosen] = useState<string | null>(() => {
    const stored = remembered();
    if (own) return stored && mine.includes(stored) ? stored : own;
    return stored;
  });
  const [typed, setTyped] = useState(chosen ?? '');
  const clients = useQuery({ ...allClientsQueryOptions(), enabled: !own && admin });
  const choose = (code: string | null) => {
    setChosen(code);
    try {
      if (code) sessionStorage.setItem(STORAGE_KEY, code);
    } catch {
      // A private window without storage only forgets the choice.
    }
  };

  let picker: ReactNode = null;
  if (own && children.length > 0) {
    picker = (
      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{t('client')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            minH="11"
            value={chosen ?? own}
            onChange={(e) => choose(e.target.value)}
          >
            {mine.map((code) => (
              <option key={code} value={code}>
                {code === own ? t('clientOwn', { code }) : t('clientChild', { code })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  } else if (!own && admin) {
    const list = clients.data ?? [];
    picker = (
      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{t('client')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            minH="11"
            value={chosen ?? ''}
            onChange={(e) => choose(e.target.value || null)}
          >
            <option value="">{clients.isPending ? t('loadingClients') : t('chooseClient')}</option>
            {list.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  } else if (!own) {
    const padded = padClientId(typed);
    picker = (
      <Field.Root maxW={{ md: 'sm' }} invalid={typed !== '' && padded === null}>
        <Field.Label>{t('clientNumber')}</Field.Label>
        <Input
          minH="11"
          inputMode="numeric"
          maxLength={10}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            const next = padClientId(e.target.value);
            if (next) choose(next);
          }}
        />
        <Field.HelperText>{t('clientNumberHelp')}</Field.HelperText>
      </Field.Root>
    );
  }
  const kunnr = own ? (chosen ?? own) : chosen;
  return { bukrs, kunnr, principal: own ?? kunnr, picker };
}
