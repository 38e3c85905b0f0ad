/**
 * The communiqué carousel of the home page (spec 1 §2.6): one banner at a time, cycling by itself
 * and pausing while the pointer is over it (or focus is inside it, or the user paused it); the
 * PDF icon opens the statement's PDF (a communiqué with only a PDF shows its name as the banner). Heights by breakpoint as the spec lists.
 */
import { Box, Button, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import type { Statement } from '../../../protocol/notification';
import { openStatementPdf } from '../open-statement-pdf';

/** Spec 1 §2.6 / §9: xs 220, sm 400, md 500, lg 550, xl 750, default (wider) 800. */
const HEIGHTS = {
  base: '220px',
  sm: '400px',
  md: '500px',
  lg: '550px',
  xl: '750px',
  '2xl': '800px',
} as const;

/** The spec does not say how long a banner stays; six seconds leaves time to read it. */
export const CAROUSEL_INTERVAL_MS = 6000;

const PATH = {
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4l13 8-13 8z',
  pdf: 'M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8zM14 3v5h5M9 13h6M9 17h4',
};

export function StatementCarousel({ statements }: { statements: readonly Statement[] }) {
  const { t } = useTranslation('pages');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = statements.length;
  const current = Math.min(index, count - 1);
  const running = count > 1 && !hovered && !focused && !paused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  const go = (step: number) => setIndex((i) => (Math.min(i, count - 1) + step + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.carouselLabel')}
      data-state={running ? 'running' : 'paused'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      borderRadius="lg"
      overflow="hidden"
      bg="gray.100"
      boxShadow="sm"
    >
      <Box position="relative" h={HEIGHTS} aria-live={running ? 'off' : 'polite'}>
        {statements.map((s, i) => (
          <Box
            key={s.Id}
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideLabel', { n: i + 1, total: count, name: s.Name })}
            hidden={i !== current}
            position="absolute"
            inset="0"
          >
            {s.ImageFile ? (
              <Image src={s.ImageFile} alt={s.Name} w="full" h="full" objectFit="contain" />
            ) : (
              // A communiqué with only a PDF: its name stands in for the banner.
              <Flex h="full" align="center" justify="center" bg="blue.900" px="16" py="6">
                <Text
                  color="white"
                  fontSize={{ base: 'xl', md: '3xl' }}
                  fontWeight="bold"
                  textAlign="center"
                >
                  {s.Name}
                </Text>
              </Flex>
            )}
            {s.PDFFile && (
              <IconButton
                aria-label={t('home.openPdf', { name: s.Name })}
                position="absolute"
                top="2"
                right="2"
                minW="11"
                minH="11"
                bg="white"
                color="gray.900"
                boxShadow="md"
                _hover={{ bg: 'gray.100' }}
                onClick={() => openStatementPdf(s.PDFFile!, s.Name)}
              >
                <StrokeIcon path={PATH.pdf} />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <HStack justify="space-between" px="2" py="1" bg="white" gap="2">
          <IconButton
            variant="ghost"
            minW="11"
            minH="11"
            aria-label={t('home.previous')}
            onClick={() => go(-1)}
          >
            <StrokeIcon path={PATH.previous} />
          </IconButton>
          <HStack gap="2" minW="0">
            <Button variant="ghost" minH="11" onClick={() => setPaused((p) => !p)}>
              <StrokeIcon path={paused ? PATH.play : PATH.pause} />
              {paused ? t('home.play') : t('home.pause')}
            </Button>
            <Text color="gray.700" fontSize="sm" aria-hidden>
              {current + 1} / {count}
            </Text>
          </HStack>
          <IconButton
            variant="ghost"
            minW="11"
            minH="11"
            aria-label={t('home.next')}
            onClick={() => go(1)}
          >
            <StrokeIcon path={PATH.next} />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
