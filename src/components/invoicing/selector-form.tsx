/**
 * A selector form (spec 2 §2 "Common: selector forms with a search button"): its fields in a grid
 * (one column on a phone, up to four on a desktop) and the search button; Enter searches too.
 */
import { Button, chakra, Flex, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectorFormProps {
  label: string;
  onSearch: () => void;
  searching?: boolean;
  children: ReactNode;
  /** More buttons beside the search (e.g. "Agregar factura"). */
  extra?: ReactNode;
  /** The search cannot run now (its fields are locked). */
  disabled?: boolean;
}

export function SelectorForm({
  label,
  onSearch,
  searching,
  children,
  extra,
  disabled,
}: SelectorFormProps) {
  const { t } = useTranslation('invoicing');
  return (
    <chakra.form
      aria-label={label}
      // The page says what is missing in its own words (dataLabelRequired), not the browser's.
      noValidate
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        {children}
      </SimpleGrid>
      <Flex gap="2" mt="4" wrap="wrap">
        <Button type="submit" minH="11" loading={searching} disabled={disabled}>
          {t('search')}
        </Button>
        {extra}
      </Flex>
    </chakra.form>
  );
}
