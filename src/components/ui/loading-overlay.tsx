/** The full-screen loading overlay, shown while a route resolves or a blocking task runs. */
import { Box, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { isLoading, loadingStore } from '../../lib/loading-store';

export function LoadingOverlay({ force = false }: { force?: boolean }) {
  const { t } = useTranslation('common');
  const visible = useStore(loadingStore, isLoading);
  if (!visible && !force) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.400"
      display="flex"
      alignItems="center"
      justifyContent="center"
      aria-busy="true"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Box bg="white" borderRadius="full" p="4" boxShadow="lg">
        <Spinner
          size="xl"
          color="brand.solid"
          borderWidth="4px"
          aria-label={t('loading')}
          role="status"
        />
      </Box>
    </Box>
  );
}
