import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig as presetConfig } from '@chakra-ui/react/preset';
import * as chakraShared from './chakraShared';

// Federation hands every package the shell's chakraShared module in place of '@chakra-ui/react': a component
// imported by any package but missing there would be undefined in the browser.
const root = path.join(__dirname, '../../..');
const PACKAGES = ['shell', 'shared', 'mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [p] : [];
  });
}

/** Value (not type-only) names imported from '@chakra-ui/react' in one source file. */
function chakraValueImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

describe('the shared Chakra subset', () => {
  it('exports every Chakra value the portal imports', () => {
    const missing: string[] = [];
    for (const pkg of PACKAGES) {
      for (const file of sources(path.join(root, pkg, 'src'))) {
        const text = readFileSync(file, 'utf8');
        expect(text).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'@chakra-ui\/react'/);
        for (const name of chakraValueImports(text)) {
          if (!(name in chakraShared)) missing.push(`${name} (${path.relative(root, file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks (the scan is not empty)', () => {
    expect(chakraValueImports("import { Box, type BoxProps, Text as T } from '@chakra-ui/react';")).toEqual(['Box', 'Text']);
    expect(Object.keys(chakraShared).length).toBeGreaterThan(30);
  });

  it("gives Chakra's default config without loading the preset module, which creates a second, unused system", () => {
    expect(chakraShared.defaultConfig).toEqual(presetConfig);
    const text = readFileSync(path.join(__dirname, 'chakraShared.ts'), 'utf8');
    expect(text).not.toMatch(/from '@chakra-ui\/react(\/preset)?'/);
  });
});
