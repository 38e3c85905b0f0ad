/**
 * The supplier's non-electronic invoice (spec 2 §2 screen 8; /proveedor_factura_no_electronica):
 * the PDF, the invoice typed by hand — number, date (this year), issuer and acquirer tax ids and
 * names (the user's assigned ones), subtotal, tax, withholdings, the computed total, currency —
 * locked by "Seleccionar" (then "Editar" unlocks it and clears the results); then the receipts
 * search by order type or number, the receipts to choose (the typed currency decides which), the
 * withholdings panel and the totals against the typed invoice. Send is enabled only with receipts
 * chosen and every amount within tolerance; after the date window the invoice goes at once, with
 * an id kept across retries. After a send the choice resets and the form locks for a second.
 *
 * With party 'lessor' it is the lessor receipt variant (/arrendador_factura_no_electronica?flow=
 * receipts): the lessor's receipts (company and lessor only, shown once the form is selected),
 * sent as InvoiceReceiptLessor with FACTURA_D_T of the chosen lines and the lessor's date window.
 */
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/invoicing/form-fields';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { invoicingMessage } from '../../../domain/invoicing/messages';
import { invoicingWindowProblem, mexicoCityToday } from '../../../domain/invoicing/window';
import { RoleName } from '../../../domain/roles';
import {
  NON_ELECTRONIC_CURRENCIES,
  nonElectronicFormProblems,
  supplierMessage,
  supplierSendEnabled,
} from '../../../domain/supplier-invoicing';
import type { ReceiptsPageProps } from './electronic-page';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import { sendLessorReceiptInvoice, sendReceiptInvoice } from '../api/send-receipt-invoice';
import {
  formReady,
  formTotal,
  newNonElectronicId,
  taxIdProblems,
  type SupplierNonElectronicForm,
} from '../lib/non-electronic-form';
import type { PickedPdf, SendOutcome } from '../lib/panels';
import { lessorReceiptInvoiceBody, receiptInvoiceBody } from '../lib/receipt-invoice';
import { ReceiptTotalsPanel } from './receipt-totals';
import { ReceiptsResults } from './receipts-results';
import { ReceiptsSearchForm } from './receipts-search-form';
import { ReceiptsTable } from './receipts-table';
import { useReceiptsChoice } from './use-receipts-choice';
import { WithholdingsPanel } from './withholdings-panel';

const langOf = (language: string) => (language.startsWith('en') ? 'en' : 'es');

type TextField = Exclude<keyof SupplierNonElectronicForm, 'currency'>;

