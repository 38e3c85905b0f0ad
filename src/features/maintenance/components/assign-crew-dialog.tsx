/**
 * Asignar cuadrilla (spec 3 §4.6): the order and its current crew, a required crew of the order's
 * company, the blocked-assignment message for a Confirmado order scheduled before today, and
 * api/UpdateOrderMP with work_cntr (and user_st '02' for a Confirmado order).
 */
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { crewAssignmentBlock, maintenanceMessage } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import { useSessionState } from '../../../lib/session/use-session';
import { updateOrder } from '../api/order-writes';
import { useOrderWrite } from '../hooks/use-order-write';
import { crewOptions } from '../lib/crew-options';
import { messageLanguage } from '../lib/message-language';
import { crewAssignmentBody, scheduledDateOf } from '../lib/order-write-bodies';
import { OrderWriteDialog } from './order-write-dialog';

export interface AssignCrewDialogProps {
  order: OrderRow;
  onClose: () => void;
}

export function AssignCrewDialog({ order, onClose }: AssignCrewDialogProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = messageLanguage(i18n.language);
  const session = useSessionState((s) => s.session);
  const crews = useMemo(() => crewOptions(session, order.BUKRS), [session, order.BUKRS]);
  const today = format(new Date(), 'yyyy-MM-dd');
  const scheduled = scheduledDateOf(order);
  const block = scheduled ? crewAssignmentBlock(order.STATUS, scheduled, today) : null;
  const schema = useMemo(
    () =>
      v.object({
        crew: v.pipe(v.string(), v.minLength(1, maintenanceMessage('required', lang))),
      }),
    [lang],
  );
  const form = useForm<v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: { crew: '' },
  });
  const write = useOrderWrite({
    send: (crew: string) => updateOrder(crewAssignmentBody(order, crew)),
    successMessage: t('dialogs.crewAssigned', { order: order.AUFNR }),
    onDone: onClose,
  });
  const error = form.formState.errors.crew?.message;

  return (
    <OrderWriteDialog
      title={t('actions.assignCrew')}
      order={order}
      summary={
        <Text>
          {t('dialogs.currentCrew')}: {order.WORK_CNTR || t('noCrew')}
        </Text>
      }
      submitLabel={t('dialogs.save')}
      submitDisabled={block !== null || !write.online}
      saving={write.saving}
      message={block ? maintenanceMessage(block, lang) : write.message}
      onSubmit={form.handleSubmit((values) => write.submit(values.crew))}
      onClose={onClose}
    >
      <Field.Root required invalid={error !== undefined} disabled={block !== null}>
        <Field.Label>{t('dialogs.crew')}</Field.Label>
        <NativeSelect.Root size="md">
          <NativeSelect.Field minH="11" bg="white" {...form.register('crew')}>
            <option value="">{t('dialogs.chooseCrew')}</option>
            {crews.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {crews.length === 0 && <Field.HelperText>{t('dialogs.noCrews')}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </OrderWriteDialog>
  );
}
