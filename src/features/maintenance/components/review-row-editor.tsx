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
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

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
  const { registerPendingWrite } = ctx;
  useEffect(
    () =>
      registerPendingWrite(() => {
        if (typing.current) latest.current.flush(latest.current.comment);
      }),
    [registerPendingWrite],
  );

  const sideBlock = (s: Side) => {
    const mode = access[s];
    if (mode === 'hidden') return null;
    const editing = mode === 'edit' && s === side;
    const values = editing ? row.draft[s] : row.server[s];
    return (
      <Stack
        key={s}
        gap="2"
        bg={editing ? 'white' : 'gray.50'}
        p="2"
        rounded="sm"
        borderWidth={editing ? '2px' : '0'}
        borderColor="brand.solid"
      >
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" fontWeight="semibold">
            {t(`side.${s}`)}
          </Text>
          <ReviewStatusBadge status={values.status} />
          {editing && state?.edited && (
            <Badge colorPalette="blue" variant="solid" gap="1">
              <MaintenanceIcon name="edited" boxSize="3.5" />
              {t('review.edited')}
            </Badge>
          )}
        </Flex>
        {editing ? (
          <>
            <ReviewStatusButtons
              side={s}
              status={values.status}
              label={t('review.statusOf', { name: label })}
              onChange={(status) => {
                flush(comment);
                save(status, comment);
              }}
            />
            <Field.Root invalid={commentLength(comment) > REVIEW_COMMENT_MAX}>
              <Field.Label fontSize="sm">{t('review.comment')}</Field.Label>
              <Textarea
                value={comment}
                rows={2}
                bg="white"
                aria-label={t('review.commentOf', { name: label })}
                onChange={(e) => onType(e.target.value)}
                onBlur={() => flush(comment)}
              />
              <Field.HelperText alignSelf="end" aria-live="polite">
                {commentLength(comment)}/{REVIEW_COMMENT_MAX}
              </Field.HelperText>
            </Field.Root>
          </>
        ) : (
          <Text fontSize="sm" color={values.comment ? undefined : 'fg.muted'}>
            {values.comment || t('noComments')}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="2" aria-label={label} role="group">
      {locked && (
        <Flex>
          <LockedBadge />
        </Flex>
      )}
      {state?.kind === 'error' && (
        <Text role="alert" color="red.700" fontWeight="bold" fontSize="sm">
          {maintenanceMessage(state.error, lang)}
        </Text>
      )}
      <Stack gap="2" direction={{ base: 'column', md: 'row' }} align="stretch">
        {(['Pr', 'Tl'] as const)
          .filter((s) => access[s] !== 'hidden')
          .map((s) => (
            <Stack key={s} flex="1" minW="0">
              {sideBlock(s)}
            </Stack>
          ))}
      </Stack>
    </Stack>
  );
}
