/**
 * The electronic invoice panel (spec 2 §4 "Electronic invoice flow", §5): PDF, XML and optional
 * annex PDF, the reference (prefilled with the XML's series and folio), "Validar y cargar"; then
 * the date window (msjOutRange: nothing is asked or sent), the validations accordion, the invoice
 * summary with its mismatches, and — when every item that counts is valid — the send, made
 * automatically and once, whose result item shows the document number or the server's errors.
 * A file change resets the items. After each attempt the validation report can be downloaded.
 * A payment complement (flow 'payment', spec 2 §5) has no annex PDF nor invoice summary.
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import type { CfdiData } from '../../../domain/cfdi/extract';
import { cfdiMessage } from '../../../domain/cfdi/messages';
import type { InvoiceAmounts } from '../../../domain/invoicing/amounts';
import { invoicingMessage, type RuleProblem } from '../../../domain/invoicing/messages';
import { cfdiInvoiceAmounts, referenceProblem } from '../../../domain/invoicing/send';
import { showAlert } from '../../../lib/alert-store';
import { bytesToBase64, sha256Hex, type ChosenFile } from '../lib/files';
import type { InvoiceFlow, ItemId } from '../lib/items';
import type { ValidationReport } from '../lib/report';
import { FilePicker } from './file-picker';
import type { InvoiceToSend, SendInvoice } from './invoice-send';
import { InvoiceSummary } from './invoice-summary';
import { langOf } from './lang';
import { ReferenceField } from './reference-field';
import { ReportButton } from './report-button';
import { SendResult, useOutcomeOfError, useOutcomeText, type SendOutcome } from './send-result';
import { useFileChoice } from './use-file-choice';
import { useInvoiceValidation, type AttemptRecord } from './use-invoice-validation';
import { useItemLabel } from './use-item-label';
import { ValidationList } from './validation-list';

export interface ElectronicPanelProps {
  flow: InvoiceFlow;
  bukrs: string;
  lifnr: string;
  today: string;
  /** The context the portal rules judge the CFDI with; null while it cannot be built. */
  portal: PortalContextInput | null;
  /** What the periods add up to (the summary's "expected"); null in the variable flow. */
  expected: InvoiceAmounts | null;
  /** The date window's verdict for today (msjOutRange), asked when the button is pressed. */
  windowProblem: () => RuleProblem | null;
  /** The variable flow's fields and their first problem. */
  extraFields?: ReactNode;
  extraProblem?: RuleProblem | null;
  viewOnly: boolean;
  send: SendInvoice;
  onRegistered: () => void;
  /** Told what the chosen XML says, or null when there is none (a supplier's running totals). */
  onXmlChange?: (data: CfdiData | null) => void;
  /** Why the invoice cannot go yet (e.g. no receipts chosen): the button stays disabled. */
  sendProblem?: string | null;
  /** The button's text, when not "Validar y cargar". */
  validateLabel?: string;
}

type ChosenXml = ChosenFile & { data: CfdiData };

const loadEngine = () => import('../../../domain/cfdi');

