import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Server modules (the folders of server/src/modules) must not import each other in a loop: shared pieces (the
 * level chain, seeding, diffs, registration links, team access) live outside the modules. This reads every
 * import of every module file (tests left out: a test may use another module's seed data) and fails with the
 * loop it finds.
 */
const modulesDir = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:^|[\s;])(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []);
}

/** module name -> the modules it imports, each with one importing file as evidence. */
export function moduleGraph(root: string): Map<string, Map<string, string>> {
  const modules = readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory());
  const graph = new Map(modules.map((m) => [m, new Map<string, string>()]));
  for (const m of modules) {
    for (const file of filesUnder(join(root, m))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1] ?? match[2];
        if (!spec.startsWith('.')) continue;
        const target = relative(root, resolve(dirname(file), spec)).split(sep)[0];
        if (target !== m && graph.has(target)) graph.get(m)!.set(target, relative(root, file));
      }
    }
  }
  return graph;
}

/** The first loop found, as a list of modules ending where it started, or null. */
export function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

test('the loop finder finds a loop, and none in a chain', () => {
  const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Map(v.map((t) => [t, `${k}/x.ts`]))]));
  assert.deepEqual(findCycle(g({ settings: ['assumptions'], assumptions: ['reports'], reports: ['settings'] })), ['settings', 'assumptions', 'reports', 'settings']);
  assert.equal(findCycle(g({ settings: ['assumptions'], assumptions: ['reports'], reports: [] })), null);
});

test('the import reader sees static, re-export and dynamic imports', () => {
  const specs = [...`import { a } from '../x/a';\nexport { b } from "../y/b";\nconst c = await import('../z/c');\nimport type { D } from '../w/d';`.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2]);
  assert.deepEqual(specs, ['../x/a', '../y/b', '../z/c', '../w/d']);
});

test('no server module imports another in a loop', () => {
  const graph = moduleGraph(modulesDir);
  assert.ok(graph.size > 10, 'reads the modules folder');
  const cycle = findCycle(graph);
  const evidence = cycle?.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i])!.get(to)})`).join('\n');
  assert.equal(cycle, null, `server modules import each other in a loop:\n${evidence}`);
});
