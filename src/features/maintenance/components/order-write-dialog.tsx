/**
 * The frame of the online order dialogs (assign crew, reassign date, revert): the title with the
 * order, the order's summary, the form, the refusal or no-connection message, Cancelar and the
 * action button. Fits a 360-px screen; every button is a 44-px target.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../protocol/maintenance';

export interface OrderWriteDialogProps {
  title: string;
  order: OrderRow;
  /** Extra lines about the order (its crew, its date, what the revert does). */
  summary?: ReactNode;
  submitLabel: string;
  submitDisabled: boolean;
  saving: boolean;
  /** The server's refusal or the no-connection message. */
  message: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

export function OrderWriteDialog(props: OrderWriteDialogProps) {
  const { t } = useTranslation('maintenance');
  const formId = useId();
  const { order } = props;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && props.onClose()}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2">
          <Dialog.Content maxW="md" w="full" mx="0">
            <Dialog.Header pe="14">
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="1" fontSize="sm">
                  <Text fontWeight="semibold">
                    {t('dialogs.order', { order: order.AUFNR })} · {order.TXT30}
                  </Text>
                  <Text>
                    {order.FUNCT_LOC} · {order.DESCRIPT}
                  </Text>
                  {props.summary}
                </Stack>
                <form id={formId} noValidate onSubmit={props.onSubmit}>
                  <Stack gap="4">{props.children}</Stack>
                </form>
                {props.message && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{props.message}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" minH="11" onClick={props.onClose}>
                {t('dialogs.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                minH="11"
                disabled={props.submitDisabled}
                loading={props.saving}
              >
                {props.submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
