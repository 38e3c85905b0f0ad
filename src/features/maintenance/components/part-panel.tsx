/**
 * The review panel: one part of the order at a time (a group, the site inventory or an antenna),
 * its review first and what it is judged on below, with large "Anterior" / "Siguiente" buttons
 * above and below so a crew walks through every part without looking for them.
 */
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartPosition, ReviewPart } from '../lib/review-parts';
import { MaintenanceIcon } from './maintenance-icon';

export interface PartPanelProps {
  position: PartPosition;
  titleOf: (part: ReviewPart) => string;
  onGo: (key: string) => void;
  /** On narrow screens the panel stands in for the list: this goes back to it. */
  onAllParts: (() => void) | null;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function PartPanel({
  position,
  titleOf,
  onGo,
  onAllParts,
  headingRef,
  children,
}: PartPanelProps) {
  const { t } = useTranslation('maintenance');
  const { part, previous, next } = position;
  const counter =
    part.kind === 'group'
      ? t('walk.groupOf', { number: position.number, of: position.of })
      : part.kind === 'antenna'
        ? t('walk.antennaOf', { number: position.number, of: position.of })
        : t('walk.site');

  const nav = (where: 'top' | 'bottom') => (
    <Flex
      as={where === 'top' ? 'nav' : 'div'}
      aria-label={where === 'top' ? t('walk.navigation') : undefined}
      gap="3"
      align="stretch"
    >
      <Button
        flex="1"
        minH="14"
        minW="0"
        overflow="hidden"
        variant="outline"
        borderWidth="2px"
        fontSize="md"
        justifyContent="start"
        disabled={!previous}
        onClick={() => previous && onGo(previous.key)}
        aria-label={previous ? `${t('walk.previous')}: ${titleOf(previous)}` : t('walk.previous')}
      >
        <MaintenanceIcon name="chevronLeft" />
        <Stack gap="0" align="start" minW="0" flex="1">
          <Text fontWeight="bold">{t('walk.previous')}</Text>
          {previous && (
            <Text fontSize="sm" fontWeight="normal" truncate maxW="full">
              {titleOf(previous)}
            </Text>
          )}
        </Stack>
      </Button>
      {next ? (
        <Button
          flex="1"
          minH="14"
          minW="0"
          overflow="hidden"
          fontSize="md"
          justifyContent="end"
          onClick={() => onGo(next.key)}
          aria-label={`${t(`walk.next.${next.kind}`)}: ${titleOf(next)}`}
        >
          <Stack gap="0" align="end" minW="0" flex="1">
            {/* On a phone "Siguiente" alone; the part's name below says what comes next. */}
            <Text fontWeight="bold" truncate maxW="full">
              <chakra.span hideFrom="md">{t('walk.nextShort')}</chakra.span>
              <chakra.span hideBelow="md">{t(`walk.next.${next.kind}`)}</chakra.span>
            </Text>
            <Text fontSize="sm" fontWeight="normal" truncate maxW="full">
              {titleOf(next)}
            </Text>
          </Stack>
          <MaintenanceIcon name="chevronRight" />
        </Button>
      ) : (
        <Flex flex="1" align="center" justify="center" px="2" textAlign="center">
          <Text fontSize="sm" color="fg.muted">
            {t('walk.last')}
          </Text>
        </Flex>
      )}
    </Flex>
  );

  return (
    <Stack
      as="section"
      aria-label={titleOf(part)}
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      p={{ base: '3', md: '4' }}
    >
      {onAllParts && (
        <Button variant="outline" minH="11" alignSelf="start" onClick={onAllParts}>
          <MaintenanceIcon name="back" />
          {t('walk.allParts')}
        </Button>
      )}
      {nav('top')}
      <Box>
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {counter}
        </Text>
        <Heading as="h3" size="lg" ref={headingRef} tabIndex={-1} outline="none">
          {titleOf(part)}
        </Heading>
      </Box>
      {children}
      {nav('bottom')}
    </Stack>
  );
}
