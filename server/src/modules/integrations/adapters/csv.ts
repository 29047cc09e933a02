import Papa from 'papaparse';
import { safeText } from './text';
import { InputError } from './types';

/**
 * Rows of a CSV file as text cells (trimmed; empty lines skipped; a byte-order mark dropped). Rows may have any
 * number of cells: no per-row error is built for a short or long row (the reader pads by reading a missing cell
 * as blank). Only a malformed quote refuses the file.
 */
export function csvRows(content: string): string[][] {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  const out = Papa.parse<string[]>(text, { delimiter: ',', header: false, skipEmptyLines: 'greedy', transform: (v) => v.trim() });
  const quoteProblem = out.errors.find((e) => e.type === 'Quotes');
  if (quoteProblem) {
    throw new InputError('content', `is not a valid CSV file: ${safeText(quoteProblem.message, 80)} (row ${(quoteProblem.row ?? 0) + 1})`);
  }
  return out.data;
}
