import { TaskTimeout, runOffThread } from '../../lib/workPool';
import { ADAPTERS, InputError, type ContactsOutput, type RunInput, type StatementOutput } from './adapters/index';
import { INLINE_PARSE_CHARS, PARSE_TIME_LIMIT_MS, checkUploadBounds } from './adapters/bounds';
import { inputProblem } from './partners';

/**
 * Reads an uploaded file with its partner's adapter, bounded first: the file's lines, records or tags are counted
 * and a file over a limit is a 400 naming it before any parser runs. A file of a few KB is read here; a larger one on
 * the work pool with a time limit, so the request thread never parses (README "Integrations").
 */
export async function readUpload<Out extends StatementOutput | ContactsOutput>(code: string, input: RunInput, settings: unknown): Promise<Out> {
  try {
    checkUploadBounds(code, input.content);
    if (input.content.length <= INLINE_PARSE_CHARS) return ADAPTERS[code].run(input, settings) as Out;
  } catch (e) {
    inputProblem(e);
  }
  let res;
  try {
    res = await runOffThread('readUpload', { code, input, settings }, PARSE_TIME_LIMIT_MS);
  } catch (e) {
    if (e instanceof TaskTimeout) inputProblem(new InputError('content', `could not be read within ${PARSE_TIME_LIMIT_MS / 1000} s: split it into smaller files`));
    throw e;
  }
  if (res.problem) inputProblem(new InputError(res.problem.field, res.problem.message));
  return res.value as Out;
}
