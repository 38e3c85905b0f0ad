/** "Regresar": from an order back to the list. */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MaintenanceIcon } from './maintenance-icon';

export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('maintenance');
  return (
    <Button variant="outline" minH="11" alignSelf="start" onClick={onBack}>
      <MaintenanceIcon name="back" />
      {t('back')}
    </Button>
  );
}
