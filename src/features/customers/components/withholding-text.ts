/** A document's withholdings as one text ("Retención ISR 10% honorarios: 3,000.00"). */
import { formatMoney } from '../../../components/invoicing/table-model';

export const withholdingText = (list: readonly { TEXT40: string; AMOUNT: string }[]) =>
  list.map((w) => `${w.TEXT40}: ${formatMoney(w.AMOUNT)}`).join('; ');
