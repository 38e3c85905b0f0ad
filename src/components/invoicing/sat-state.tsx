/**
 * An invoice's state at the SAT as the re-check last read it, for the statement and the
 * invoice's detail: "Vigente · revisado 24-11-2026 10:00", cancelled (or cancelling) in red, and
 * the issuer's 69-B listing when it is on the list. `satStateText` is the same words as plain text
 * for the table's search and the Excel export.
 */
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { checkedText, isAlarming, type WatchState } from '../../domain/sat-watch';

export interface SatStateOf {
  SAT_STATE?: WatchState | undefined;
  SAT_CHECKED?: string | undefined;
  SAT_69B?: boolean | undefined;
}

/** The state and its check in words; '' for an invoice never checked. */
export function satStateText(t: TFunction<'invoicing'>, row: SatStateOf): string {
  if (!row.SAT_STATE) return '';
  const state = t(`sat.state.${row.SAT_STATE}`);
  const when = row.SAT_CHECKED
    ? ` · ${t('sat.checked', { when: checkedText(row.SAT_CHECKED) })}`
    : '';
  const listed = row.SAT_69B ? ` · ${t('sat.listed69b')}` : '';
  return `${state}${when}${listed}`;
}

export function SatState({ row }: { row: SatStateOf }) {
  const { t } = useTranslation('invoicing');
  if (!row.SAT_STATE) return <Text color="fg.muted">{t('sat.notChecked')}</Text>;
  const alarming = isAlarming(row.SAT_STATE) || row.SAT_69B === true;
  return (
    <Stack gap="0.5" align="start">
      <Flex gap="1" wrap="wrap">
        <Badge
          colorPalette={alarming ? 'red' : row.SAT_STATE === 'vigente' ? 'green' : 'gray'}
          variant={alarming ? 'solid' : 'subtle'}
          size="md"
        >
          {t(`sat.state.${row.SAT_STATE}`)}
        </Badge>
        {row.SAT_69B && (
          <Badge colorPalette="red" variant="solid" size="md">
            {t('sat.listed69b')}
          </Badge>
        )}
      </Flex>
      {row.SAT_CHECKED && (
        <Text as="span" fontSize="sm" color="fg.muted">
          {t('sat.checked', { when: checkedText(row.SAT_CHECKED) })}
        </Text>
      )}
    </Stack>
  );
}
