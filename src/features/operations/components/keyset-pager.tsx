/**
 * The pager of a list the server pages (the operations lists), drawn as the portal's pager is:
 * how many rows a page shows (25, 50 or 100: "all" of a million rows is not offered), the rows
 * shown ("Registros 51–100"), and previous and next at 44 px (arrows only below 480 px, named for
 * screen readers). The list's total is not counted, so the page says its number alone.
 */
import { Button, chakra, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { OPERATIONS_PAGE_SIZES, type OperationsPageSize } from '../../../protocol/operations';
import { pageNumberOf, rowRangeOf, type KeysetPages } from '../keyset-pages';

export interface KeysetPagerProps {
  pages: KeysetPages;
  /** The rows of the page shown. */
  rowsShown: number;
  /** Whether a page follows the one shown. */
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onSize: (size: OperationsPageSize) => void;
  /** Names the navigation landmark, e.g. "Páginas de Eventos". */
  label: string;
}

const PREVIOUS = 'M15 6l-6 6 6 6';
const NEXT = 'M9 6l6 6-6 6';

export function KeysetPager(props: KeysetPagerProps) {
  const { t } = useTranslation('operations');
  const { t: tc } = useTranslation('common');
  const sizeId = useId();
  const { pages, rowsShown, hasNext } = props;
  const page = pageNumberOf(pages);
  const range = rowRangeOf(pages, rowsShown);
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
          {t('perPage')}
        </chakra.label>
        <NativeSelect.Root size="md" w="auto">
          <NativeSelect.Field
            id={sizeId}
            minH="11"
            bg="white"
            value={String(pages.size)}
            onChange={(e) => {
              const size = OPERATIONS_PAGE_SIZES.find((s) => String(s) === e.currentTarget.value);
              if (size) props.onSize(size);
            }}
          >
            {OPERATIONS_PAGE_SIZES.map((s) => (
              <option key={s} value={String(s)}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Text fontSize="md" aria-live="polite">
        {t('pageRange', { from: range.from, to: range.to })}
      </Text>
      {(page > 1 || hasNext) && (
        // On a phone the arrows go without their words, so the page number still fits 360 px.
        <Flex align="center" gap="2">
          <Button
            variant="outline"
            minH="11"
            minW="11"
            px={{ base: '2', sm: '4' }}
            aria-label={tc('pager.previous')}
            disabled={page <= 1}
            onClick={props.onPrevious}
          >
            <StrokeIcon path={PREVIOUS} />
            <chakra.span display={{ base: 'none', sm: 'inline' }}>
              {tc('pager.previous')}
            </chakra.span>
          </Button>
          <Text fontSize="md" whiteSpace="nowrap">
            {t('pageNumber', { page })}
          </Text>
          <Button
            variant="outline"
            minH="11"
            minW="11"
            px={{ base: '2', sm: '4' }}
            aria-label={tc('pager.next')}
            disabled={!hasNext}
            onClick={props.onNext}
          >
            <chakra.span display={{ base: 'none', sm: 'inline' }}>{tc('pager.next')}</chakra.span>
            <StrokeIcon path={NEXT} />
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
