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

/** What a pager shows, however its list is paged (by page number here, by cursor elsewhere). */
export interface PagerLayoutProps {
  /** Names the navigation landmark, e.g. "Páginas de órdenes". */
  label: string;
  /** Labels the page-size choice, e.g. "Órdenes por página". */
  sizeLabel: string;
  sizes: readonly { value: string; text: string }[];
  size: string;
  onSize: (value: string) => void;
  /** The rows shown, e.g. "1–50 de 100". */
  range: string;
  /** The page's position, e.g. "Página 2 de 4"; null when there is one page (no arrows). */
  position: string | null;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The portal's pager as drawn: the page-size choice, the rows shown, and previous and next at
 * 44 px (arrows only below 480 px, named for screen readers).
 */
export function PagerLayout(props: PagerLayoutProps) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  return (
    <Flex
      as="nav"
      aria-label={props.label}
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      py="1"
    >
      <Flex align="center" gap="2">
        <chakra.label htmlFor={sizeId} fontSize="md">
          {props.sizeLabel}
        </chakra.label>
        <NativeSelect.Root size="md" w="auto">
          <NativeSelect.Field
            id={sizeId}
            minH="11"
            bg="white"
            value={props.size}
            onChange={(e) => props.onSize(e.currentTarget.value)}
          >
            {props.sizes.map((s) => (
              <option key={s.value} value={s.value}>
                {s.text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Text fontSize="md" aria-live="polite">
        {props.range}
      </Text>
      {props.position !== null && (
        // On a phone the arrows go without their words, so "Página 10 de 12" still fits 360 px.
        <Flex align="center" gap="2">
          <Button
            variant="outline"
            minH="11"
            minW="11"
            px={{ base: '2', sm: '4' }}
            aria-label={t('pager.previous')}
            disabled={!props.canPrevious}
            onClick={props.onPrevious}
          >
            <StrokeIcon path={PREVIOUS} />
            <chakra.span display={{ base: 'none', sm: 'inline' }}>
              {t('pager.previous')}
            </chakra.span>
          </Button>
          <Text fontSize="md" whiteSpace="nowrap">
            {props.position}
          </Text>
          <Button
            variant="outline"
            minH="11"
            minW="11"
            px={{ base: '2', sm: '4' }}
            aria-label={t('pager.next')}
            disabled={!props.canNext}
            onClick={props.onNext}
          >
            <chakra.span display={{ base: 'none', sm: 'inline' }}>{t('pager.next')}</chakra.span>
            <StrokeIcon path={NEXT} />
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

export function Pager({ page, size, onPage, onSize, label, sizeLabel, more = false }: PagerProps) {
  const { t } = useTranslation('common');
  return (
    <PagerLayout
      label={label}
      sizeLabel={sizeLabel}
      sizes={PAGE_SIZES.map((s) => ({
        value: String(s),
        text: s === 'all' ? t('pager.all') : String(s),
      }))}
      size={String(size)}
      onSize={(value) => onSize(value === 'all' ? 'all' : (Number(value) as PageSize))}
      range={t(more ? 'pager.rangeMore' : 'pager.range', {
        from: page.from,
        to: page.to,
        total: page.total,
      })}
      position={
        page.pageCount > 1
          ? more
            ? t('pager.page', { page: page.page })
            : t('pager.pageOf', { page: page.page, count: page.pageCount })
          : null
      }
      canPrevious={page.page > 1}
      canNext={page.page < page.pageCount}
      onPrevious={() => onPage(page.page - 1)}
      onNext={() => onPage(page.page + 1)}
    />
  );
}
