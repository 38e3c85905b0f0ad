/** "Hay una nueva versión disponible" with an "Actualizar" button; never reloads by itself. */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { activateUpdate, updateAvailableStore } from '../../offline/service-worker-updates';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const available = useStore(updateAvailableStore);
  if (!available) return null;
  return (
    <Box
      role="status"
      position="fixed"
      bottom="4"
      insetInlineEnd="4"
      insetInlineStart={{ base: '4', md: 'auto' }}
      zIndex="toast"
      bg="gray.900"
      color="white"
      borderRadius="md"
      boxShadow="lg"
      p="3"
    >
      <HStack gap="3" justify="space-between">
        <Text fontWeight="medium">{t('updateAvailable')}</Text>
        <Button colorPalette="accent" minH="11" onClick={activateUpdate}>
          {t('updateNow')}
        </Button>
      </HStack>
    </Box>
  );
}
