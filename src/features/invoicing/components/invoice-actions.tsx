/**
 * The invoice actions of an open period or contract (spec 2 §2: elec and nElec): "Factura
 * electrónica" and "Factura no electrónica", only the second for a non-deductible lessor (spec 2
 * §4). Visualizar sees them disabled (spec 2 §6; the server refuses its sends anyway).
 * In the wide table (960 px and up, where the actions column stays pinned at the right) they say
 * only "Electrónica" / "No electrónica", so the column leaves room for the amounts; their
 * accessible names always say the whole action and what it invoices.
 */
import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceKind } from '../lib/invoice-links';
import { WIDE_TABLE_QUERY } from '../../../components/invoicing/data-table';

/** Where the pages draw the table instead of cards. */
const WIDE = `@media screen and ${WIDE_TABLE_QUERY}`;

export interface InvoiceActionsProps {
  kinds: readonly InvoiceKind[];
  /** What the actions invoice, for their accessible names ("Renta Noviembre 2026"). */
  subject: string;
  disabled: boolean;
  onInvoice: (kind: InvoiceKind) => void;
}

export function InvoiceActions({ kinds, subject, disabled, onInvoice }: InvoiceActionsProps) {
  const { t } = useTranslation('invoicing');
  return (
    <>
      {kinds.map((kind) => {
        const label = kind === 'electronic' ? t('actions.electronic') : t('actions.nonElectronic');
        const short =
          kind === 'electronic' ? t('actions.electronicShort') : t('actions.nonElectronicShort');
        return (
          <Button
            key={kind}
            minH="11"
            size="sm"
            fontSize="sm"
            variant={kind === 'electronic' ? 'solid' : 'outline'}
            disabled={disabled}
            aria-label={subject ? `${label}: ${subject}` : label}
            onClick={() => onInvoice(kind)}
          >
            <Box as="span" css={{ [WIDE]: { display: 'none' } }}>
              {label}
            </Box>
            <Box as="span" display="none" css={{ [WIDE]: { display: 'inline' } }}>
              {short}
            </Box>
          </Button>
        );
      })}
    </>
  );
}

/** A row's button that opens what it lists ("Consultar", "Ver detalle"), named with the row. */
export function RowDetailButton({
  label,
  subject,
  onOpen,
}: {
  label: string;
  subject: string;
  onOpen: () => void;
}) {
  return (
    <Button
      minH="11"
      size="sm"
      fontSize="sm"
      variant="outline"
      aria-label={`${label}: ${subject}`}
      onClick={onOpen}
    >
      {label}
    </Button>
  );
}
