import { warmUpEngine } from '@portal/calc';
import { warmUpPdf } from './modules/clientreport/draw';
import { warmUpPool } from './lib/workPool';

/**
 * Start-up warm-up: the engine runs its own demo plan a few times and a small PDF is built, so the first
 * calculation or client report after a start is served at the speed of the later ones (milliseconds taken).
 */
export async function warmUp(): Promise<{ engineMs: number; pdfMs: number; poolMs: number }> {
  // The work pool's threads (which run the engine, the PDF drawing and file reading) load their code meanwhile.
  const pool = warmUpPool();
  const engineMs = warmUpEngine();
  const pdfMs = await warmUpPdf();
  return { engineMs, pdfMs, poolMs: await pool };
}
