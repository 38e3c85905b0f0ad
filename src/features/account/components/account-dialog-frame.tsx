/**
 * The frame of the account dialogs: centered, the spec's width (full width on phones), and a close
 * button that is disabled, with Escape ignored, while the dialog is forced. A click outside never
 * closes them: closing the data update signs the user out, which a stray tap must not do.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';

interface Props {
  title: string;
  /** The spec's width in px (spec 1 §9 Dialog widths). */
  width: number;
  closeLabel: string;
  /** The Force flag is set: the dialog cannot be closed without completing it. */
  forced: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function AccountDialogFrame({ title, width, closeLabel, forced, onClose, children }: Props) {
  useLazyRecipes();
  return (
    <Dialog.Root
      open
      placement="center"
      scrollBehavior="inside"
      closeOnEscape={!forced}
      closeOnInteractOutside={false}
      onOpenChange={(e) => !e.open && !forced && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '3' }}>
          <Dialog.Content maxW={`${width}px`} w="full" mx="0">
            <Dialog.Header pe="14">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={closeLabel} minW="11" minH="11" disabled={forced}>
                <Icon name="close" />
              </CloseButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
