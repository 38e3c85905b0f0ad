/**
 * The result item of a send (spec 2 §4, §8): sending; the document number (several BELNR joined
 * with '&', or INV_DOC_NO); or siteMessageValidationResultError followed by the server's errors as
 * a vertical list "LINE. MESSAGE", M8 535 shown with the spec's own text.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { erpResultMessageKey } from '../../../domain/invoicing/send';
import { isRefusal } from '../../../lib/api-errors';
import { errorLines, sendErrorsOf } from '../lib/request';
import { ItemStatusIcon } from './item-status-icon';

export type SendOutcome =
  | { kind: 'sending' }
  | { kind: 'registered'; doc: string }
  | { kind: 'refused'; message: string; lines: string[] }
  | { kind: 'failed'; message: string };

/** The outcome of a send that threw: the server's refusal with its errors, or a failure. */
export function useOutcomeOfError(): (error: unknown) => SendOutcome {
  const { t } = useTranslation(['invoicePanel', 'messages']);
  return (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (isRefusal(error)) {
      const errors = sendErrorsOf(error.body);
      const lines = errorLines(errors, (e) => {
        const key = erpResultMessageKey(e);
        return key ? t(`messages:${key}`) : e.MESSAGE;
      });
      return { kind: 'refused', message, lines: lines.length > 0 ? lines : [message] };
    }
    return { kind: 'failed', message };
  };
}

/** The text of an outcome, for the validation report. */
export function useOutcomeText(): (outcome: SendOutcome | null) => string {
  const { t } = useTranslation(['invoicePanel', 'messages']);
  return (outcome) => {
    if (!outcome) return '';
    switch (outcome.kind) {
      case 'sending':
        return t('result.sending');
      case 'registered':
        return t('result.registered', { doc: outcome.doc });
      case 'refused':
        return [t('messages:siteMessageValidationResultError'), ...outcome.lines].join('\n');
      case 'failed':
        return t('result.failed', { message: outcome.message });
    }
  };
}

/** `complement`: the send registered a payment complement, `doc` being its UUID. */
export function SendResult({
  outcome,
  complement,
}: {
  outcome: SendOutcome;
  complement?: boolean;
}) {
  const { t } = useTranslation(['invoicePanel', 'messages']);
  const status =
    outcome.kind === 'sending' ? 'loading' : outcome.kind === 'registered' ? 'success' : 'error';
  return (
    <Box
      as="section"
      bg={status === 'success' ? 'green.50' : status === 'error' ? 'red.50' : 'white'}
      borderWidth="1px"
      borderColor={status === 'success' ? 'green.300' : status === 'error' ? 'red.300' : 'gray.200'}
      rounded="md"
      p="3"
      aria-label={t('result.heading')}
      role={status === 'loading' ? 'status' : 'alert'}
    >
      <Flex gap="3" align="start">
        <ItemStatusIcon status={status} />
        <Stack gap="1" minW="0">
          {outcome.kind === 'sending' && <Text>{t('result.sending')}</Text>}
          {outcome.kind === 'registered' && (
            <Text fontWeight="semibold" wordBreak="break-word">
              {complement
                ? t('result.complementRegistered', { doc: outcome.doc })
                : t('result.registered', { doc: outcome.doc })}
            </Text>
          )}
          {outcome.kind === 'refused' && (
            <>
              <Text fontWeight="semibold">{t('messages:siteMessageValidationResultError')}</Text>
              <Stack as="ul" gap="0.5" listStyleType="none">
                {outcome.lines.map((line) => (
                  <Text as="li" key={line} wordBreak="break-word">
                    {line}
                  </Text>
                ))}
              </Stack>
            </>
          )}
          {outcome.kind === 'failed' && (
            <>
              <Text fontWeight="semibold" wordBreak="break-word">
                {t('result.failed', { message: outcome.message })}
              </Text>
              <Text fontSize="sm">{t('result.retry')}</Text>
            </>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
