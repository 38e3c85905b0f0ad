/**
 * The frame of the administration dialogs (users, suppliers and lessors): a fixed width from
 * tablets up, the whole screen on phones, a title that wraps, a touch-sized close button.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query';

export interface DialogFrameProps {
  title: string;
  /** The width from tablets up, in px (spec 1 §9: user 1000, search 800; spec 2 §2: supplier 800). */
  width: number;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

export function DialogFrame(props: DialogFrameProps) {
  const { t } = useTranslation('common');
  const phone = !useMediaQuery('(min-width: 640px)');
  return (
    <Dialog.Root
      open
      role={props.role ?? 'dialog'}
      onOpenChange={(e) => !e.open && props.onClose()}
      placement="center"
      size={phone ? 'full' : 'lg'}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={phone ? '0' : '3'}>
          <Dialog.Content {...(phone ? {} : { maxW: `${props.width}px`, w: 'full' })}>
            <Dialog.Header pe="14">
              <Dialog.Title wordBreak="break-word">{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            {props.footer && (
              <Dialog.Footer flexWrap="wrap" gap="2">
                {props.footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
