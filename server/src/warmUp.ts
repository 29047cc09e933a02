import { warmUpEngine } from '@portal/calc';
import { warmUpPool } from './lib/workPool';

/**
 * Start-up warm-up: the engine runs its own demo plan a few times, so the first calculation after a start is served
 * at the speed of the later ones (milliseconds taken). PDFs are drawn only on the work pool's threads, and each of
 * them draws a small one as it loads its code (`warmUp` in `workers/tasks.ts`).
 */
export async function warmUp(): Promise<{ engineMs: number; poolMs: number }> {
  // The work pool's threads (which run the engine, the PDF drawing and file reading) load their code meanwhile.
  const pool = warmUpPool();
  const engineMs = warmUpEngine();
  return { engineMs, poolMs: await pool };
}
