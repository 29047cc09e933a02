/**
 * Machine instructions per path-year of the Monte Carlo engine (one trial, one year of the demo plan, full fidelity),
 * counted by valgrind's callgrind. Instruction counts do not depend on how busy the machine is, so this is the
 * engine's speed figure on a shared machine (issue 32: at most 7,200, about twice a plain C program doing the same
 * arithmetic).
 *
 * Method: `bench/instructionsTarget.ts` is bundled with esbuild (as the browser worker and the server run a bundle,
 * not tsx's per-file transform) and run twice under `valgrind --tool=callgrind` on `node --single-threaded`
 * (V8 compiles and collects garbage on the main thread, so no helper thread's work lands in one run and not the
 * other): once with `warmUp` simulations of 1,000 trials of the demo plan, once with `warmUp + measured`. The
 * difference of the two totals is the marginal cost of `measured` simulations once V8 has compiled the hot paths,
 * without Node's start-up, the bundle's loading and the warm-up; divided by measured x 1,000 trials x the plan's
 * years it is the cost of a path-year, including each simulation's schedule, summary and garbage collection.
 * Repeats on the same code agreed within about 2% with 2 measured simulations (17,211 and 17,492 on main before
 * issue 32's changes; 13,713 and 13,660 with 4, against 14,375 with 2, on the same later code): when garbage
 * collections fall is not quite the same from run to run, and 4 measured simulations narrow it.
 *
 *   pnpm --filter @portal/calc bench:instructions            # one JSON line
 *   pnpm --filter @portal/calc bench:instructions 3 6        # warm-up and measured simulations (default 3 and 4)
 *
 * Without valgrind on the PATH it prints nothing and exits 0 (`instructionsPerPathYear` answers null).
 * Under callgrind a simulation takes about 100 times longer (about 10-20 s each); both runs go in parallel.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface InstructionCount {
  name: string;
  instructions_per_path_year: number;
  warm_up: number;
  measured: number;
  trials: number;
  years: number;
  /** Total instructions of the run with the warm-up only, and with the measured simulations too. */
  instructions_warm_up_run: number;
  instructions_full_run: number;
}

export function valgrindPresent(): boolean {
  const r = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  return r.status === 0;
}

function callgrind(script: string, warmUp: number, measured: number): Promise<{ instructions: number; years: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--single-threaded', script, String(warmUp), String(measured)]);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => {
      const collected = /Collected\s*:\s*(\d+)/.exec(err);
      if (code !== 0 || !collected) {
        reject(new Error(`callgrind run failed (exit ${code}): ${err.slice(-2000)}`));
        return;
      }
      resolve({ instructions: Number(collected[1]), years: JSON.parse(out.trim().split('\n').pop()!).years });
    });
  });
}

/** The marginal instructions per path-year, or null when valgrind is not installed. */
export async function instructionsPerPathYear(warmUp = 3, measured = 4): Promise<InstructionCount | null> {
  if (!valgrindPresent()) return null;
  const dir = mkdtempSync(join(tmpdir(), 'calc-instructions-'));
  try {
    const script = join(dir, 'target.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./instructionsTarget.ts', import.meta.url))],
      bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: script, logLevel: 'error',
    });
    const [base, full] = await Promise.all([callgrind(script, warmUp, 0), callgrind(script, warmUp, measured)]);
    const pathYears = measured * 1000 * full.years;
    return {
      name: 'instructions-demo',
      instructions_per_path_year: Math.round((full.instructions - base.instructions) / pathYears),
      warm_up: warmUp,
      measured,
      trials: 1000,
      years: full.years,
      instructions_warm_up_run: base.instructions,
      instructions_full_run: full.instructions,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [warmUp, measured] = process.argv.slice(2).map(Number);
  const result = await instructionsPerPathYear(warmUp || 3, measured || 4);
  if (result) console.log(JSON.stringify(result));
  else console.error('valgrind is not installed: no instruction count (Debian: apt-get install valgrind).');
}
