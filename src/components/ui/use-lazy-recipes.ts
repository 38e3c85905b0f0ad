/**
 * Adds the recipes of components that only later pages use (dialog, drawer, menu, breadcrumb,
 * native select, fieldset, switch) to the Chakra system when such a page first renders, so their styles stay out
 * of the sign-in page's bundle. Chakra 3.37 reads `theme.slotRecipes` lazily by key and caches
 * a recipe only on first use, so registering one before its first use is safe. Idempotent.
 */
import { useChakraContext, type SlotRecipeConfig } from '@chakra-ui/react';
import {
  breadcrumbSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  switchSlotRecipe,
} from '@chakra-ui/react/theme';

const LAZY_SLOT_RECIPES = {
  breadcrumb: breadcrumbSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  // The profile's mail switches and the SAT alerts' filter.
  fieldset: fieldsetSlotRecipe,
  switch: switchSlotRecipe,
};

export function useLazyRecipes(): void {
  const system = useChakraContext();
  const theme = (system._config.theme ??= {});
  const slotRecipes = (theme.slotRecipes ??= {});
  for (const [key, recipe] of Object.entries(LAZY_SLOT_RECIPES)) {
    if (!(key in slotRecipes)) slotRecipes[key] = recipe;
  }
}

/**
 * Adds one slot recipe (a component few pages use, e.g. the combobox) on its first render, as
 * useLazyRecipes does for the common ones, so it weighs only on the pages that show it.
 */
export function useSlotRecipe(key: string, recipe: SlotRecipeConfig): void {
  const system = useChakraContext();
  const theme = (system._config.theme ??= {});
  const slotRecipes = (theme.slotRecipes ??= {});
  if (!(key in slotRecipes)) slotRecipes[key] = recipe;
}
