/**
 * The supplier's electronic invoice (spec 2 §2 screen 7; /proveedor_factura_electronica): the
 * receipts search by order type or order number, the pending receipts to choose (the currency
 * decides what may be chosen, a chosen receipt restricts the rest to its BSART and AUART, twins
 * join by themselves), a demo invoice of the chosen ones, then the invoice panel — PDF, XML, extra
 * PDF, the withholdings panel and the running totals against the invoice — whose "Validar y
 * enviar" is enabled only with receipts chosen and every amount within tolerance; the validations
 * run in the browser and the invoice is sent once. After a send the choice empties, the receipts
 * reload and the form locks for a second.
 *
 * With party 'lessor' it is the lessor receipt variant (/arrendador_factura_electronica?flow=
 * receipts): the lessor's receipts (ReceiptLessor, company and lessor only, searched at once),
 * sent as InvoiceReceiptLessor with FACTURA_D_T of the chosen lines, the lessor's date window and
 * CFDI use G03; every other rule as the supplier's.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import type { CfdiData } from '../../../domain/cfdi/extract';
import { invoicingMessage } from '../../../domain/invoicing/messages';
import { cfdiInvoiceAmounts } from '../../../domain/invoicing/send';
import { invoicingWindowProblem, mexicoCityToday } from '../../../domain/invoicing/window';
import { RoleName } from '../../../domain/roles';
import {
  supplierAmountMismatches,
  supplierMessage,
  type ReceiptParty,
} from '../../../domain/supplier-invoicing';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import { sendLessorReceiptInvoice, sendReceiptInvoice } from '../api/send-receipt-invoice';
import type { ElectronicPanelInput, SupplierPanels } from '../lib/panels';
import type { PartnerPreset } from '../lib/partner-preset';
import {
  lessorReceiptInvoiceBody,
  receiptInvoiceBody,
  supplierAmountsOf,
  supplierPortalInput,
} from '../lib/receipt-invoice';
import { DemoReceiptsButton } from './demo-receipts-button';
import { ReceiptTotalsPanel } from './receipt-totals';
import { ReceiptsResults } from './receipts-results';
import { ReceiptsSearchForm } from './receipts-search-form';
import { ReceiptsTable } from './receipts-table';
import { useReceiptsChoice } from './use-receipts-choice';
import { WithholdingsPanel } from './withholdings-panel';

const langOf = (language: string) => (language.startsWith('en') ? 'en' : 'es');

export interface ReceiptsPageProps {
  panels: SupplierPanels;
  /** A supplier's receipts (default) or a lessor's (the lessor receipt variant). */
  party?: ReceiptParty;
  /** The company and partner a link names (?bukrs&lifnr). */
  preset?: PartnerPreset;
}

export function SupplierElectronicPage({ panels, party = 'supplier', preset }: ReceiptsPageProps) {
  const { t, i18n } = useTranslation(['supplierInvoicing', 'messages']);
  const lang = langOf(i18n.language);
  const session = useSessionState((s) => s.session);
  const viewOnly = session?.User.Role === RoleName.Visualizar;
  const today = mexicoCityToday(new Date());
  const [xml, setXml] = useState<CfdiData | null>(null);
  const invoice = xml ? supplierAmountsOf(cfdiInvoiceAmounts(xml)) : null;
  const choice = useReceiptsChoice(invoice?.currency ?? null, party, preset);
  const lessor = party === 'lessor';
  const applied = choice.applied;
  const company = session?.CompanyList.find((c) => c.Code === applied?.bukrs) ?? null;

  const portal = applied
    ? supplierPortalInput(
        session?.SupplierList.map((s) => s.TIN) ?? [],
        session?.CompanyList.map((c) => c.TIN) ?? [],
        applied.bukrs,
        choice.chosen,
        choice.totals,
        party,
      )
    : null;
  const mismatches =
    invoice && choice.currency
      ? supplierAmountMismatches(invoice, choice.totals, choice.currency)
      : [];
  const sendProblem =
    choice.chosen.length === 0
      ? supplierMessage({ key: 'receiptsNone', params: {} }, lang)
      : mismatches.length > 0
        ? invoicingMessage({ key: 'invoiceAmountsMismatch', params: {} }, lang)
        : choice.locked
          ? t('electronic.locked')
          : null;

  // What is sent is what is chosen when the checks pass; the server judges it all again.
  const items = choice.items;
  const lessorItems = choice.lessorItems;
  const withholdings = choice.withholdings;
  const send: ElectronicPanelInput['send'] = async (sent, key) => {
    if (!applied) throw new Error(t('electronic.noSearch'));
    const amounts = supplierAmountsOf(sent.amounts);
    const common = {
      electronic: true,
      bukrs: applied.bukrs,
      lifnr: applied.lifnr,
      id: sent.id,
      reference: sent.reference,
      date: '',
      ...amounts,
      files: sent.files,
      withholdingTypes: withholdings,
    };
    const answer = lessor
      ? await sendLessorReceiptInvoice(
          lessorReceiptInvoiceBody({
            ...common,
            items: lessorItems,
            split: {
              cedular: sent.amounts.RETENCIONES_C,
              isr: sent.amounts.RETENCIONES_ISR,
              iva: sent.amounts.RETENCIONES_IVA,
            },
          }),
          key,
        )
      : await sendReceiptInvoice(receiptInvoiceBody({ ...common, items }), key);
    showAlert({ type: 'success', message: answer.Message ?? t('electronic.sent') });
    return answer.BELNR;
  };

  return (
    <PageFrame titleKey={lessor ? 'lessorElectronicInvoice' : 'supplierElectronicInvoice'}>
      {lessor && <Text color="fg.muted">{t('lessor.intro')}</Text>}
      <ReceiptsSearchForm
        party={party}
        value={choice.search}
        onChange={choice.changeSearch}
        onSearch={choice.runSearch}
        searching={choice.receipts.isFetching}
        showErrors={choice.showErrors}
        disabled={choice.locked}
      />
      <ReceiptsResults query={choice.receipts} searched={applied !== null}>
        <Stack gap="3">
          <Text color="fg.muted">{t('receipts.hint')}</Text>
          <ReceiptsTable
            lines={choice.lines}
            keys={choice.keys}
            invoiceCurrency={invoice?.currency ?? null}
            onToggle={choice.toggle}
            locked={choice.locked}
          />
          {!viewOnly && applied && (
            <DemoReceiptsButton
              bukrs={applied.bukrs}
              lifnr={applied.lifnr}
              lines={lessor ? { FACTURA_D_T: lessorItems } : { ITEMDATA: items }}
              withholdings={choice.withholdings}
            />
          )}
        </Stack>
      </ReceiptsResults>
      {panels.electronic({
        bukrs: applied?.bukrs ?? choice.search.bukrs,
        lifnr: applied?.lifnr ?? choice.search.lifnr.padStart(10, '0'),
        today,
        portal,
        windowProblem: () =>
          company ? invoicingWindowProblem(mexicoCityToday(new Date()), company, party) : null,
        viewOnly,
        send,
        onRegistered: choice.afterSend,
        onXmlChange: setXml,
        sendProblem,
        validateLabel: t('electronic.validate'),
        extraFields: (
          <>
            <WithholdingsPanel
              switches={choice.switches}
              onToggle={choice.toggleWithholding}
              disabled={viewOnly || choice.locked}
            />
            <ReceiptTotalsPanel
              totals={choice.totals}
              currency={choice.currency}
              invoice={invoice}
            />
          </>
        ),
      })}
    </PageFrame>
  );
}
