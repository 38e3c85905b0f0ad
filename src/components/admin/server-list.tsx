/**
 * What the administration lists paged by the server share (communiqués, suppliers and lessors,
 * crews, regions, clients; spec 3 §9: 50 rows a page, 25 / 50 / 100 / all): the free-text filter
 * sent once typing pauses, and the list's body (the failure in words, the spinner, "no records",
 * the rows and the pager with "1–50 de 100"). Each page keeps its own filters, rows and dialogs.
 */
import { Alert, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { PageSize } from '../../lib/paging';
import { Pager } from '../ui/pager';

/** The page sizes the list calls take: 0 is "all". */
export type ServerPageSize = 0 | 25 | 50 | 100;

export interface ServerListParams {
  /** The free-text filter. */
  text: string;
  page: number;
  pageSize: ServerPageSize;
}

/** The search is sent once typing pauses, not on every key. */
const TEXT_DELAY_MS = 300;

/**
 * The list's parameters and the free text as typed: a change of the text reaches the parameters
 * (back on page 1) once typing pauses.
 */
export function useServerListParams<P extends ServerListParams>(first: P) {
  const [params, setParams] = useState<P>(first);
  const [text, setText] = useState(first.text);
  useEffect(() => {
    if (text === params.text) return undefined;
    const timer = setTimeout(() => setParams((p) => ({ ...p, text, page: 1 })), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.text]);
  return { params, setParams, text, setText };
}

/** The free-text filter's field. */
export function ListFilterText({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (text: string) => void;
}) {
  return (
    <Field.Root flex="1" minW={{ base: 'full', sm: '56' }} maxW="md">
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        bg="white"
        minH="11"
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field.Root>
  );
}

/** The pager's numbers for a page of `shown` rows out of `total` (size 0 is one page of all). */
export function serverPage(page: number, pageSize: ServerPageSize, shown: number, total: number) {
  const pageCount = pageSize === 0 ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const from = shown === 0 ? 0 : pageSize === 0 ? 1 : (page - 1) * pageSize + 1;
  return { page, pageCount, from, to: from === 0 ? 0 : from + shown - 1, total };
}

const toPagerSize = (s: ServerPageSize): PageSize => (s === 0 ? 'all' : s);
const fromPagerSize = (s: PageSize): ServerPageSize => (s === 'all' ? 0 : s);

export interface ServerListBodyProps<T, P extends ServerListParams> {
  list: { data?: { List: T[]; Total: number }; error: Error | null; isFetching: boolean };
  params: P;
  onParams: (update: (p: P) => P) => void;
  labels: {
    loading: string;
    loadFailed: string;
    empty: string;
    /** Names the pager's landmark, e.g. "Páginas de comunicados". */
    pager: string;
    pagerSize: string;
  };
  /** The rows as a table or cards. */
  children: (rows: T[]) => ReactNode;
}

export function ServerListBody<T, P extends ServerListParams>({
  list,
  params,
  onParams,
  labels,
  children,
}: ServerListBodyProps<T, P>) {
  const data = list.data;
  if (list.error && !data)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{list.error.message || labels.loadFailed}</Alert.Description>
      </Alert.Root>
    );
  if (!data) return <Spinner aria-label={labels.loading} alignSelf="center" />;
  return (
    <Stack gap="3" aria-busy={list.isFetching}>
      {data.List.length === 0 ? <Text>{labels.empty}</Text> : children(data.List)}
      <Pager
        label={labels.pager}
        sizeLabel={labels.pagerSize}
        page={serverPage(params.page, params.pageSize, data.List.length, data.Total)}
        size={toPagerSize(params.pageSize)}
        onPage={(page) => onParams((p) => ({ ...p, page }))}
        onSize={(s) => onParams((p) => ({ ...p, pageSize: fromPagerSize(s), page: 1 }))}
      />
    </Stack>
  );
}
