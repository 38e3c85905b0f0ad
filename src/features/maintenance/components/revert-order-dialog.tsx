/**
 * Revertir (spec 3 §4.4): what the revert does (status 06 takes RETL, 07 VATL, and the order goes
 * back to VAPR), a required comment — Revertir stays disabled until canRevert — and
 * api/reverseOrderStatusMP.
 */
import { Field, Text, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  canRevert,
  maintenanceMessage,
  planRevert,
  REVERTED_ORDER_STATUS,
  revertReviewStatus,
} from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import { revertOrder } from '../api/order-writes';
import { useOrderWrite } from '../hooks/use-order-write';
import { messageLanguage } from '../lib/message-language';
import { revertBody } from '../lib/order-write-bodies';
import { OrderWriteDialog } from './order-write-dialog';

export interface RevertOrderDialogProps {
  order: OrderRow;
  onClose: () => void;
}

/** The longest comment the server accepts. */
const COMMENT_MAX = 500;

export function RevertOrderDialog({ order, onClose }: RevertOrderDialogProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = messageLanguage(i18n.language);
  const schema = useMemo(
    () =>
      v.object({
        comment: v.pipe(
          v.string(),
          v.check(canRevert, maintenanceMessage('fieldRequired', lang)),
          v.maxLength(COMMENT_MAX),
        ),
      }),
    [lang],
  );
  const form = useForm<v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: { comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const plan = planRevert(order.STATUS, comment);
  const write = useOrderWrite({
    send: (text: string) => revertOrder(revertBody(order, text)),
    successMessage: t('dialogs.reverted', { order: order.AUFNR }),
    onDone: onClose,
  });
  const notRevertible = !plan.ok && plan.error === 'notRevertible';
  const error = form.formState.errors.comment?.message;
  const review = revertReviewStatus(order.STATUS);

  return (
    <OrderWriteDialog
      title={t('actions.revert')}
      order={order}
      summary={
        <Text>
          {t('dialogs.revertEffect', {
            review: t(`reviewStatus.${review}`),
            next: t(`reviewStatus.${REVERTED_ORDER_STATUS}`),
          })}
        </Text>
      }
      submitLabel={t('actions.revert')}
      submitDisabled={!plan.ok || !write.online}
      saving={write.saving}
      message={notRevertible ? t('dialogs.notRevertible') : write.message}
      onSubmit={form.handleSubmit((values) => write.submit(values.comment))}
      onClose={onClose}
    >
      <Field.Root required invalid={error !== undefined}>
        <Field.Label>{t('dialogs.comments')}</Field.Label>
        <Textarea
          rows={4}
          maxLength={COMMENT_MAX}
          bg="white"
          autoresize
          {...form.register('comment')}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </OrderWriteDialog>
  );
}
