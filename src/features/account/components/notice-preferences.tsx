/**
 * The profile's mail switches: one per kind of notice — invoice registered, invoice
 * paid, payment complement due, complement refused, change at the SAT — each saved on its own as
 * the user flips it; a kind turned off sends the user nothing.
 */
import { Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import { showAlert } from '../../../lib/alert-store';
import { NOTICE_KINDS, type NoticeKind } from '../../../protocol/sat-watch';
import { noticePreferencesQueryOptions, saveNoticePreference } from '../api/notice-preferences';

export function NoticePreferences() {
  const { t } = useTranslation('account');
  useLazyRecipes();
  const queryClient = useQueryClient();
  const prefs = useQuery(noticePreferencesQueryOptions());
  const save = useMutation({
    mutationFn: ({ kind, enabled }: { kind: NoticeKind; enabled: boolean }) =>
      saveNoticePreference(kind, enabled),
    onSuccess: (answer) => {
      queryClient.setQueryData(noticePreferencesQueryOptions().queryKey, answer);
      if (answer.Message) showAlert({ type: 'success', message: answer.Message });
    },
    onError: (e) => showAlert({ type: 'error', message: e.message }),
  });
  const enabled = (kind: NoticeKind) => prefs.data?.find((p) => p.Kind === kind)?.Enabled ?? true;

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {t('notices.title')}
      </Fieldset.Legend>
      <Fieldset.HelperText>{t('notices.help')}</Fieldset.HelperText>
      {prefs.error ? (
        <Text color="fg.error">{t('notices.loadFailed')}</Text>
      ) : (
        <Stack gap="1" mt="2">
          {NOTICE_KINDS.map((kind) => (
            <Switch.Root
              key={kind}
              checked={enabled(kind)}
              disabled={prefs.isPending || save.isPending}
              onCheckedChange={(e) => save.mutate({ kind, enabled: e.checked })}
              minH="11"
              alignItems="center"
              gap="3"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontWeight="normal">{t(`notices.kind.${kind}`)}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
