/** "hace 5 min" style texts for an offline copy's age. */
import { useTranslation } from 'react-i18next';
import { offlineAge } from '../lib/offline-age';

export function useAgeText(): (savedAt: number, now: number) => string {
  const { t } = useTranslation('maintenance');
  return (savedAt, now) => {
    const age = offlineAge(savedAt, now);
    return t(`age.${age.unit}`, { count: age.count });
  };
}
