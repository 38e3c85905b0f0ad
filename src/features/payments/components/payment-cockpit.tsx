/**
 * The complement cockpit (beyond the spec): each payment still missing its complement,
 * the most urgent first, with its date and amount, its deadline (the 10th of the next month) and
 * days left — overdue in red and in words — and, per related document, the values the complement
 * must carry. "Enviar complemento" opens the complement page with the payment chosen.
 */
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/invoicing/table-model';
import { deadlineState, idOfParty, type PaymentParty, type PendingPayment } from '../lib/payments';
import { ComplementValues } from './complement-values';
import { DeadlineBadge } from './deadline-badge';

export function PaymentCard({
  payment,
  party,
  withSend,
}: {
  payment: PendingPayment;
  party: PaymentParty;
  withSend: boolean;
}) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  const overdue = deadlineState(payment.daysLeft) === 'overdue';
  const count = payment.items.length;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor={overdue ? 'red.400' : 'gray.200'}
      borderInlineStartWidth="4px"
      borderInlineStartColor={overdue ? 'red.600' : 'brand.solid'}
      rounded="md"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="3">
        <Flex gap="2" wrap="wrap" justify="space-between" align="start">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {t('cockpit.payment', { augbl: payment.augbl, gjahr: payment.gjahr })}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('cockpit.paidOn', { date: payment.augdt })}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t('cockpit.paid')}:{' '}
              <Text as="span" fontWeight="semibold" color="fg">
                {formatMoney(payment.paid, payment.currency)}
              </Text>
            </Text>
          </Stack>
          <Stack gap="1" align={{ base: 'start', sm: 'end' }}>
            <DeadlineBadge daysLeft={payment.daysLeft} />
            <Text fontSize="sm" color={overdue ? 'red.700' : 'fg.muted'}>
              {t('cockpit.deadline', { date: payment.deadline })}
            </Text>
          </Stack>
        </Flex>
        <Text fontSize="sm" fontWeight="semibold">
          {count === 1 ? t('cockpit.documentsOne', { count }) : t('cockpit.documents', { count })}
        </Text>
        <ComplementValues items={payment.items} />
        {withSend && (
          <Button
            asChild
            colorPalette="brand"
            minH="11"
            alignSelf={{ base: 'stretch', sm: 'start' }}
          >
            <Link
              to="/payment_complement"
              search={{
                id: idOfParty(party),
                bukrs: payment.bukrs,
                lifnr: payment.lifnr,
                augbl: payment.augbl,
                gjahr: payment.gjahr,
              }}
              aria-label={t('cockpit.sendNamed', { augbl: payment.augbl })}
            >
              {t('cockpit.send')}
            </Link>
          </Button>
        )}
      </Stack>
    </Box>
  );
}

export function PaymentCockpit({
  payments,
  party,
}: {
  payments: readonly PendingPayment[];
  party: PaymentParty;
}) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  const overdue = payments.filter((p) => deadlineState(p.daysLeft) === 'overdue').length;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('cockpit.heading')}
      </Heading>
      <Text color="fg.muted">{t('cockpit.hint')}</Text>
      <Text fontWeight="semibold" color={overdue > 0 ? 'red.700' : undefined}>
        {t('cockpit.summary', { count: payments.length, overdue })}
      </Text>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3" alignItems="start">
        {payments.map((p) => (
          <PaymentCard key={p.key} payment={p} party={party} withSend />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
