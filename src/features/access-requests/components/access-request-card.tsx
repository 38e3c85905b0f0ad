/**
 * One access request as the reviewer reads it: the partner (name, lessor or supplier, RFC, number,
 * site of a lessor), when it was asked, and the e-mail the requester typed beside the one the ERP
 * holds, with how they differ: that comparison is what the decision rests on. A pending request
 * offers "Aprobar" and "Rechazar"; a decided one says who decided and when.
 */
import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatDateTime } from '../../../lib/date-format';
import type { AccessRequestRow } from '../../../protocol/request-access';
import { compareEmails } from '../email-comparison';

export interface AccessRequestCardProps {
  request: AccessRequestRow;
  /** Opens the confirmation of approving (true) or rejecting (false) this request. */
  onDecide: (approve: boolean) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <chakra.dt fontSize="sm" fontWeight="semibold" color="gray.700">
        {label}
      </chakra.dt>
      <chakra.dd overflowWrap="anywhere">{children}</chakra.dd>
    </Box>
  );
}

export function AccessRequestCard({ request: r, onDecide }: AccessRequestCardProps) {
  const { t } = useTranslation('accessRequests');
  const headingId = useId();
  const comparison = compareEmails(r.Email, r.ErpEmail);
  const differs = comparison !== 'same';
  return (
    <chakra.li
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={r.Type === 'LESSOR' ? 'purple' : 'blue'} size="md">
            {t(`types.${r.Type}`)}
          </Badge>
          <Heading as="h2" size="md" id={headingId} minW="0" overflowWrap="anywhere">
            {r.PartnerName}
          </Heading>
        </Flex>
        <chakra.dl
          display="grid"
          gridTemplateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          }}
          gap={{ base: '2', md: '4' }}
        >
          <Field label={t('tin')}>
            <chakra.span fontFamily="mono">{r.TIN}</chakra.span>
          </Field>
          <Field label={t(`partnerNumber.${r.Type}`)}>
            <chakra.span fontFamily="mono">{r.PartnerId}</chakra.span>
          </Field>
          {r.SiteId !== null && (
            <Field label={t('site')}>
              <chakra.span fontFamily="mono">{r.SiteId}</chakra.span>
            </Field>
          )}
          <Field label={t('created')}>{formatDateTime(r.Created)}</Field>
        </chakra.dl>
        <Box
          as="section"
          aria-label={t('emails')}
          borderWidth="1px"
          borderColor={differs ? 'orange.300' : 'gray.200'}
          bg={differs ? 'orange.50' : 'gray.50'}
          rounded="md"
          p="3"
        >
          <chakra.dl
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
            gap={{ base: '2', md: '4' }}
          >
            <Field label={t('typedEmail')}>
              <Text as="span" fontWeight="semibold">
                {r.Email}
              </Text>
            </Field>
            <Field label={t('erpEmail')}>
              {r.ErpEmail ?? (
                <Text as="span" fontStyle="italic" color="gray.800">
                  {t('noErpEmail')}
                </Text>
              )}
            </Field>
          </chakra.dl>
          <Box mt="2">
            <StatusChip tone={differs ? 'warning' : 'success'} size="sm">
              {t(`comparison.${comparison}`)}
            </StatusChip>
          </Box>
        </Box>
        {r.Status === 'pending' ? (
          <Flex gap="3" wrap="wrap" justify={{ base: 'stretch', md: 'flex-end' }}>
            <Button
              minH="11"
              px="6"
              flex={{ base: '1 1 8rem', md: '0 0 auto' }}
              variant="outline"
              colorPalette="red"
              bg="white"
              aria-label={t('rejectNamed', { tin: r.TIN })}
              onClick={() => onDecide(false)}
            >
              {t('reject')}
            </Button>
            <Button
              minH="11"
              px="6"
              flex={{ base: '1 1 8rem', md: '0 0 auto' }}
              aria-label={t('approveNamed', { tin: r.TIN })}
              onClick={() => onDecide(true)}
            >
              {t('approve')}
            </Button>
          </Flex>
        ) : (
          <Box>
            <StatusChip tone={r.Status === 'approved' ? 'success' : 'danger'} size="sm">
              {t(`decided.${r.Status}`, {
                when: r.Decided ? formatDateTime(r.Decided) : '—',
                who: r.DecidedBy ?? '—',
              })}
            </StatusChip>
          </Box>
        )}
      </Stack>
    </chakra.li>
  );
}
