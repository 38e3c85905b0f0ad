/**
 * The non-electronic invoice panel (spec 2 §4, §5): the PDF (and an optional annex), the reference,
 * the invoice's date (this year, not after today), the amounts typed by hand — balance, IVA and
 * withholdings, the amount and total computed — and "Enviar factura": after the date window the
 * invoice is sent directly. Its id is made once per invoice and kept across retries, so a retry of
 * a send that did arrive is a duplicate, never a second invoice; a failure keeps what was typed and
 * lets the lessor send again.
 */
import { Alert, Button, Field, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import {
  lessorAmountMismatches,
  type AmountMismatch,
  type InvoiceAmounts,
} from '../../../domain/invoicing/amounts';
import { invoicingMessage, type RuleProblem } from '../../../domain/invoicing/messages';
import { parseAmount } from '../../../domain/invoicing/money';
import {
  invoiceDateProblem,
  mtTypedAmountsProblem,
  referenceProblem,
} from '../../../domain/invoicing/send';
import { showAlert } from '../../../lib/alert-store';
import { bytesToBase64, type ChosenFile } from '../lib/files';
import { newNonElectronicId } from '../lib/request';
import {
  EMPTY_TYPED,
  TYPED_FIELDS,
  typedInvoiceAmounts,
  type TypedAmounts,
} from '../lib/typed-amounts';
import { FilePicker } from './file-picker';
import type { SendInvoice } from './invoice-send';
import { langOf } from './lang';
import { ReferenceField } from './reference-field';
import { SendResult, useOutcomeOfError, type SendOutcome } from './send-result';
import { useFileChoice } from './use-file-choice';

export interface NonElectronicPanelProps {
  flow: 'periods' | 'mt';
  today: string;
  /** The periods' amounts (compared within the tolerance); null in the variable flow. */
  expected: InvoiceAmounts | null;
  windowProblem: () => RuleProblem | null;
  extraFields?: ReactNode;
  extraProblem?: RuleProblem | null;
  viewOnly: boolean;
  send: SendInvoice;
  onRegistered: () => void;
}

export function NonElectronicPanel(props: NonElectronicPanelProps) {
  useLazyRecipes();
  const { t, i18n } = useTranslation(['invoicePanel', 'messages']);
  const lang = langOf(i18n.language);
  const chooseFile = useFileChoice();
  const outcomeOf = useOutcomeOfError();
  const [pdf, setPdf] = useState<ChosenFile | null>(null);
  const [annex, setAnnex] = useState<ChosenFile | null>(null);
  const [errors, setErrors] = useState<Record<'pdf' | 'annex', string | null>>({
    pdf: null,
    annex: null,
  });
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(props.today);
  const [typed, setTyped] = useState<TypedAmounts>(EMPTY_TYPED);
  const [currency, setCurrency] = useState(props.expected?.MONEDA || 'MXN');
  // Made once per invoice, kept across retries (a retry is a duplicate, never a second invoice).
  const [invoiceId, setInvoiceId] = useState(() => newNonElectronicId());
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [mismatches, setMismatches] = useState<AmountMismatch[]>([]);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  const mutation = useMutation({
    mutationFn: (v: { amounts: InvoiceAmounts; key: string }) =>
      props.send(
        {
          electronic: false,
          id: invoiceId,
          reference,
          date,
          amounts: v.amounts,
          files: {
            PDFBase64: pdf ? bytesToBase64(pdf.bytes) : '',
            XMLBase64: '',
            PDFABase64: annex ? bytesToBase64(annex.bytes) : '',
          },
        },
        v.key,
      ),
  });

  const pick = async (kind: 'pdf' | 'annex', picked: File | undefined) => {
    const choice = await chooseFile('pdf', picked);
    if (!choice.ok && choice.error === null) return;
    setErrors((e) => ({ ...e, [kind]: choice.ok ? null : choice.error }));
    (kind === 'pdf' ? setPdf : setAnnex)(choice.ok ? choice.file : null);
  };

  const amounts = typedInvoiceAmounts(typed, currency);
  const year = props.today.slice(0, 4);
  const canSend =
    !props.viewOnly &&
    pdf !== null &&
    amounts !== null &&
    referenceProblem(reference) === null &&
    (props.extraProblem ?? null) === null &&
    date !== '' &&
    !mutation.isPending;

  const sendNow = () => {
    setTouched(true);
    if (!canSend || !amounts) return;
    setOutcome(null);
    setMismatches([]);
    const refusal =
      props.windowProblem() ??
      invoiceDateProblem(date, props.today) ??
      (props.flow === 'mt' ? (mtTypedAmountsProblem(amounts)?.problem ?? null) : null);
    const found =
      props.flow === 'mt'
        ? (mtTypedAmountsProblem(amounts)?.mismatches ?? [])
        : props.expected
          ? lessorAmountMismatches(amounts, props.expected)
          : [];
    const stop =
      refusal ?? (found.length > 0 ? { key: 'invoiceAmountsMismatch' as const, params: {} } : null);
    if (stop) {
      const text = invoicingMessage(stop, lang);
      setProblem(text);
      setMismatches(found);
      showAlert({ type: 'error', message: text });
      return;
    }
    setProblem(null);
    setOutcome({ kind: 'sending' });
    mutation.mutate(
      { amounts, key: crypto.randomUUID() },
      {
        onSuccess: (doc) => {
          setOutcome({ kind: 'registered', doc });
          // The next invoice is another one: a new id, and this one's files cannot go twice.
          setInvoiceId(newNonElectronicId());
          setPdf(null);
          setAnnex(null);
          props.onRegistered();
        },
        onError: (error) => setOutcome(outcomeOf(error)),
      },
    );
  };

  const disabled = props.viewOnly;
  const amountField = (field: (typeof TYPED_FIELDS)[number]) => (
    <Field.Root key={field} required invalid={touched && parseAmount(typed[field]) === null}>
      <Field.Label>{t(`amounts.${field}`)}</Field.Label>
      <Input
        minH="11"
        bg="white"
        inputMode="decimal"
        value={typed[field]}
        disabled={disabled}
        onChange={(e) => setTyped((v) => ({ ...v, [field]: e.target.value }))}
      />
    </Field.Root>
  );
  return (
    <Stack gap="4">
      {props.viewOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('viewOnly')}</Alert.Description>
        </Alert.Root>
      )}
      <FilePicker
        kind="pdf"
        label={t('files.pdf')}
        file={pdf}
        error={errors.pdf}
        required
        disabled={disabled}
        onChoose={(f) => void pick('pdf', f)}
        onRemove={() => setPdf(null)}
      />
      <FilePicker
        kind="pdf"
        label={t('files.annex')}
        file={annex}
        error={errors.annex}
        required={false}
        disabled={disabled}
        onChoose={(f) => void pick('annex', f)}
        onRemove={() => setAnnex(null)}
      />
      <ReferenceField
        value={reference}
        onChange={setReference}
        disabled={disabled}
        touched={touched}
      />
      <Field.Root required>
        <Field.Label>{t('nonElectronic.date')}</Field.Label>
        <Input
          type="date"
          minH="11"
          bg="white"
          min={`${year}-01-01`}
          max={props.today}
          value={date}
          disabled={disabled}
          onChange={(e) => setDate(e.target.value)}
        />
      </Field.Root>
      {props.extraFields}
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        {TYPED_FIELDS.map(amountField)}
        <Field.Root>
          <Field.Label>{t('nonElectronic.currency')}</Field.Label>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              minH="11"
              bg="white"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              <option value="MXN">MXN</option>
              <option value="USD">USD</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>
      <Grid templateColumns="minmax(0, auto) minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm">
        <Text color="gray.600">{t('amounts.MONTO')}</Text>
        <Text fontWeight="semibold">{amounts?.MONTO ?? '—'}</Text>
        <Text color="gray.600">{t('amounts.TOTAL')}</Text>
        <Text fontWeight="semibold">{amounts ? `${amounts.TOTAL} ${currency}` : '—'}</Text>
        {props.expected && (
          <>
            <Text color="gray.600">{t('details.toInvoice')}</Text>
            <Text>{`${props.expected.TOTAL} ${props.expected.MONEDA}`}</Text>
          </>
        )}
      </Grid>
      <Text fontSize="sm" color="gray.600" wordBreak="break-all">
        {t('nonElectronic.id', { id: invoiceId })}
      </Text>
      {touched && props.extraProblem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{invoicingMessage(props.extraProblem, lang)}</Alert.Description>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        minH="11"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        disabled={!canSend}
        loading={mutation.isPending}
        onClick={sendNow}
      >
        {t('nonElectronic.send')}
      </Button>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Description>{problem}</Alert.Description>
            {mismatches.map((m) => (
              <Text key={m.field} color="red.700" fontSize="sm">
                {t(`amounts.${m.field}`)}: {m.invoice} ≠ {m.expected}
              </Text>
            ))}
          </Stack>
        </Alert.Root>
      )}
      {outcome && <SendResult outcome={outcome} />}
    </Stack>
  );
}
