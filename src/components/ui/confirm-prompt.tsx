/**
 * An inline confirmation for a destructive action: the question, then "Cancelar" and the red
 * confirming button, apart. Shown in place of the content it asks about (inside a dialog that
 * already holds focus), announced as an alert dialog.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface ConfirmPromptProps {
  /** The question, e.g. "¿Está seguro de eliminar el archivo acta.pdf?". */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmPrompt(props: ConfirmPromptProps) {
  const id = useId();
  return (
    <Stack
      gap="4"
      role="alertdialog"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="red.300"
      bg="red.50"
      rounded="md"
      p="4"
    >
      <Text id={id} fontSize="lg" fontWeight="medium">
        {props.message}
      </Text>
      <Stack direction="row" gap="3" justify="space-between" wrap="wrap">
        <Button variant="outline" minH="11" px="5" bg="white" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button colorPalette="red" minH="11" px="5" loading={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
