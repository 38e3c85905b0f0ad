/**
 * The withholdings panel (spec 2 §2 screens 7–8, §9): one switch per withholding of the master
 * that the chosen receipts carry; the ones switched on count in the totals and go with the
 * invoice (WITHTAXDATA).
 */
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SELECT_CHECKBOX_STYLES } from '../../../components/ui/select-checkbox';
import type { withholdingSwitches } from '../lib/receipt-invoice';

export interface WithholdingsPanelProps {
  switches: ReturnType<typeof withholdingSwitches>;
  onToggle: (witht: string) => void;
  disabled: boolean;
}

export function WithholdingsPanel({ switches, onToggle, disabled }: WithholdingsPanelProps) {
  const { t } = useTranslation('supplierInvoicing');
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
      <Heading as="h2" size="md" mb="2">
        {t('withholdings.heading')}
      </Heading>
      {switches.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('withholdings.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {switches.map(({ option, on }) => (
            <li key={option.WITHT}>
              <chakra.label display="flex" alignItems="center" gap="2" minH="11" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  css={SELECT_CHECKBOX_STYLES.box}
                  checked={on}
                  disabled={disabled}
                  onChange={() => onToggle(option.WITHT)}
                />
                <Text as="span">
                  {option.WITHT} · {option.TEXT40}
                </Text>
              </chakra.label>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
