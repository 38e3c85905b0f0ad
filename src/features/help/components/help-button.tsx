/**
 * The top bar's Help button (spec 1 §2.7): present only on the pages that have a help video, it
 * opens the help dialog with the current page's video.
 */
import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpVideoFor } from '../../../domain/help-videos';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { HelpDialog } from './help-dialog';

/** A question mark in a circle, on the 24-px grid of the portal's stroke icons. */
const HELP_ICON = 'M12 22a10 10 0 100-20 10 10 0 000 20zM9.1 9a3 3 0 015.8 1c0 2-3 3-3 3M12 17h.01';

export function HelpButton({ pathname }: { pathname: string }) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);
  const video = helpVideoFor(pathname);
  if (!video) return null;
  return (
    <>
      <IconButton
        variant="ghost"
        color="inherit"
        minW="11"
        h="11"
        aria-label={t('open')}
        aria-haspopup="dialog"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={() => setOpen(true)}
      >
        <StrokeIcon path={HELP_ICON} boxSize="6" />
      </IconButton>
      {/* Keyed by page: moving to another page while it is open shows that page's video. */}
      {open && <HelpDialog key={video.path} video={video} onClose={() => setOpen(false)} />}
    </>
  );
}
