/**
 * The running totals (spec 2 §2 screens 7–8, §5): what the chosen receipts add up to — subtotal,
 * tax, the applied withholdings, total — beside the invoice (its XML, or the typed form) and the
 * difference; an amount outside the currency's tolerance (0.09 USD, 5 MXN, 0 otherwise, each
 * amount on its own) is red and listed, so the supplier sees why Send stays disabled.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/invoicing/table-model';
import { formatAmount, parseAmount } from '../../../domain/invoicing/money';
import {
  supplierAmountMismatches,
  supplierTolerance,
  type ReceiptTotals,
  type SupplierInvoiceAmounts,
} from '../../../domain/supplier-invoicing';

export interface ReceiptTotalsProps {
  totals: ReceiptTotals;
  /** The chosen receipts' currency, or null when none is chosen. */
  currency: string | null;
  /** The invoice's amounts, or null before there is an invoice to compare. */
  invoice: (SupplierInvoiceAmounts & { total: string }) | null;
}

const FIELDS = [
  ['SUBTOTAL', 'subtotal'],
  ['IMPUESTO', 'tax'],
  ['RETENCIONES', 'withholdings'],
] as const;

export function ReceiptTotalsPanel({ totals, currency, invoice }: ReceiptTotalsProps) {
  const { t } = useTranslation('supplierInvoicing');
  const mismatches = invoice && currency ? supplierAmountMismatches(invoice, totals, currency) : [];
  const wrong = new Set<string>(mismatches.map((m) => m.field));
  const cell = (amount: string) => formatMoney(amount);
  const difference = (typed: string, expected: bigint) => {
    const got = parseAmount(typed);
    return got === null ? '—' : cell(formatAmount(got - expected));
  };
  const rows = [
    ...FIELDS.map(([field, key]) => ({
      field,
      label: t(`totals.${key}`),
      receipts: formatAmount(totals[key]),
      invoice: invoice?.[key] ?? null,
      diff: invoice ? difference(invoice[key], totals[key]) : null,
    })),
    {
      field: 'TOTAL',
      label: t('totals.total'),
      receipts: formatAmount(totals.total),
      invoice: invoice?.total ?? null,
      diff: invoice ? difference(invoice.total, totals.total) : null,
    },
  ];
  return (
    <Box
      as="section"
      aria-label={t('totals.heading')}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p="3"
    >
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('totals.heading')}
        </Heading>
        <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <Box as="th" textAlign="start" py="1">
                {t('totals.concept')}
              </Box>
              <Box as="th" textAlign="end" py="1">
                {t('totals.receipts')}
              </Box>
              {invoice && (
                <>
                  <Box as="th" textAlign="end" py="1" ps="2">
                    {t('totals.invoice')}
                  </Box>
                  <Box as="th" textAlign="end" py="1" ps="2">
                    {t('totals.difference')}
                  </Box>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const bad = wrong.has(r.field);
              return (
                <Box
                  as="tr"
                  key={r.field}
                  color={bad ? 'red.700' : undefined}
                  bg={bad ? 'red.50' : undefined}
                  fontWeight={bad || r.field === 'TOTAL' ? 'semibold' : undefined}
                  data-mismatch={bad || undefined}
                >
                  <Box as="td" py="1" borderTopWidth="1px" borderColor="gray.100">
                    {r.label}
                    {bad && <Text as="span" srOnly>{` (${t('totals.mismatch')})`}</Text>}
                  </Box>
                  <Box as="td" py="1" textAlign="end" borderTopWidth="1px" borderColor="gray.100">
                    {cell(r.receipts)}
                  </Box>
                  {invoice && (
                    <>
                      <Box
                        as="td"
                        py="1"
                        ps="2"
                        textAlign="end"
                        borderTopWidth="1px"
                        borderColor="gray.100"
                      >
                        {r.invoice === null ? '—' : cell(r.invoice)}
                      </Box>
                      <Box
                        as="td"
                        py="1"
                        ps="2"
                        textAlign="end"
                        borderTopWidth="1px"
                        borderColor="gray.100"
                      >
                        {r.diff}
                      </Box>
                    </>
                  )}
                </Box>
              );
            })}
          </tbody>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {currency
            ? t('totals.tolerance', {
                tolerance: formatMoney(formatAmount(supplierTolerance(currency)), currency),
              })
            : t('totals.noneChosen')}
        </Text>
        {mismatches.length > 0 && (
          <Box role="alert" color="red.700">
            <Text fontWeight="semibold">{t('totals.mismatches')}</Text>
            <Stack as="ul" gap="0.5" ps="5" listStyleType="disc">
              {mismatches.map((m) => (
                <li key={m.field}>
                  {t(`totals.field.${m.field}`)}:{' '}
                  {t('totals.mismatchLine', {
                    invoice: m.invoice,
                    expected: m.expected,
                  })}
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
