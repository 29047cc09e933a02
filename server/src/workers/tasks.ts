import type { Assumptions, PlanInput, RandomLifetimesResult, ScenarioRun, StressMarkets, StressOptions, runScenario } from '@portal/calc';
import type { ProfileAggregate } from '@portal/shared/contract';
import type { PlanResults, RunOptions } from '../modules/calcs/runPlan';
import type { FiguresSource } from '../modules/calcs/figuresPart';
import type { DrawInput } from '../modules/clientreport/drawReport';
import type { InvoiceData } from '../modules/payments/invoicePdf';
import type { ContactsOutput, RunInput, StatementOutput } from '../modules/integrations/adapters/index';

/**
 * Work that runs on the work pool's threads (lib/workPool.ts), never on the request thread: each task takes and
 * returns plain data (structured clone). Each task loads only its own code, on first use, so a thread that only
 * reads files never loads the engine or the PDF writer. A task that refuses its input answers `{ problem }`
 * instead of throwing, so the field survives the thread boundary.
 */
export type Outcome<T> = { value: T; problem?: undefined } | { problem: { field: string; message: string } };

type ScenarioTask = { profile: ProfileAggregate; assumptions: Assumptions; actions: Parameters<typeof runScenario>[2]; seed: number; startYear: number; trials: number };

export const TASKS = {
  /** Reads an uploaded file with a partner's adapter (counted and bounded before it gets here). */
  readUpload: async (a: { code: string; input: RunInput; settings: unknown }): Promise<Outcome<StatementOutput | ContactsOutput>> => {
    const { ADAPTERS, InputError } = await import('../modules/integrations/adapters/index');
    try {
      return { value: ADAPTERS[a.code].run(a.input, a.settings) as StatementOutput | ContactsOutput };
    } catch (e) {
      if (e instanceof InputError) return { problem: { field: e.field, message: e.message } };
      throw e;
    }
  },
  /** The engine over one plan (projection and Monte Carlo): the figures worker, the combined result, reports. */
  runPlan: async (a: { profile: ProfileAggregate; assumptions: unknown; options: RunOptions }): Promise<PlanResults> => {
    const { runPlan } = await import('../modules/calcs/runPlan');
    return runPlan(a.profile, a.assumptions as Assumptions, a.options);
  },
  /**
   * The engine over one plan for the figures worker: the same run as runPlan, answering only the part the stored
   * figures are taken from (a few hundred bytes instead of a ~300 KB result to copy between threads).
   */
  planFigures: async (a: { profile: ProfileAggregate; assumptions: unknown; options: RunOptions }): Promise<FiguresSource> => {
    const [{ runPlan }, { figuresPart }] = await Promise.all([import('../modules/calcs/runPlan'), import('../modules/calcs/figuresPart')]);
    return figuresPart(runPlan(a.profile, a.assumptions as Assumptions, a.options));
  },
  /** A scenario with its actions applied (scenario confirmation and stored scenario results). */
  runScenario: async (a: ScenarioTask): Promise<ScenarioRun> => {
    const [{ runScenario }, { validateActionRecord }] = await Promise.all([import('@portal/calc'), import('@portal/shared/contract')]);
    return runScenario(a.profile, a.assumptions, a.actions, a.seed, { startYear: a.startYear, trials: a.trials, validateRecord: validateActionRecord });
  },
  /**
   * One half of a plan's stress tests (`markets`: historical replay, bad timing, fat tails; `lifetimes`: random
   * lifetimes), so the two halves run on two threads at once. The engine's RangeError (a plan it cannot project)
   * comes back as `rangeError`, so it stays the plan's own problem across the thread boundary.
   */
  stressPart: async (a: { part: 'markets' | 'lifetimes'; plan: PlanInput; assumptions: Assumptions; options: StressOptions }): Promise<{ value: StressMarkets | RandomLifetimesResult } | { rangeError: string }> => {
    const { stressMarkets, stressLifetimes } = await import('@portal/calc');
    try {
      return { value: (a.part === 'markets' ? stressMarkets : stressLifetimes)(a.plan, a.assumptions, a.options) };
    } catch (e) {
      if (e instanceof RangeError) return { rangeError: e.message };
      throw e;
    }
  },
  /** A client report's PDF drawn from collected data. */
  drawReport: async (a: DrawInput): Promise<Uint8Array> => {
    const { drawReport } = await import('../modules/clientreport/drawReport');
    return drawReport(a);
  },
  /** A purchase's invoice PDF drawn from its row (payments' invoice download). */
  drawInvoice: async (a: InvoiceData): Promise<Uint8Array> => {
    const { drawInvoice } = await import('../modules/payments/drawInvoice');
    return drawInvoice(a);
  },
  /** Loads a task's code ahead of use (server start-up), so the first real task does not pay for it. */
  warmUp: async (): Promise<number> => {
    const started = performance.now();
    const [, , , , , draw, calc] = await Promise.all([
      import('../modules/integrations/adapters/index'), import('../modules/calcs/runPlan'), import('../modules/calcs/figuresPart'),
      import('../modules/clientreport/drawReport'), import('../modules/payments/drawInvoice'), import('../modules/clientreport/draw'),
      // runScenario's action rules (the workshop's stored results, computed by the figures worker after a start).
      import('@portal/calc'), import('@portal/shared/contract'),
    ]);
    // The stress tests (the Profile's stress panel, every client report) run on these threads: each compiles their
    // code now on the engine's own demo plan, so a plan's first stress tests after a start are computed warm.
    calc.warmUpStress();
    // Reports are drawn on these threads: the fonts are read and measured on a thread's first document, so each
    // thread draws a small one now (the first report a user asks for took seconds more without it).
    await draw.warmUpPdf();
    return Math.round(performance.now() - started);
  },
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<K extends TaskName> = Parameters<(typeof TASKS)[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof TASKS)[K]>>;

/** The pool's entry: one message names the task and carries its input. */
export default function run({ task, input }: { task: TaskName; input: unknown }) {
  const fn = TASKS[task] as (i: unknown) => unknown;
  if (!fn) throw new Error(`unknown task ${String(task)}`);
  return fn(input);
}
