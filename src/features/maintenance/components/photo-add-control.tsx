/**
 * "Agregar foto": opens the camera on tablets and phones (or the file picker elsewhere), then says
 * what happened to the photo: compressing, saved on this device, sent, or why it was refused.
 */
import { Button, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import type { PhotoCapture } from '../hooks/use-photo-capture';

const CAMERA_PATH =
  'M23 19a2 2 0 01-2 2H3a2 2 0 01-2-2V8a2 2 0 012-2h4l2-3h6l2 3h4a2 2 0 012 2zM12 17a4 4 0 100-8 4 4 0 000 8z';

export interface PhotoAddControlProps {
  capture: PhotoCapture;
  /** Names the characteristic or antenna, for assistive technology. */
  label: string;
}

export function PhotoAddControl({ capture, label }: PhotoAddControlProps) {
  const { t } = useTranslation('maintenance');
  const input = useRef<HTMLInputElement>(null);
  const { status } = capture;
  const failed = status.kind === 'failed';
  const text =
    status.kind === 'compressing'
      ? t('photos.compressing')
      : status.kind === 'saving'
        ? t('photos.saving')
        : status.kind === 'saved'
          ? t('photos.saved')
          : status.kind === 'sent'
            ? t('photos.sent')
            : status.kind === 'failed'
              ? t(`photos.problem.${status.problem}`)
              : '';
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <chakra.input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        display="none"
        aria-hidden
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared so the same file can be chosen again after a refusal.
          e.currentTarget.value = '';
          if (file) void capture.add(file);
        }}
      />
      <Button
        size="sm"
        minH="11"
        variant="outline"
        disabled={capture.busy}
        aria-label={t('photos.addTo', { name: label })}
        onClick={() => input.current?.click()}
      >
        <StrokeIcon path={CAMERA_PATH} boxSize="4" />
        {t('photos.add')}
      </Button>
      <Text
        fontSize="sm"
        role={failed ? 'alert' : 'status'}
        color={failed ? 'red.700' : status.kind === 'sent' ? 'green.700' : 'fg.muted'}
        display="inline-flex"
        alignItems="center"
        gap="1"
      >
        {capture.busy && <Spinner size="xs" />}
        {text}
      </Text>
    </Flex>
  );
}
