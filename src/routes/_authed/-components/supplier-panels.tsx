/**
 * Composes the supplier invoice pages with the invoice panels they share with the lessor's
 * (src/features/invoice-panel): the electronic panel in its receipts flow (the duplicate id asked
 * of InvoiceValidateIDReceipt), the PDF picker with the file rules, and the send's result item.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElectronicPanel } from '../../../features/invoice-panel/components/electronic-panel';
import { FilePicker } from '../../../features/invoice-panel/components/file-picker';
import {
  SendResult,
  useOutcomeOfError,
} from '../../../features/invoice-panel/components/send-result';
import { useFileChoice } from '../../../features/invoice-panel/components/use-file-choice';
import { bytesToBase64, type ChosenFile } from '../../../features/invoice-panel/lib/files';
import type {
  PdfPickerInput,
  SupplierPanels,
} from '../../../features/supplier-invoicing/lib/panels';

function PdfPicker(input: PdfPickerInput) {
  const { t } = useTranslation('invoicePanel');
  const chooseFile = useFileChoice();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (picked: File | undefined) => {
    const choice = await chooseFile('pdf', picked);
    if (!choice.ok && choice.error === null) return;
    setError(choice.ok ? null : choice.error);
    setFile(choice.ok ? choice.file : null);
    input.onChange(
      choice.ok ? { name: choice.file.name, base64: bytesToBase64(choice.file.bytes) } : null,
    );
  };
  return (
    <FilePicker
      kind="pdf"
      label={input.label || t('files.pdf')}
      file={file}
      error={error}
      required={input.required}
      disabled={input.disabled}
      onChoose={(f) => void choose(f)}
      onRemove={() => {
        setFile(null);
        input.onChange(null);
      }}
    />
  );
}

export const supplierPanels: SupplierPanels = {
  electronic: (input) => <ElectronicPanel flow="receipts" expected={null} {...input} />,
  pdfPicker: (input) => <PdfPicker {...input} />,
  result: (outcome) => <SendResult outcome={outcome} />,
  useOutcomeOfError,
};
