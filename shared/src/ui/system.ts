import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** A color palette named `name` built on one of Chakra's scales (usable as colorPalette="primary"). */
function palette(scale: string) {
  const step = (n: number) => ({ value: `{colors.${scale}.${n}}` });
  return {
    tokens: Object.fromEntries([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((n) => [n, step(n)])),
    semantic: {
      solid: step(600), contrast: { value: 'white' }, fg: step(700), muted: step(100),
      subtle: step(50), emphasized: step(200), focusRing: step(500),
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
    semanticTokens: { colors: { primary: primary.semantic, secondary: secondary.semantic } },
  },
}));
