/**
 * /admin_banner: the banners of the home page now (the image of every communiqué running today,
 * in the carousel's order), each replaceable with a new image (png, gif or jpeg, at most
 * 3,000,000 bytes) and, when it was shipped with the portal, restorable to the original.
 */
import { Alert, Heading, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dataUrlBytes,
  sniffStatementFile,
  statementFileProblem,
} from '../../../domain/statement-admin';
import { showAlert } from '../../../lib/alert-store';
import type { BannerItem } from '../../../protocol/site-media';
import {
  bannersKey,
  bannersQueryOptions,
  readAsDataUrl,
  replaceBanner,
  restoreBanner,
} from '../api/site-media-api';
import { MediaCard } from './media-card';

export function BannersPage() {
  const { t } = useTranslation(['siteMedia', 'messages']);
  const list = useQuery(bannersQueryOptions());
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('banners.title')}
      </Heading>
      <Text color="gray.700" maxW="4xl">
        {t('banners.intro')}
      </Text>
      {list.error && !list.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !list.data ? (
        <Spinner aria-label={t('loading')} alignSelf="center" />
      ) : list.data.length === 0 ? (
        <Text>{t('banners.empty')}</Text>
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          listStyleType="none"
          p="0"
          m="0"
        >
          {list.data.map((b) => (
            <BannerCard key={b.Id} banner={b} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function BannerCard({ banner }: { banner: BannerItem }) {
  const { t } = useTranslation(['siteMedia', 'messages']);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const done = async (message: string | null) => {
    setError(null);
    showAlert({ type: 'success', message: message ?? t('done') });
    await queryClient.invalidateQueries({ queryKey: bannersKey });
  };
  const failed = (e: Error) => setError(e.message || t('messages:actionFailed'));
  const replace = useMutation({
    mutationFn: async (file: File) => {
      const url = await readAsDataUrl(file);
      const bytes = dataUrlBytes(url);
      const problem = statementFileProblem(
        'image',
        bytes ? sniffStatementFile(bytes) : null,
        file.size,
      );
      if (problem) throw new Error(t(`messages:${problem}`));
      return replaceBanner(banner.Id, url);
    },
    onSuccess: done,
    onError: failed,
  });
  const restore = useMutation({
    mutationFn: () => restoreBanner(banner.Id),
    onSuccess: done,
    onError: failed,
  });
  const audience =
    banner.ForLessor && banner.ForSupplier
      ? t('audience.both')
      : banner.ForLessor
        ? t('audience.lessor')
        : banner.ForSupplier
          ? t('audience.supplier')
          : t('audience.everyone');
  return (
    <MediaCard
      title={banner.Name}
      pickLabel={t('banners.pick', { name: banner.Name })}
      accept="image/png,image/gif,image/jpeg"
      busy={replace.isPending || restore.isPending}
      canRestore={banner.HasDefault && !banner.IsDefault}
      restoreLabel={t('banners.restoreOf', { name: banner.Name })}
      error={error}
      onPick={(f) => replace.mutate(f)}
      onRestore={() => restore.mutate()}
    >
      {banner.ImageFile ? (
        <Image
          src={banner.ImageFile}
          alt={t('banners.preview', { name: banner.Name })}
          w="full"
          aspectRatio={2}
          objectFit="contain"
          bg="gray.100"
          rounded="md"
        />
      ) : (
        <Text color="fg.muted">{t('banners.noImage')}</Text>
      )}
      <Text fontSize="sm" color="gray.700">
        {audience}
        {banner.ForLessor && ` · ${banner.AllRegion ? t('allRegions') : banner.Regions.join(', ')}`}
        {' · '}
        {banner.HasDefault
          ? banner.IsDefault
            ? t('banners.original')
            : t('banners.replaced')
          : t('banners.uploaded')}
      </Text>
    </MediaCard>
  );
}
