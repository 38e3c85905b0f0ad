/**
 * Reasignar fecha (spec 3 §4.6, §5.3): a date within reassignmentWindow (six months around the
 * scheduled date, never before today), a time between 08:00 and 20:00 labelled CST, the field
 * errors of reassignmentErrors, and api/UpdateOrderMP with start_cons and strttimcon HH:MM:00.
 */
import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  reassignmentWindow,
  TIME_ZONE_LABEL,
  WORKING_HOURS,
  type CalendarDate,
} from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import { updateOrder } from '../api/order-writes';
import { useOrderWrite } from '../hooks/use-order-write';
import { messageLanguage } from '../lib/message-language';
import { reassignmentBody, scheduledDateOf } from '../lib/order-write-bodies';
import {
  displayDate,
  reassignmentResolver,
  type ReassignValues,
} from '../lib/reassignment-resolver';
import { OrderWriteDialog } from './order-write-dialog';

export interface ReassignDateDialogProps {
  order: OrderRow;
  onClose: () => void;
}

export function ReassignDateDialog({ order, onClose }: ReassignDateDialogProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = messageLanguage(i18n.language);
  const today = format(new Date(), 'yyyy-MM-dd');
  const scheduled: CalendarDate = scheduledDateOf(order) ?? today;
  const range = reassignmentWindow(scheduled, today);
  const resolver = reassignmentResolver(scheduled, today, lang);
  const form = useForm<ReassignValues>({
    resolver,
    defaultValues: { date: '', time: '' },
  });
  const write = useOrderWrite({
    send: (values: ReassignValues) =>
      updateOrder(reassignmentBody(order, values.date, values.time)),
    successMessage: t('dialogs.dateReassigned', { order: order.AUFNR }),
    onDone: onClose,
  });
  const { errors } = form.formState;

  return (
    <OrderWriteDialog
      title={t('actions.reassignDate')}
      order={order}
      summary={
        <>
          <Text>
            {t('dialogs.scheduled')}: {displayDate(scheduled)} {order.FSAVZ.slice(0, 5)}{' '}
            {TIME_ZONE_LABEL}
          </Text>
          <Text>
            {range
              ? t('dialogs.window', { min: displayDate(range.min), max: displayDate(range.max) })
              : t('dialogs.noWindow')}
          </Text>
        </>
      }
      submitLabel={t('dialogs.save')}
      submitDisabled={range === null || !write.online}
      saving={write.saving}
      message={write.message}
      onSubmit={form.handleSubmit((values) => write.submit(values))}
      onClose={onClose}
    >
      <Field.Root required invalid={errors.date !== undefined} disabled={range === null}>
        <Field.Label>{t('dialogs.date')}</Field.Label>
        <Input
          type="date"
          minH="11"
          bg="white"
          min={range?.min}
          max={range?.max}
          {...form.register('date')}
        />
        <Field.ErrorText>{errors.date?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={errors.time !== undefined} disabled={range === null}>
        <Field.Label>{t('dialogs.time')}</Field.Label>
        <HStack gap="2">
          <Input
            type="time"
            minH="11"
            bg="white"
            min={WORKING_HOURS.from}
            max={WORKING_HOURS.to}
            flex="1"
            {...form.register('time')}
          />
          <Text fontWeight="semibold">{TIME_ZONE_LABEL}</Text>
        </HStack>
        <Field.HelperText>
          {t('dialogs.workingHours', { from: WORKING_HOURS.from, to: WORKING_HOURS.to })}
        </Field.HelperText>
        <Field.ErrorText>{errors.time?.message}</Field.ErrorText>
      </Field.Root>
    </OrderWriteDialog>
  );
}
