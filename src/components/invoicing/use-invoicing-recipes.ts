/**
 * Adds the tooltip's recipe to the Chakra system when an invoicing table first renders, so its
 * styles stay out of the other pages' bundles (as src/components/ui/use-lazy-recipes.ts does for
 * the shell's components). Idempotent.
 */
import { useChakraContext } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';

export function useInvoicingRecipes(): void {
  const system = useChakraContext();
  const theme = (system._config.theme ??= {});
  const slotRecipes = (theme.slotRecipes ??= {});
  if (!('tooltip' in slotRecipes)) slotRecipes.tooltip = tooltipSlotRecipe;
}
