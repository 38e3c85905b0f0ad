/**
 * The invoice summary (spec 2 §2, §5): what the XML says — UUID, issuer, receiver, date — and each
 * amount beside what the periods add up to; an amount outside the tolerance is red, and listed.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CfdiData } from '../../../domain/cfdi/extract';
import {
  INVOICE_AMOUNT_FIELDS,
  lessorAmountMismatches,
  type InvoiceAmounts,
} from '../../../domain/invoicing/amounts';
import { cfdiInvoiceAmounts } from '../../../domain/invoicing/send';

export function InvoiceSummary({
  data,
  expected,
}: {
  data: CfdiData;
  expected: InvoiceAmounts | null;
}) {
  const { t } = useTranslation('invoicePanel');
  const invoice = cfdiInvoiceAmounts(data);
  const mismatches = expected ? lessorAmountMismatches(invoice, expected) : [];
  const wrong = new Set<string>(mismatches.map((m) => m.field));
  const fields = [...INVOICE_AMOUNT_FIELDS, 'MONEDA'] as const;
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('summary.heading')}
        </Heading>
        <Grid
          templateColumns="minmax(0, auto) minmax(0, 1fr)"
          columnGap="3"
          rowGap="1"
          fontSize="sm"
        >
          <Text color="gray.600">{t('summary.uuid')}</Text>
          <Text wordBreak="break-all">{data.idFactura ?? '—'}</Text>
          <Text color="gray.600">{t('summary.issuer')}</Text>
          <Text wordBreak="break-word">
            {data.nifEmisor ?? '—'} {data.NombreEmisor ?? ''}
          </Text>
          <Text color="gray.600">{t('summary.receiver')}</Text>
          <Text wordBreak="break-word">
            {data.nifReceptor ?? '—'} {data.NombreReceptor ?? ''}
          </Text>
          <Text color="gray.600">{t('summary.date')}</Text>
          <Text>{data.FechaHoraEmision ?? '—'}</Text>
        </Grid>
        <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <Box as="th" textAlign="start" py="1">
                {t('summary.concept')}
              </Box>
              <Box as="th" textAlign="end" py="1">
                {t('summary.invoice')}
              </Box>
              {expected && (
                <Box as="th" textAlign="end" py="1">
                  {t('summary.expected')}
                </Box>
              )}
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const bad = wrong.has(field);
              return (
                <Box
                  as="tr"
                  key={field}
                  color={bad ? 'red.700' : undefined}
                  bg={bad ? 'red.50' : undefined}
                  fontWeight={bad ? 'semibold' : undefined}
                  data-mismatch={bad || undefined}
                >
                  <Box as="td" py="1" borderTopWidth="1px" borderColor="gray.100">
                    {t(`amounts.${field}`)}
                    {bad && <Text as="span" srOnly>{` (${t('summary.mismatch')})`}</Text>}
                  </Box>
                  <Box as="td" py="1" textAlign="end" borderTopWidth="1px" borderColor="gray.100">
                    {invoice[field]}
                  </Box>
                  {expected && (
                    <Box as="td" py="1" textAlign="end" borderTopWidth="1px" borderColor="gray.100">
                      {expected[field]}
                    </Box>
                  )}
                </Box>
              );
            })}
          </tbody>
        </Box>
        {mismatches.length > 0 && (
          <Box role="alert" color="red.700">
            <Text fontWeight="semibold">{t('summary.mismatches')}</Text>
            <Stack as="ul" gap="0.5" ps="5" listStyleType="disc">
              {mismatches.map((m) => (
                <li key={m.field}>
                  {t(`amounts.${m.field}`)}: {m.invoice} ≠ {m.expected}
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