export function SupplierNonElectronicPage({
  panels,
  party = 'supplier',
  preset,
}: ReceiptsPageProps) {
  const lessor = party === 'lessor';
  const { t, i18n } = useTranslation(['supplierInvoicing', 'messages']);
  const lang = langOf(i18n.language);
  const session = useSessionState((s) => s.session);
  const viewOnly = session?.User.Role === RoleName.Visualizar;
  const today = mexicoCityToday(new Date());
  const issuers = session?.SupplierList.map((s) => s.TIN) ?? [];
  const receivers = session?.CompanyList.map((c) => c.TIN) ?? [];
  const blank = (): SupplierNonElectronicForm => ({
    number: '',
    date: today,
    subtotal: '',
    tax: '',
    withholdings: '0.00',
    currency: 'MXN',
    issuerTin: session?.SupplierList[0]?.TIN ?? '',
    issuerName: session?.SupplierList[0]?.Name ?? '',
    receiverTin: session?.CompanyList[0]?.TIN ?? '',
    receiverName: session?.CompanyList[0]?.Name ?? '',
  });
  const [form, setForm] = useState<SupplierNonElectronicForm>(blank);
  const [selected, setSelected] = useState(false);
  const [touched, setTouched] = useState(false);
  const [pdf, setPdf] = useState<PickedPdf | null>(null);
  const [pdfKey, setPdfKey] = useState(0);
  const [invoiceId, setInvoiceId] = useState(() => newNonElectronicId());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const outcomeOf = panels.useOutcomeOfError();
  const choice = useReceiptsChoice(selected ? form.currency : null, party, preset);
  const applied = choice.applied;
  const company = session?.CompanyList.find((c) => c.Code === applied?.bukrs) ?? null;
  const total = formTotal(form);
  const invoice = selected
    ? {
        subtotal: form.subtotal,
        tax: form.tax,
        withholdings: form.withholdings,
        total,
        currency: form.currency,
      }
    : null;

  const problems = [
    ...nonElectronicFormProblems(form, today).map((p) => supplierMessage(p, lang)),
    ...taxIdProblems(form, issuers, receivers).map((p) => t(`nonElectronic.${p}`)),
  ];
  const ready = formReady(form, today, issuers, receivers);

  const mutation = useMutation({
    mutationFn: (key: string) => {
      if (!applied) throw new Error(t('electronic.noSearch'));
      const common = {
        electronic: false,
        bukrs: applied.bukrs,
        lifnr: applied.lifnr,
        id: invoiceId,
        reference: form.number,
        date: form.date,
        subtotal: form.subtotal,
        tax: form.tax,
        withholdings: form.withholdings,
        currency: form.currency,
        files: { PDFBase64: pdf?.base64 ?? '', XMLBase64: '', PDFABase64: '' },
        withholdingTypes: choice.withholdings,
      };
      return lessor
        ? sendLessorReceiptInvoice(
            lessorReceiptInvoiceBody({ ...common, items: choice.lessorItems }),
            key,
          )
        : sendReceiptInvoice(receiptInvoiceBody({ ...common, items: choice.items }), key);
    },
  });

  const canSend =
    !viewOnly &&
    selected &&
    pdf !== null &&
    !choice.locked &&
    !mutation.isPending &&
    invoice !== null &&
    choice.currency !== null &&
    supplierSendEnabled(choice.chosen.length, invoice, choice.totals, choice.currency);

  const sendNow = () => {
    if (!canSend) return;
    const window = company ? invoicingWindowProblem(today, company, party) : null;
    if (window) {
      showAlert({ type: 'error', message: invoicingMessage(window, lang) });
      return;
    }
    setOutcome({ kind: 'sending' });
    mutation.mutate(crypto.randomUUID(), {
      onSuccess: (answer) => {
        setOutcome({ kind: 'registered', doc: answer.BELNR });
        showAlert({ type: 'success', message: answer.Message ?? t('electronic.sent') });
        // The next invoice is another one: a new id, its own PDF and amounts.
        setInvoiceId(newNonElectronicId());
        setPdf(null);
        setPdfKey((k) => k + 1);
        setSelected(false);
        setForm((f) => ({ ...blank(), issuerTin: f.issuerTin, issuerName: f.issuerName }));
        choice.afterSend();
      },
      // A failure keeps everything typed and lets the supplier send again.
      onError: (error) => setOutcome(outcomeOf(error)),
    });
  };

  const toggleSelect = () => {
    setTouched(true);
    if (selected) {
      // Edit: the form opens again and the results go.
      setSelected(false);
      setOutcome(null);
      choice.reset();
      return;
    }
    if (ready) setSelected(true);
  };

  const locked = selected || choice.locked;
  const text = (field: TextField, label: string, extra: { inputMode?: 'decimal' } = {}) => (
    <Field.Root key={field} required disabled={locked}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        minH="11"
        bg="white"
        type={field === 'date' ? 'date' : 'text'}
        min={field === 'date' ? `${today.slice(0, 4)}-01-01` : undefined}
        max={field === 'date' ? `${today.slice(0, 4)}-12-31` : undefined}
        maxLength={field === 'number' ? 16 : undefined}
        inputMode={extra.inputMode}
        value={form[field]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setForm((f) => ({ ...f, [field]: value }));
        }}
      />
    </Field.Root>
  );

  return (
    <PageFrame titleKey={lessor ? 'lessorNonElectronicInvoice' : 'supplierNonElectronicInvoice'}>
      {lessor && <Text color="fg.muted">{t('lessor.intro')}</Text>}
      {viewOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('nonElectronic.viewOnly')}</Alert.Description>
        </Alert.Root>
      )}
      <Box key={pdfKey}>
        {panels.pdfPicker({
          label: '',
          required: true,
          disabled: viewOnly,
          onChange: setPdf,
        })}
      </Box>
      <Box
        as="section"
        aria-label={t('nonElectronic.heading')}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        p={{ base: '3', md: '4' }}
      >
        <Heading as="h2" size="md" mb="3">
          {t('nonElectronic.heading')}
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {text('number', t('nonElectronic.number'))}
          {text('date', t('nonElectronic.date'))}
          {text('issuerTin', t('nonElectronic.issuerTin'))}
          {text('issuerName', t('nonElectronic.issuerName'))}
          {text('receiverTin', t('nonElectronic.receiverTin'))}
          {text('receiverName', t('nonElectronic.receiverName'))}
          {text('subtotal', t('nonElectronic.subtotal'), { inputMode: 'decimal' })}
          {text('tax', t('nonElectronic.tax'), { inputMode: 'decimal' })}
          {text('withholdings', t('nonElectronic.withholdings'), { inputMode: 'decimal' })}
          <SelectField
            label={t('nonElectronic.currency')}
            value={form.currency}
            required
            disabled={locked}
            options={NON_ELECTRONIC_CURRENCIES.map((c) => ({ value: c, label: c }))}
            onChange={(currency) => setForm((f) => ({ ...f, currency }))}
          />
        </Grid>
        <Flex mt="3" gap="3" align="center" wrap="wrap">
          <Text fontWeight="semibold">
            {t('nonElectronic.total', { total: total || '—', currency: form.currency })}
          </Text>
        </Flex>
        {touched && !selected && problems.length > 0 && (
          <Alert.Root status="error" mt="3" role="alert">
            <Alert.Indicator />
            <Stack gap="0.5" as="ul" listStyleType="none">
              {problems.map((p) => (
                <Alert.Description as="li" key={p}>
                  {p}
                </Alert.Description>
              ))}
            </Stack>
          </Alert.Root>
        )}
        <Button
          mt="3"
          minH="11"
          colorPalette={selected ? undefined : 'brand'}
          variant={selected ? 'outline' : 'solid'}
          alignSelf="start"
          disabled={choice.locked || mutation.isPending}
          onClick={toggleSelect}
        >
          {selected ? t('nonElectronic.edit') : t('nonElectronic.select')}
        </Button>
      </Box>
      <ReceiptsSearchForm
        party={party}
        value={choice.search}
        onChange={choice.changeSearch}
        onSearch={choice.runSearch}
        searching={choice.receipts.isFetching}
        showErrors={choice.showErrors}
        disabled={!selected || choice.locked}
      />
      {!selected && (
        <Text color="fg.muted">
          {t(lessor ? 'nonElectronic.selectFirstLessor' : 'nonElectronic.selectFirst')}
        </Text>
      )}
      <ReceiptsResults query={choice.receipts} searched={selected && applied !== null}>
        <Stack gap="3">
          <Text color="fg.muted">{t('receipts.hint')}</Text>
          <ReceiptsTable
            lines={choice.lines}
            keys={choice.keys}
            invoiceCurrency={form.currency}
            onToggle={choice.toggle}
            locked={choice.locked}
          />
          <WithholdingsPanel
            switches={choice.switches}
            onToggle={choice.toggleWithholding}
            disabled={viewOnly || choice.locked}
          />
          <ReceiptTotalsPanel totals={choice.totals} currency={choice.currency} invoice={invoice} />
        </Stack>
      </ReceiptsResults>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
        {t('nonElectronic.id', { id: invoiceId })}
      </Text>
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
      {outcome && panels.result(outcome)}
    </PageFrame>
  );
}
