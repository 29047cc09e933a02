import { ADAPTERS, InputError, type ContactsOutput, type RunInput, type StatementOutput } from '../modules/integrations/adapters/index';

/**
 * Work that runs on the work pool's threads (lib/workPool.ts), never on the request thread: each task takes and
 * returns plain data (structured clone). A task that refuses its input answers `{ problem }` instead of throwing,
 * so the field survives the thread boundary.
 */
export type Outcome<T> = { value: T; problem?: undefined } | { problem: { field: string; message: string } };

function outcome<T>(fn: () => T): Outcome<T> {
  try {
    return { value: fn() };
  } catch (e) {
    if (e instanceof InputError) return { problem: { field: e.field, message: e.message } };
    throw e;
  }
}

export const TASKS = {
  /** Reads an uploaded file with a partner's adapter (counted and bounded before it gets here). */
  readUpload: (a: { code: string; input: RunInput; settings: unknown }): Outcome<StatementOutput | ContactsOutput> =>
    outcome(() => ADAPTERS[a.code].run(a.input, a.settings) as StatementOutput | ContactsOutput),
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
