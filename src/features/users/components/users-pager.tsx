/**
 * Paging of the user table (spec 1 §9): 50 rows by default, 25 / 50 / 100 / all; the server pages,
 * and counts the matching users up to a limit, past which the table says "más de …" of both users
 * and pages: "Siguiente" then follows the server's next page.
 */
import { Button, chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { USER_PAGE_SIZES } from '../../../protocol/user-admin';
import type { UserListParams } from '../api/user-list-query';

export interface UsersPagerProps {
  page: number;
  pageSize: UserListParams['pageSize'];
  total: number;
  /** More users match than `total`. */
  totalMore: boolean;
  /** The server has a page after this one. */
  hasNext: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: UserListParams['pageSize']) => void;
}

export function UsersPager({
  page,
  pageSize,
  total,
  totalMore,
  hasNext,
  onPage,
  onPageSize,
}: UsersPagerProps) {
  const { t } = useTranslation('users');
  const pages = pageSize === 0 ? 1 : Math.max(1, Math.ceil(total / pageSize));
  // Past the count's limit: more pages than those it fills, and more than this one.
  const pagesAtLeast = Math.max(pages, page);
  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <HStack gap="2">
        <chakra.label htmlFor="user-page-size" fontSize="sm">
          {t('pager.rows')}
        </chakra.label>
        <NativeSelect.Root width="28">
          <NativeSelect.Field
            id="user-page-size"
            bg="white"
            value={String(pageSize)}
            onChange={(e) => onPageSize(Number(e.target.value) as UserListParams['pageSize'])}
          >
            {USER_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size === 0 ? t('pager.all') : size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        <Text fontSize="sm" role="status">
          {totalMore
            ? t('pager.positionMore', { page, pages: pagesAtLeast, total })
            : t('pager.position', { page, pages, total })}
        </Text>
        <Button variant="outline" minH="11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button variant="outline" minH="11" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
