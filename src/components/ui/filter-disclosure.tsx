/**
 * A filter panel that folds away: a "Filtros" button (44 px) with a one-line summary of what is
 * applied, so a phone or a tablet shows the work first and still says what it is looking at.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { DisclosureButton } from './disclosure-button';

export interface FilterDisclosureProps {
  title: string;
  /** What is applied, in words ("Sociedad: MX10 · Estatus: Todos"). */
  summary: string;
  defaultOpen: boolean;
  /** Shown below the summary while the panel is folded (e.g. a warning about the search). */
  foldedNotice?: ReactNode;
  children: ReactNode;
}

export function FilterDisclosure({
  title,
  summary,
  defaultOpen,
  foldedNotice,
  children,
}: FilterDisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <Flex align="center" gap="3" px={{ base: '2', md: '3' }} py="1.5" wrap="wrap">
        <DisclosureButton
          open={open}
          onToggle={() => setOpen((o) => !o)}
          controls={panelId}
          fontSize="md"
        >
          {title}
        </DisclosureButton>
        <Text fontSize="md" color="gray.700" flex="1" minW="48" lineClamp={2} title={summary}>
          {summary}
        </Text>
      </Flex>
      {!open && foldedNotice && (
        <Box px="3" pb="3">
          {foldedNotice}
        </Box>
      )}
      <Box id={panelId} hidden={!open} borderTopWidth="1px" borderColor="gray.200">
        {children}
      </Box>
    </Box>
  );
}
