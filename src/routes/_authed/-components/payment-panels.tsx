/**
 * Composes the payment complement page (src/features/payments) with the invoice panel it shares
 * with the invoice pages (src/features/invoice-panel): the electronic panel in its payment flow —
 * PDF then XML with the file rules, the validations accordion with the complement's rules and the
 * tax authority's status and reception, the send made once with an Idempotency-Key, the result
 * item listing the server's error lines, and the validation report.
 */
import { ElectronicPanel } from '../../../features/invoice-panel/components/electronic-panel';
import type { PaymentPanels } from '../../../features/payments/lib/panels';

export const paymentPanels: PaymentPanels = {
  complement: (input) => (
    <ElectronicPanel
      flow="payment"
      expected={null}
      bukrs={input.bukrs}
      lifnr={input.lifnr}
      today={input.today}
      portal={input.portal}
      windowProblem={input.windowProblem}
      viewOnly={input.viewOnly}
      send={(invoice, key) =>
        input.send(
          {
            id: invoice.id,
            reference: invoice.reference,
            PDFBase64: invoice.files.PDFBase64,
            XMLBase64: invoice.files.XMLBase64,
          },
          key,
        )
      }
      onRegistered={input.onRegistered}
      sendProblem={input.sendProblem}
      validateLabel={input.validateLabel}
    />
  ),
};
