/** Switches the UI between Spanish and English; its name is the language it switches to. */
import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getLanguage, setLanguage } from '../../lib/language';
import { Icon } from './icon';

export interface LanguageSwitchProps extends ButtonProps {
  /** Hides the text below 480 px (the accessible name stays). */
  compact?: boolean;
}

export function LanguageSwitch({ compact = false, ...rest }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const target = getLanguage() === 'es' ? 'en' : 'es';
  return (
    <Button
      variant="ghost"
      minH="11"
      minW="11"
      aria-label={t('switchLanguage')}
      title={t('switchLanguageHint')}
      onClick={() => setLanguage(target)}
      {...rest}
    >
      <Icon name="globe" />
      <Box as="span" lang={target} display={compact ? { base: 'none', sm: 'inline' } : 'inline'}>
        {t('switchLanguage')}
      </Box>
    </Button>
  );
}
