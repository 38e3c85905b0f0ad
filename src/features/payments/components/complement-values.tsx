/**
 * What the complement must carry for each document a payment paid: the invoice's UUID
 * (IdDocumento), NumParcialidad, ImpSaldoAnt, ImpPagado and ImpSaldoInsoluto, each under its CFDI
 * attribute's name and its meaning, so a lessor or supplier can copy them into their stamping
 * software before stamping.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/invoicing/table-model';
import type { PendingPaymentItem } from '../../../protocol/payments';

function Value({
  name,
  label,
  value,
  wide,
  mono,
}: {
  name: string;
  label: string;
  value: string;
  wide?: boolean;
  mono?: boolean;
}) {
  // A dl's items are dt + dd pairs, each pair in one div (no deeper nesting).
  return (
    <Stack
      gap="0"
      minW="0"
      gridColumn={wide ? { base: 'span 2', lg: 'span 4', xl: 'span 2' } : undefined}
    >
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}{' '}
        <Text as="span" fontFamily="mono" fontSize="xs">
          ({name})
        </Text>
      </Text>
      <Text
        as="dd"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        wordBreak="break-all"
        fontFamily={mono ? 'mono' : undefined}
        fontSize={mono ? 'sm' : undefined}
      >
        {value}
      </Text>
    </Stack>
  );
}

export function ComplementValues({ items }: { items: readonly PendingPaymentItem[] }) {
  const { t } = useTranslation('payments');
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {items.map((item) => (
        <Box
          as="li"
          key={`${item.UUID}-${item.NumParcialidad}`}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          p="3"
          bg="gray.50"
        >
          <Heading as="h4" size="sm" mb="2" wordBreak="break-word">
            {t('cockpit.invoice', { reference: item.XBLNR || item.BELNR_D })}
          </Heading>
          <SimpleGrid as="dl" columns={{ base: 2, lg: 4, xl: 2 }} columnGap="3" rowGap="2" gap="2">
            <Value name="IdDocumento" label="UUID" value={item.UUID} wide mono />
            <Value
              name={t('values.installment')}
              label={t('values.installmentLabel')}
              value={String(item.NumParcialidad)}
            />
            <Value
              name={t('values.previous')}
              label={t('values.previousLabel')}
              value={formatMoney(item.ImpSaldoAnt, item.WAERS)}
            />
            <Value
              name={t('values.paid')}
              label={t('values.paidLabel')}
              value={formatMoney(item.ImpPagado, item.WAERS)}
            />
            <Value
              name={t('values.remaining')}
              label={t('values.remainingLabel')}
              value={formatMoney(item.ImpSaldoInsoluto, item.WAERS)}
            />
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
