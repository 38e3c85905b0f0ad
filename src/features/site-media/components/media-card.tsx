/**
 * One replaceable item of /admin_banner or /admin_help: its title and details, a file picker that
 * uploads at once, and "restore the original" when it was replaced. A wrong file is refused here
 * already (the server checks it again).
 */
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MediaCardProps {
  title: string;
  children?: ReactNode;
  pickLabel: string;
  accept: string;
  busy: boolean;
  canRestore: boolean;
  restoreLabel: string;
  error: string | null;
  onPick: (file: File) => void;
  onRestore: () => void;
}

export function MediaCard(props: MediaCardProps) {
  const { t } = useTranslation('siteMedia');
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white" p="3">
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg" wordBreak="break-word">
          {props.title}
        </Text>
        {props.children}
        <Field.Root invalid={props.error !== null}>
          <Field.Label>{props.pickLabel}</Field.Label>
          <Input
            type="file"
            accept={props.accept}
            minH="11"
            py="2"
            bg="white"
            disabled={props.busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) props.onPick(file);
            }}
          />
          <Field.ErrorText>{props.error}</Field.ErrorText>
        </Field.Root>
        <Button
          variant="outline"
          minH="11"
          alignSelf="flex-start"
          disabled={!props.canRestore || props.busy}
          aria-label={props.restoreLabel}
          onClick={props.onRestore}
        >
          {t('restore')}
        </Button>
      </Stack>
    </Box>
  );
}
