/**
 * The Chakra UI v3 system: the base preset plus only the recipes the app uses (the full preset
 * would weigh on the sign-in page). `brand` follows the site's primary colour at run time through
 * the CSS variable --portal-primary (see src/lib/branding.ts); `accent` is the fixed #EB0045.
 */
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

export const DEFAULT_PRIMARY = '#0B3D91';
export const SECONDARY = '#EB0045';

const primary = `var(--portal-primary, ${DEFAULT_PRIMARY})`;
const primaryContrast = 'var(--portal-primary-contrast, #FFFFFF)';

/**
 * The colour palettes no page uses. Creating the system turns every token into a CSS variable and
 * every page load pays for it, so they are left out (add one back here before using it).
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ) as Partial<T>;
}

const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, colorPalette: 'brand' },
    body: { bg: 'white', color: 'gray.950', fontSize: 'md' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        // Darker borders and secondary text than the preset: readable on a tablet in sunlight.
        border: { ...semanticTokens.colors.border, DEFAULT: { value: '{colors.gray.500}' } },
        fg: { ...semanticTokens.colors.fg, muted: { value: '{colors.gray.700}' } },
        brand: {
          solid: { value: primary },
          contrast: { value: primaryContrast },
          fg: { value: primary },
          muted: { value: `color-mix(in srgb, ${primary} 25%, white)` },
          subtle: { value: `color-mix(in srgb, ${primary} 12%, white)` },
          emphasized: { value: `color-mix(in srgb, ${primary} 35%, white)` },
          focusRing: { value: primary },
          border: { value: primary },
        },
        accent: {
          solid: { value: SECONDARY },
          contrast: { value: '#FFFFFF' },
          fg: { value: '#C8003A' },
          muted: { value: '#FBC7D6' },
          subtle: { value: '#FDE6ED' },
          emphasized: { value: '#F8A6BE' },
          focusRing: { value: SECONDARY },
          border: { value: SECONDARY },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      // dialog, drawer, menu, breadcrumb, nativeSelect: added on first use by useLazyRecipes.
    },
  },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The system, created on first call: creating it turns every token into a CSS variable (the
 * largest single piece of start-up work), so main.tsx calls this in a task of its own before the
 * first render instead of during the entry's module evaluation.
 */
export function portalSystem(): ReturnType<typeof createSystem> {
  return (created ??= createSystem(mergeConfigs(defaultBaseConfig, portalConfig)));
}
