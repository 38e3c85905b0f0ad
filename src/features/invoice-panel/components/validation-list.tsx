/**
 * The validations accordion (spec 2 §4): a folding section listing each item with its status
 * icon, colour, name and message; excluded items are hidden. Errors and warnings keep their
 * messages on screen, one per line.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { ValidationItem } from '../../../domain/cfdi/validation-items';
import type { ItemId } from '../lib/items';
import { ItemStatusIcon, statusColor } from './item-status-icon';
import { useItemLabel } from './use-item-label';

export function ValidationList({ items }: { items: readonly ValidationItem[] }) {
  const { t } = useTranslation('invoicePanel');
  const label = useItemLabel();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const shown = items.filter((i) => i.status !== 'exclude');
  const done = shown.filter((i) => i.status !== 'pending' && i.status !== 'loading').length;
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <Button
        variant="ghost"
        w="full"
        minH="11"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Text as="span" fontWeight="semibold">
          {t('items.heading')} ({done}/{shown.length})
        </Text>
        <Icon name={open ? 'chevronDown' : 'chevronRight'} />
      </Button>
      <Stack
        as="ul"
        id={panelId}
        hidden={!open}
        gap="0"
        listStyleType="none"
        px="3"
        pb="2"
        aria-label={t('items.heading')}
      >
        {shown.map((item) => (
          <Flex
            as="li"
            key={item.id}
            gap="3"
            py="2"
            borderTopWidth="1px"
            borderColor="gray.100"
            align="start"
            data-status={item.status}
            data-item={item.id}
          >
            <Box pt="0.5">
              <ItemStatusIcon status={item.status} />
            </Box>
            <Stack gap="0.5" flex="1" minW="0">
              <Flex gap="2" justify="space-between" wrap="wrap">
                <Text fontWeight="medium">{label(item.id as ItemId)}</Text>
                <Text color={statusColor(item.status)} fontSize="sm" fontWeight="semibold">
                  {t(`items.status.${item.status}`)}
                </Text>
              </Flex>
              {item.message && (
                <Text
                  fontSize="sm"
                  whiteSpace="pre-line"
                  wordBreak="break-word"
                  color={item.status === 'error' ? 'red.700' : 'gray.700'}
                >
                  {item.message}
                </Text>
              )}
            </Stack>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
