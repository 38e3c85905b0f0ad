/**
 * /admin_solicitudes_acceso: the access requests held because the e-mail the requester typed is not
 * the one the ERP holds for the partner, oldest first, filtered by status (pending by default).
 * Each pending one is approved (the user is created and the activation mailed to the typed e-mail)
 * or rejected (nothing is created) after a confirmation; the server's answer stays on the page
 * until the next decision, and the request leaves the pending list. One card per request at every
 * width: the two e-mails side by side are what a reviewer compares, and a card keeps them together.
 */
import { Alert, Box, CloseButton, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import {
  ACCESS_REQUEST_STATUSES,
  type AccessRequestRow,
  type AccessRequestStatus,
} from '../../../protocol/request-access';
import {
  ACCESS_REQUESTS_KEY,
  accessRequestsQueryOptions,
  decideAccessRequest,
} from '../api/access-requests-queries';
import { AccessRequestCard } from './access-request-card';
import { DecideDialog } from './decide-dialog';

/** The decision asked for: the confirmation dialog is open while it is set. */
interface Asked {
  request: AccessRequestRow;
  approve: boolean;
}

/** What the server answered to the last decision. */
interface Outcome {
  ok: boolean;
  message: string;
}

export function AccessRequestsPage() {
  useLazyRecipes();
  const { t } = useTranslation('accessRequests');
  const [status, setStatus] = useState<AccessRequestStatus>('pending');
  const list = useQuery(accessRequestsQueryOptions(status));
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const decide = useMutation({
    mutationFn: (a: Asked) => decideAccessRequest(a.request.Id, a.approve),
    onMutate: () => setOutcome(null),
    onSuccess: ({ message }) => setOutcome({ ok: true, message: message ?? '' }),
    // A refusal (another administrator decided first, the partner no longer valid) is said on the
    // page, and the list is read again so it shows the request as it now stands.
    onError: (e) => setOutcome({ ok: false, message: e.message }),
    onSettled: () => {
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: ACCESS_REQUESTS_KEY });
    },
  });

  // The decided request's card is gone and the dialog closed: the answer takes the focus, so it is
  // read out and, on a phone, scrolled into view.
  useEffect(() => {
    if (!outcome) return;
    const frame = requestAnimationFrame(() => outcomeRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [outcome]);

  const rows = list.data?.List ?? [];
  return (
    <PageFrame titleKey="adminAccessRequests">
      <Text maxW="75ch">{t('intro')}</Text>
      <Field.Root maxW={{ base: 'full', md: 'xs' }}>
        <Field.Label>{t('status')}</Field.Label>
        <NativeSelect.Root size="md">
          <NativeSelect.Field
            minH="11"
            bg="white"
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as AccessRequestStatus);
              setOutcome(null);
            }}
          >
            {ACCESS_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {outcome && (
        <Alert.Root
          ref={outcomeRef}
          tabIndex={-1}
          status={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          alignItems="center"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.fg' }}
        >
          <Alert.Indicator />
          <Alert.Description flex="1" fontSize="md" overflowWrap="anywhere">
            {outcome.message}
          </Alert.Description>
          <CloseButton
            minW="11"
            minH="11"
            aria-label={t('closeMessage')}
            onClick={() => setOutcome(null)}
          />
        </Alert.Root>
      )}
      {list.error ? (
        <QueryError error={list.error} />
      ) : !list.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Box
          role="status"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="gray.300"
          bg="white"
          rounded="md"
          p={{ base: '4', md: '6' }}
          textAlign="center"
        >
          <Text fontWeight="semibold" fontSize="lg">
            {t(`empty.${status}`)}
          </Text>
          {status === 'pending' && <Text color="gray.700">{t('emptyPendingHint')}</Text>}
        </Box>
      ) : (
        <Stack gap="3">
          <Text color="gray.700">
            {t('count', { count: rows.length })}
            {list.data.Truncated && ` · ${t('truncated')}`}
          </Text>
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t(`list.${status}`)}>
            {rows.map((r) => (
              <AccessRequestCard
                key={r.Id}
                request={r}
                onDecide={(approve) => setAsked({ request: r, approve })}
              />
            ))}
          </Stack>
        </Stack>
      )}
      {asked && (
        <DecideDialog
          request={asked.request}
          approve={asked.approve}
          busy={decide.isPending}
          onConfirm={() => decide.mutate(asked)}
          onClose={() => {
            if (!decide.isPending) setAsked(null);
          }}
        />
      )}
    </PageFrame>
  );
}