export function ElectronicPanel(props: ElectronicPanelProps) {
  const { t, i18n } = useTranslation(['invoicePanel', 'messages']);
  const lang = langOf(i18n.language);
  const chooseFile = useFileChoice();
  const itemLabel = useItemLabel();
  const outcomeOf = useOutcomeOfError();
  const outcomeText = useOutcomeText();
  const [pdf, setPdf] = useState<ChosenFile | null>(null);
  const [xml, setChosenXml] = useState<ChosenXml | null>(null);
  const setXml = (next: ChosenXml | null) => {
    setChosenXml(next);
    props.onXmlChange?.(next?.data ?? null);
  };
  const [annex, setAnnex] = useState<ChosenFile | null>(null);
  const [errors, setErrors] = useState<Record<'pdf' | 'xml' | 'annex', string | null>>({
    pdf: null,
    xml: null,
    annex: null,
  });
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [windowText, setWindowText] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [report, setReport] = useState<ValidationReport | null>(null);
  const [running, setRunning] = useState(false);
  const validation = useInvoiceValidation(props.flow);
  const mutation = useMutation({
    mutationFn: (v: { invoice: InvoiceToSend; key: string }) => props.send(v.invoice, v.key),
  });

  const fileChanged = () => {
    validation.reset();
    setOutcome(null);
    setWindowText(null);
  };

  const pick = async (kind: 'pdf' | 'annex', picked: File | undefined) => {
    const choice = await chooseFile('pdf', picked);
    if (!choice.ok && choice.error === null) return;
    fileChanged();
    setErrors((e) => ({ ...e, [kind]: choice.ok ? null : choice.error }));
    (kind === 'pdf' ? setPdf : setAnnex)(choice.ok ? choice.file : null);
  };

  const pickXml = async (picked: File | undefined) => {
    const choice = await chooseFile('xml', picked);
    if (!choice.ok && choice.error === null) return;
    fileChanged();
    setXml(null);
    if (!choice.ok) {
      setErrors((e) => ({ ...e, xml: choice.error }));
      return;
    }
    const engine = await loadEngine();
    const read = engine.evaluateCfdi(choice.file.bytes, { today: props.today });
    const problems = read.loadMessages.map((m) => cfdiMessage(m, lang));
    if (!read.data || problems.length > 0) {
      // Spec 2 §5 "XML parsing": the message, and the XML is cleared.
      setErrors((e) => ({
        ...e,
        xml: problems.join(' ') || cfdiMessage({ key: 'msjDefaultXmlFile' }, lang),
      }));
      return;
    }
    setErrors((e) => ({ ...e, xml: null }));
    setXml({ ...choice.file, data: read.data });
    if (read.data.Factura) setReference(read.data.Factura);
  };

  const fieldsProblem = referenceProblem(reference) ?? props.extraProblem ?? null;
  const sending = mutation.isPending;
  const retryable = outcome?.kind === 'failed' || outcome?.kind === 'refused';
  const canValidate =
    !props.viewOnly &&
    pdf !== null &&
    xml !== null &&
    props.portal !== null &&
    fieldsProblem === null &&
    !props.sendProblem &&
    !running &&
    !sending &&
    (validation.state.buttonEnabled || retryable);

  const validate = async () => {
    setTouched(true);
    if (!canValidate || !xml || !pdf || !props.portal) return;
    const problem = props.windowProblem();
    if (problem) {
      const text = invoicingMessage(problem, lang);
      setWindowText(text);
      showAlert({ type: 'error', message: text });
      return;
    }
    setWindowText(null);
    setOutcome(null);
    setRunning(true);
    // One Idempotency-Key per attempt: a send repeated by the network gets the first answer.
    const key = crypto.randomUUID();
    // What goes out is what was chosen when the button was pressed: a file change drops the
    // attempt, and the reference cannot be edited while it runs.
    const invoice: InvoiceToSend = {
      electronic: true,
      id: xml.data.idFactura ?? '',
      reference,
      date: '',
      amounts: cfdiInvoiceAmounts(xml.data),
      files: {
        PDFBase64: bytesToBase64(pdf.bytes),
        XMLBase64: bytesToBase64(xml.bytes),
        PDFABase64: annex ? bytesToBase64(annex.bytes) : '',
      },
    };
    let sendDone: Promise<SendOutcome> | null = null;
    const onReady = () => {
      setOutcome({ kind: 'sending' });
      sendDone = mutation.mutateAsync({ invoice, key }).then(
        (doc): SendOutcome => {
          const registered: SendOutcome = { kind: 'registered', doc };
          setOutcome(registered);
          props.onRegistered();
          return registered;
        },
        (error: unknown) => {
          const failed = outcomeOf(error);
          setOutcome(failed);
          return failed;
        },
      );
    };
    let record: AttemptRecord;
    try {
      record = await validation.run(
        {
          bytes: xml.bytes,
          xmlBase64: invoice.files.XMLBase64,
          data: xml.data,
          portal: props.portal,
          bukrs: props.bukrs,
          lifnr: props.lifnr,
          today: props.today,
          lang,
          passedText: (count) =>
            count === 1 ? t('items.passedOne') : t('items.passed', { count }),
        },
        onReady,
      );
    } finally {
      setRunning(false);
    }
    const result = sendDone ? await sendDone : null;
    setReport({
      fileName: xml.name,
      sha256: await sha256Hex(xml.bytes),
      time: record.time,
      uuid: xml.data.idFactura ?? '',
      checks: reportChecks(record),
      sat: Object.entries(record.sat).map(([call, answer]) => ({
        call: call in SAT_CALLS ? SAT_CALLS[call as keyof typeof SAT_CALLS] : call,
        answer,
      })),
      result: outcomeText(result) || t('report.notSent'),
    });
  };

  const reportChecks = (r: AttemptRecord) => {
    const items = validation
      .current()
      .items.filter((i) => i.status !== 'exclude')
      .map((i) => ({
        name: itemLabel(i.id as ItemId),
        status: t(`items.status.${i.status}`),
        message: i.message ?? '',
      }));
    const checks = r.checks.map((c) => ({
      name: c.id,
      status: t(`items.status.${c.status}`),
      message: c.message,
    }));
    return [...items, ...checks];
  };

  const registered = outcome?.kind === 'registered';
  const disabled = props.viewOnly;
  const complement = props.flow === 'payment';
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
        label={complement ? t('files.complementPdf') : t('files.pdf')}
        file={pdf}
        error={errors.pdf}
        required
        disabled={disabled}
        onChoose={(f) => void pick('pdf', f)}
        onRemove={() => {
          fileChanged();
          setPdf(null);
        }}
      />
      <FilePicker
        kind="xml"
        label={complement ? t('files.complementXml') : t('files.xml')}
        file={xml}
        error={errors.xml}
        required
        disabled={disabled}
        onChoose={(f) => void pickXml(f)}
        onRemove={() => {
          fileChanged();
          setXml(null);
        }}
      />
      {!complement && (
        <FilePicker
          kind="pdf"
          label={t('files.annex')}
          file={annex}
          error={errors.annex}
          required={false}
          disabled={disabled}
          onChoose={(f) => void pick('annex', f)}
          onRemove={() => {
            fileChanged();
            setAnnex(null);
          }}
        />
      )}
      <ReferenceField
        value={reference}
        onChange={setReference}
        disabled={disabled || running || sending}
        touched={touched}
      />
      {props.extraFields}
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
        disabled={!canValidate}
        loading={running || sending}
        onClick={() => void validate()}
      >
        {props.validateLabel ?? t('validate')}
      </Button>
      {props.sendProblem && (xml !== null || touched) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{props.sendProblem}</Alert.Description>
        </Alert.Root>
      )}
      {windowText && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{windowText}</Alert.Description>
        </Alert.Root>
      )}
      {xml && !complement && <InvoiceSummary data={xml.data} expected={props.expected} />}
      {!registered &&
        validation.state.items.some((i) => i.status !== 'pending' && i.status !== 'exclude') && (
          <ValidationList items={validation.state.items} />
        )}
      {outcome && <SendResult outcome={outcome} complement={complement} />}
      {report && !running && !sending && <ReportButton report={report} />}
    </Stack>
  );
}

/** The tax authority's call behind each item, for the report. */
const SAT_CALLS = {
  'sat.duplicateId': 'InvoiceValidateID',
  'sat.blacklist': 'ConsultarEFO',
  'sat.status': 'ValidateInvoiceXml',
  'sat.reception': 'RecepcionCfdi',
} as const;
