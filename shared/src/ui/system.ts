import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** A color palette named `name` built on one of Chakra's scales (usable as colorPalette="primary"). */
function palette(scale: string) {
  const step = (n: number) => ({ value: `{colors.${scale}.${n}}` });
  return {
    tokens: Object.fromEntries([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((n) => [n, step(n)])),
    semantic: {
      // solid 700: white text keeps 4.5:1 on it even at the 90% hover tint (blue 600 hovered fell to 4.4:1).
      solid: step(700), contrast: { value: 'white' }, fg: step(700), muted: step(100),
      subtle: step(50), emphasized: step(200), focusRing: step(600),
    },
  };
}

const primary = palette('blue');
const secondary = palette('green');

/** The portal's Chakra system: light only; primary blue, secondary green (spec document 2 section 9). */
export const portalSystem = createSystem(defaultConfig, defineConfig({
  globalCss: {
    html: { colorPalette: 'primary' },
    body: { bg: 'gray.50', color: 'gray.900' },
    // Printing a page that shows results prints them as a report: the results (and the print header) without the
    // form and its input boxes around them. Pages without results print as they are.
    'body:has([data-print-results]) main :not([data-print-results], [data-print-results] *, [data-print-keep], [data-print-keep] *, :has([data-print-results]))': {
      _print: { display: 'none !important' },
    },
    '[data-print-results]': { _print: { marginTop: '0 !important' } },
  },
  theme: {
    tokens: { colors: { primary: primary.tokens, secondary: secondary.tokens } },
    semanticTokens: {
      colors: {
        primary: primary.semantic,
        secondary: secondary.semantic,
        // WCAG 2.1 AA, fixed here rather than page by page: error text and required marks 4.5:1 on white (red.700
        // is 6.5:1; Chakra's red.500 is 3.8:1), field and checkbox outlines 3:1 (gray.500 is 4.8:1).
        fg: {
          error: { value: '{colors.red.700}' }, success: { value: '{colors.green.700}' }, warning: { value: '{colors.orange.700}' },
          muted: { value: '{colors.gray.600}' },
        },
        border: { emphasized: { value: '{colors.gray.500}' }, error: { value: '{colors.red.600}' } },
      },
    },
    recipes: {
      // A disabled or busy button stays readable (Chakra fades it to 50%, 1.8:1 on a solid button): grey, 4.5:1+.
      button: { base: { _disabled: { opacity: 1, bg: 'gray.200', color: 'gray.700', borderColor: 'gray.300' } } },
      input: { variants: { variant: { outline: { borderColor: 'border.emphasized' } } } },
      textarea: { variants: { variant: { outline: { borderColor: 'border.emphasized' } } } },
    },
    slotRecipes: {
      nativeSelect: { slots: ['root', 'field', 'indicator'], variants: { variant: { outline: { field: { borderColor: 'border.emphasized' } } } } },
    },
  },
}));
