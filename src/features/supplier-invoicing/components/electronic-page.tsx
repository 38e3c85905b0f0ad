/**
 * The supplier's electronic invoice (spec 2 §2 screen 7; /proveedor_factura_electronica): the
 * receipts search by order type or order number, the pending receipts to choose (the currency
 * decides what may be chosen, a chosen receipt restricts the rest to its BSART and AUART, twins
 * join by themselves), a demo invoice of the chosen ones, then the invoice panel — PDF, XML, extra
 * PDF, the withholdings panel and the running totals against the invoice — whose "Validar y
 * enviar" is enabled only with receipts chosen and every amount within tolerance; the validations
 * run in the browser and the invoice is sent once. After a send the choice empties, the receipts
 * reload and the form locks for a second.
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
import { supplierAmountMismatches, supplierMessage } from '../../../domain/supplier-invoicing';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import { sendReceiptInvoice } from '../api/send-receipt-invoice';
import type { ElectronicPanelInput, SupplierPanels } from '../lib/panels';
import { receiptInvoiceBody, supplierAmountsOf, supplierPortalInput } from '../lib/receipt-invoice';
import { DemoReceiptsButton } from './demo-receipts-button';
import { ReceiptTotalsPanel } from './receipt-totals';
import { ReceiptsResults } from './receipts-results';
import { ReceiptsSearchForm } from './receipts-search-form';
import { ReceiptsTable } from './receipts-table';
import { useReceiptsChoice } from './use-receipts-choice';
import { WithholdingsPanel } from './withholdings-panel';

const langOf = (language: string) => (language.startsWith('en') ? 'en' : 'es');

export function SupplierElectronicPage({ panels }: { panels: SupplierPanels }) {
  const { t, i18n } = useTranslation(['supplierInvoicing', 'messages']);
  const lang = langOf(i18n.language);
  const session = useSessionState((s) => s.session);
  const viewOnly = session?.User.Role === RoleName.Visualizar;
  const today = mexicoCityToday(new Date());
  const [xml, setXml] = useState<CfdiData | null>(null);
  const invoice = xml ? supplierAmountsOf(cfdiInvoiceAmounts(xml)) : null;
  const choice = useReceiptsChoice(invoice?.currency ?? null);
  const applied = choice.applied;
  const company = session?.CompanyList.find((c) => c.Code === applied?.bukrs) ?? null;

  const portal = applied
    ? supplierPortalInput(
        session?.SupplierList.map((s) => s.TIN) ?? [],
        session?.CompanyList.map((c) => c.TIN) ?? [],
        applied.bukrs,
        choice.chosen,
        choice.totals,
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
  const withholdings = choice.withholdings;
  const send: ElectronicPanelInput['send'] = async (sent, key) => {
    if (!applied) throw new Error(t('electronic.noSearch'));
    const amounts = supplierAmountsOf(sent.amounts);
    const answer = await sendReceiptInvoice(
      receiptInvoiceBody({
        electronic: true,
        bukrs: applied.bukrs,
        lifnr: applied.lifnr,
        id: sent.id,
        reference: sent.reference,
        date: '',
        ...amounts,
        files: sent.files,
        items,
        withholdingTypes: withholdings,
      }),
      key,
    );
    showAlert({ type: 'success', message: answer.Message ?? t('electronic.sent') });
    return answer.BELNR;
  };

  return (
    <PageFrame titleKey="supplierElectronicInvoice">
      <ReceiptsSearchForm
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
              items={choice.items}
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
          company ? invoicingWindowProblem(mexicoCityToday(new Date()), company, 'supplier') : null,
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
