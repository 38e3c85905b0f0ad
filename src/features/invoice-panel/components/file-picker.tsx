/**
 * One invoice file picker (spec 2 §5 "Files"): a native file input, so a phone offers its files,
 * camera roll and cloud drives; the chosen file's name and size, a 44 px remove button, and the
 * reason a file was not taken.
 */
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenFile, InvoiceFileKind } from '../lib/files';

export interface FilePickerProps {
  kind: InvoiceFileKind;
  label: string;
  file: ChosenFile | null;
  error: string | null;
  required: boolean;
  disabled?: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}

const ACCEPT: Readonly<Record<InvoiceFileKind, string>> = {
  xml: '.xml,text/xml,application/xml',
  pdf: '.pdf,application/pdf',
};

export function FilePicker(props: FilePickerProps) {
  const { t } = useTranslation(['invoicePanel', 'messages']);
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (input.current) input.current.value = '';
    props.onRemove();
  };
  return (
    <Field.Root required={props.required} invalid={props.error !== null}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        ref={input}
        type="file"
        minH="11"
        py="2"
        bg="white"
        accept={ACCEPT[props.kind]}
        disabled={props.disabled}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          props.onChoose(chosen);
          // The same file may be picked again after a change (e.g. after a duplicate).
          e.target.value = '';
        }}
      />
      {props.file ? (
        <HStack gap="2" w="full" justify="space-between" wrap="wrap">
          <Text fontSize="sm" wordBreak="break-all">
            {props.file.name} ·{' '}
            {t('files.bytes', { size: props.file.size.toLocaleString('es-MX') })}
          </Text>
          <Button size="sm" minH="11" variant="ghost" onClick={remove} disabled={props.disabled}>
            {t('files.remove', { file: props.label })}
          </Button>
        </HStack>
      ) : (
        <Field.HelperText>
          {props.required ? t('messages:placeholderFile', { file: props.label }) : t('files.none')}
        </Field.HelperText>
      )}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
