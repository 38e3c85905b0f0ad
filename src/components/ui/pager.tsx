/**
 * Paging of a long list: "1–50 de 100", previous and next at 44 px (arrows only below 480 px,
 * named for screen readers), and how many rows a page shows (spec 3 §9: 25, 50, 100 or all). The
 * rows themselves come from lib/paging.
 */
import { Button, chakra, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type Page, type PageSize } from '../../lib/paging';
import { StrokeIcon } from './stroke-icon';

export interface PagerProps {
  page: Omit<Page<unknown>, 'rows'>;
  size: PageSize;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  /** Names the navigation landmark, e.g. "Páginas de órdenes". */
  label: string;
  /** Labels the page-size choice, e.g. "Órdenes por página". */
  sizeLabel: string;
  /**
   * More rows than `page.total` exist (a list counted by the server up to a limit): "1–50 de más
   * de 1000", and the page number without a count of pages.
   */
  more?: boolean;
}

const PREVIOUS = 'M15 6l-6 6 6 6';
const NEXT = 'M9 6l6 6-6 6';

export function Pager({ page, size, onPage, onSize, label, sizeLabel, more = false }: PagerProps) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  return (
    <Flex
      as="nav"
      aria-label={label}
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      py="1"
    >
      <Flex align="center" gap="2">
        <chakra.label htmlFor={sizeId} fontSize="md">
          {sizeLabel}
        </chakra.label>
        <NativeSelect.Root size="md" w="auto">
          <NativeSelect.Field
            id={sizeId}
            minH="11"
            bg="white"
            value={String(size)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onSize(value === 'all' ? 'all' : (Number(value) as PageSize));
            }}
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={String(s)}>
                {s === 'all' ? t('pager.all') : s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Text fontSize="md" aria-live="polite">
        {t(more ? 'pager.rangeMore' : 'pager.range', {
          from: page.from,
          to: page.to,
          total: page.total,
        })}
      </Text>
      {page.pageCount > 1 && (
        // On a phone the arrows go without their words, so "Página 10 de 12" still fits 360 px.
        <Flex align="center" gap="2">
          <Button
            variant="outline"
            minH="11"
            minW="11"
            px={{ base: '2', sm: '4' }}
            aria-label={t('pager.previous')}
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            <StrokeIcon path={PREVIOUS} />
            <chakra.span display={{ base: 'none', sm: 'inline' }}>
              {t('pager.previous')}
            </chakra.span>
          </Button>
          <Text fontSize="md" whiteSpace="nowrap">
            {more
              ? t('pager.page', { page: page.page })
              : t('pager.pageOf', { page: page.page, count: page.pageCount })}
          </Text>
          <Button
            variant="outline"
            minH="11"
            minW="11"
            px={{ base: '2', sm: '4' }}
            aria-label={t('pager.next')}
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            <chakra.span display={{ base: 'none', sm: 'inline' }}>{t('pager.next')}</chakra.span>
            <StrokeIcon path={NEXT} />
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
