import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's copy of the spec's call list (CI may run without ../shared beside the repo). */
export const COPY_PATH = path.resolve(here, '../api-endpoints.txt');
/** The spec itself, when ../shared sits beside the repository. */
export const SPEC_PATH = path.resolve(here, '../../../../../shared/spec/api-endpoints.txt');

export const EXPANSIONS: Record<string, readonly string[]> = {
  level: ['global', 'team', 'user', 'profile'],
  settingsLevel: ['team', 'user', 'profile'],
  intLevel: ['team', 'user'],
};

export interface Endpoint {
  method: string;
  /** The line as the spec writes it: 'GET /api/setting/{level}/assumption'. */
  template: string;
  /** With the level placeholders filled: 'GET /api/setting/team/assumption'. */
  key: string;
  /** Path with the remaining {params}: '/api/setting/team/assumption/{levelKey}'. */
  path: string;
  /** The level the line was expanded with ('global', 'team', 'user', 'profile'), if any. */
  level?: string;
}

export function parseEndpointLines(text: string): Array<{ method: string; path: string }> {
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => {
    const [method, p, ...rest] = l.split(/\s+/);
    if (!method || !p || rest.length || !p.startsWith('/api/')) throw new Error(`api-endpoints.txt: cannot read line "${l}"`);
    return { method, path: p };
  });
}

/** Every call, with {level}, {settingsLevel} and {intLevel} expanded (one placeholder of these per line). */
export function expandEndpoints(lines: Array<{ method: string; path: string }>): Endpoint[] {
  const out: Endpoint[] = [];
  for (const { method, path: p } of lines) {
    const template = `${method} ${p}`;
    const placeholder = Object.keys(EXPANSIONS).find((k) => p.includes(`{${k}}`));
    if (!placeholder) {
      out.push({ method, template, key: template, path: p });
      continue;
    }
    for (const level of EXPANSIONS[placeholder]) {
      const filled = p.replace(`{${placeholder}}`, level);
      out.push({ method, template, key: `${method} ${filled}`, path: filled, level });
    }
  }
  const seen = new Set<string>();
  return out.filter((e) => (seen.has(e.key) ? false : (seen.add(e.key), true)));
}

/** The list to walk: the spec's when it is beside the repository, else the copy. */
export function loadEndpointList(): { text: string; source: string; copyText: string; specText: string | null } {
  const copyText = readFileSync(COPY_PATH, 'utf8');
  const specText = existsSync(SPEC_PATH) ? readFileSync(SPEC_PATH, 'utf8') : null;
  return { text: specText ?? copyText, source: specText ? SPEC_PATH : COPY_PATH, copyText, specText };
}
