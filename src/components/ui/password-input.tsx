/** A password input with a show/hide toggle ("Mostrar contraseña" / "Ocultar contraseña"). */
import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

export function PasswordInput({ ref, ...rest }: PasswordInputProps) {
  const { t } = useTranslation('login');
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} pe="12" {...rest} />
      <IconButton
        type="button"
        variant="ghost"
        position="absolute"
        insetInlineEnd="0"
        top="50%"
        transform="translateY(-50%)"
        minW="11"
        h="11"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} />
      </IconButton>
    </Box>
  );
}
