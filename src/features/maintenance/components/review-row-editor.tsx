/**
 * The review of one group, antenna or the inventory site: both sides as rowFieldAccess allows,
 * the editing side with status buttons and a comment (≤ 120, with a counter), the row's error in
 * the spec's words, an "editado" mark and the lock mark. Every change is a draft on the device.
 */
import { Badge, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commentLength,
  inventorySiteState,
  isLocked,
  maintenanceMessage,
  REVIEW_COMMENT_MAX,
  rowEditState,
  rowFieldAccess,
  type ReviewStatusCode,
  type RowFieldAccess,
  type Side,
  type SideValues,
} from '../../../domain/maintenance';
import type { ReviewRowView } from '../review/order-review';
import { useOrderReviewContext } from '../review/review-context';
import { MaintenanceIcon } from './maintenance-icon';
import { LockedBadge, ReviewStatusBadge } from './review-sides';
import { ReviewStatusButtons } from './review-status-buttons';

const SAVE_DELAY_MS = 400;

export interface ReviewRowEditorProps {
  row: ReviewRowView;
  /** Names the row for assistive technology (group text, antenna number). */
  label: string;
}

export function ReviewRowEditor({ row, label }: ReviewRowEditorProps) {
  const { t, i18n } = useTranslation('maintenance');
  const ctx = useOrderReviewContext();
  const side = ctx.side;
  const locked = isLocked(row, ctx.orderStatus);
  const access: RowFieldAccess = rowFieldAccess(row, {
    isLessor: ctx.isLessor,
    mode: side ? ctx.mode : 'consult',
    orderStatus: ctx.orderStatus,
  });
  const stored = side ? row.draft[side].comment : '';
  const [comment, setComment] = useState(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setComment(stored);
  }, [stored]);

  const current = side ? { ...row.draft[side], comment } : null;
  const shown = side && current ? { ...row, draft: { ...row.draft, [side]: current } } : row;
  const antennas = ctx.model.review.inventory?.antennas ?? [];
  const state = side
    ? row.kind === 'inventory'
      ? inventorySiteState(shown, antennas, side)
      : rowEditState(shown, side)
    : null;
  const lang = i18n.language === 'en' ? 'en' : 'es';

  const save = (status: ReviewStatusCode | null, text: string) => {
    if (!side) return;
    void ctx.editRow(row, { status, comment: text } as SideValues<Side>);
  };
  const flush = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    typing.current = false;
    if (side && text !== row.draft[side].comment) save(row.draft[side].status, text);
  };
  const onType = (text: string) => {
    setComment(text);
    typing.current = true;
    ctx.markPending();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(text), SAVE_DELAY_MS);
  };
  // The order action writes a comment still within its save delay before it queues the order
  // (a tap on a button does not always blur the field first). It calls the latest flush, which
  // knows the row as last rendered.
  const latest = useRef({ flush, comment });
  useEffect(() => {
    latest.current = { flush, comment };
  });
  // Leaving the part (e.g. "Siguiente") within the save delay still writes what was typed.
  useEffect(
    () => () => {
      if (typing.current) latest.current.flush(latest.current.comment);
    },
    [],
  );
  const { registerPendingWrite } = ctx;
  useEffect(
    () =>
      registerPendingWrite(() => {
        if (typing.current) latest.current.flush(latest.current.comment);
      }),
    [registerPendingWrite],
  );

  const readOnlySide = (s: Side) => {
    const values = row.server[s];
    return (
      <Stack key={s} gap="1" bg="gray.50" px="3" py="2" rounded="md">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontSize="md" fontWeight="semibold">
            {t(`side.${s}`)}:
          </Text>
          <ReviewStatusBadge status={values.status} />
        </Flex>
        <Text fontSize="md" color={values.comment ? 'fg' : 'fg.muted'}>
          {values.comment || t('noComments')}
        </Text>
      </Stack>
    );
  };

  const editingBlock = (s: Side) => {
    const values = row.draft[s];
    const tooLong = commentLength(comment) > REVIEW_COMMENT_MAX;
    return (
      <Stack key={s} gap="3" p="3" rounded="md" borderWidth="2px" borderColor="brand.solid">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontSize="md" fontWeight="bold">
            {t('review.yours')} ({t(`side.${s}`)})
          </Text>
          <ReviewStatusBadge status={values.status} />
          {state?.edited && (
            <Badge colorPalette="blue" variant="solid" gap="1" fontSize="sm" px="2" py="1">
              <MaintenanceIcon name="edited" boxSize="4" />
              {t('review.edited')}
            </Badge>
          )}
        </Flex>
        <ReviewStatusButtons
          side={s}
          status={values.status}
          label={t('review.statusOf', { name: label })}
          onChange={(status) => {
            flush(comment);
            save(status, comment);
          }}
        />
        <Field.Root invalid={tooLong}>
          <Field.Label fontSize="md" fontWeight="semibold">
            {t('review.comment')}
          </Field.Label>
          <Textarea
            value={comment}
            rows={3}
            minH="24"
            w="full"
            px="3"
            py="2"
            fontSize="md"
            bg="white"
            borderColor="gray.500"
            aria-label={t('review.commentOf', { name: label })}
            onChange={(e) => onType(e.target.value)}
            onBlur={() => flush(comment)}
          />
          <Flex w="full" justify="space-between" gap="2" fontSize="sm" color="fg.muted">
            <Text>{t('review.commentHint', { max: REVIEW_COMMENT_MAX })}</Text>
            <Text aria-live="polite" color={tooLong ? 'red.700' : undefined} flexShrink={0}>
              {commentLength(comment)}/{REVIEW_COMMENT_MAX}
            </Text>
          </Flex>
        </Field.Root>
      </Stack>
    );
  };

  const sides = (['Pr', 'Tl'] as const).filter((s) => access[s] !== 'hidden');
  const editing = sides.filter((s) => access[s] === 'edit' && s === side);
  const others = sides.filter((s) => !editing.includes(s));

  return (
    <Stack gap="3" aria-label={label} role="group">
      {locked && (
        <Flex>
          <LockedBadge />
        </Flex>
      )}
      {state?.kind === 'error' && (
        <Flex role="alert" gap="2" align="center" color="red.800" fontWeight="bold" fontSize="md">
          <MaintenanceIcon name="close" />
          {maintenanceMessage(state.error, lang)}
        </Flex>
      )}
      {others.map(readOnlySide)}
      {editing.map(editingBlock)}
    </Stack>
  );
}
