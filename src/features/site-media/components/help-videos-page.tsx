/**
 * /admin_help: the help video of each page that offers help (spec 1 §2.7), shipped or replaced,
 * each replaceable with a WebM or MP4 video of at most 10,000,000 bytes and restorable to the
 * shipped one. Users get the new video the next time they open the page's help.
 */
import { Alert, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpVideoProblem, sniffHelpVideo } from '../../../domain/site-media';
import { dataUrlBytes } from '../../../domain/statement-admin';
import { showAlert } from '../../../lib/alert-store';
import { formatDateTime } from '../../../lib/date-format';
import { menuTitle } from '../../../lib/text-keys';
import type { HelpVideoItem } from '../../../protocol/site-media';
import {
  helpVideosKey,
  helpVideosQueryOptions,
  readAsDataUrl,
  replaceHelpVideo,
  restoreHelpVideo,
} from '../api/site-media-api';
import { MediaCard } from './media-card';

export function HelpVideosPage() {
  const { t } = useTranslation(['siteMedia', 'messages']);
  const list = useQuery(helpVideosQueryOptions());
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('help.title')}
      </Heading>
      <Text color="gray.700" maxW="4xl">
        {t('help.intro')}
      </Text>
      {list.error && !list.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !list.data ? (
        <Spinner aria-label={t('loading')} alignSelf="center" />
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          listStyleType="none"
          p="0"
          m="0"
        >
          {list.data.map((v) => (
            <HelpVideoCard key={v.Path} video={v} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function HelpVideoCard({ video }: { video: HelpVideoItem }) {
  const { t } = useTranslation(['siteMedia', 'messages', 'menu']);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const page = t(menuTitle(video.TitleKey), { ns: 'menu' });
  const done = async (message: string | null) => {
    setError(null);
    showAlert({ type: 'success', message: message ?? t('done') });
    await queryClient.invalidateQueries({ queryKey: helpVideosKey });
  };
  const failed = (e: Error) => setError(e.message || t('messages:actionFailed'));
  const replace = useMutation({
    mutationFn: async (file: File) => {
      // The size first: a file far too large is not read into memory at all.
      const early = file.size > 0 ? helpVideoProblem('webm', file.size) : null;
      if (early) throw new Error(t(`messages:${early}`));
      const url = await readAsDataUrl(file);
      const bytes = dataUrlBytes(url);
      const problem = helpVideoProblem(bytes ? sniffHelpVideo(bytes) : null, file.size);
      if (problem) throw new Error(t(`messages:${problem}`));
      return replaceHelpVideo(video.Path, url);
    },
    onSuccess: done,
    onError: failed,
  });
  const restore = useMutation({
    mutationFn: () => restoreHelpVideo(video.Path),
    onSuccess: done,
    onError: failed,
  });
  return (
    <MediaCard
      title={page}
      pickLabel={t('help.pick', { page })}
      accept="video/webm,video/mp4"
      busy={replace.isPending || restore.isPending}
      canRestore={video.Custom}
      restoreLabel={t('help.restoreOf', { page })}
      error={error}
      onPick={(f) => replace.mutate(f)}
      onRestore={() => restore.mutate()}
    >
      <Text fontSize="sm" color="gray.700">
        {video.Custom && video.ModifiedDate
          ? t('help.replaced', {
              by: video.ModifiedBy ?? '—',
              date: formatDateTime(video.ModifiedDate),
              size: ((video.Size ?? 0) / 1_000_000).toFixed(1),
            })
          : t('help.original')}
      </Text>
      <Link
        href={`${import.meta.env.BASE_URL}${video.File}`}
        target="_blank"
        rel="noopener"
        minH="11"
        display="inline-flex"
        alignItems="center"
        alignSelf="flex-start"
        color="brand.fg"
        textDecoration="underline"
      >
        {t('help.watch', { page })}
      </Link>
    </MediaCard>
  );
}
