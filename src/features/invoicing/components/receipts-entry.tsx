/**
 * The way from the lessor's pending invoices to the lessor receipt variant: a section
 * "Recepciones de pedidos de servicio" with "Facturar recepciones" (electronic) and "Factura no
 * electrónica de recepciones", opening /arrendador_factura_electronica?flow=receipts (or the
 * non-electronic one) with the company and lessor chosen on the page. A non-deductible lessor is
 * offered the non-electronic one only (spec 2 §4), as its periods are.
 */
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { invoiceKindsFor, receiptsInvoiceHref } from '../lib/invoice-links';

export function ReceiptsEntry({
  bukrs,
  lifnr,
  nonDeductible,
}: {
  bukrs: string;
  lifnr: string;
  nonDeductible: boolean;
}) {
  const { t } = useTranslation('invoicing');
  const router = useRouter();
  const kinds = invoiceKindsFor(nonDeductible);
  return (
    <Box
      as="section"
      aria-labelledby="receipts-entry-heading"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
    >
      <Heading as="h2" size="md" id="receipts-entry-heading">
        {t('receipts.heading')}
      </Heading>
      <Text mt="1" color="fg.muted">
        {t('receipts.help')}
      </Text>
      <Flex mt="3" gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
        {kinds.map((kind) => {
          const href = receiptsInvoiceHref(kind, bukrs, lifnr);
          return (
            <Button
              key={kind}
              asChild
              minH="11"
              colorPalette="brand"
              variant={kind === 'electronic' ? 'solid' : 'outline'}
            >
              <a
                href={href}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  void router.navigate({ href });
                }}
              >
                {kind === 'electronic' ? t('receipts.electronic') : t('receipts.nonElectronic')}
              </a>
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
