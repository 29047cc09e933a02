import { MAX_CONTACTS } from './text';
import { InputError } from './types';

/**
 * Limits an uploaded file is held to before any parser sees it (README "Integrations"): counting is a native
 * string search, a few milliseconds for the largest file, so an oversized file is refused at once and never
 * reaches a parser. A real custodian export of a few thousand positions, a year of OFX transactions or a CRM export
 * of 5,000 contacts is well inside them.
 */
export const UPLOAD_LIMITS = {
  /** Lines of a CSV file (custodian positions or CRM contacts): records can only be fewer. */
  csvLines: 20_000,
  /** Tags of an OFX or QFX file (each element's start and end tag count). */
  ofxTags: 100_000,
  /** vCards of a contacts file: the contacts limit itself. */
  vcards: MAX_CONTACTS,
  /** Lines of a vCard file (a card has a handful; folded lines count too). */
  vcardLines: 100_000,
} as const;

/** Files up to this many characters are read on the calling thread; larger ones on the work pool (lib/workPool.ts). */
export const INLINE_PARSE_CHARS = 4_096;
/** A file that takes longer than this to read on a pool thread is refused (the thread is ended). */
export const PARSE_TIME_LIMIT_MS = 5_000;

const fmt = (n: number) => n.toLocaleString('en-US');

/** Occurrences of `needle` in `text`, stopping once past `limit` (the caller only needs to know it is over). */
export function countUpTo(text: string, needle: string, limit: number): number {
  let n = 0;
  for (let i = text.indexOf(needle); i >= 0 && n <= limit; i = text.indexOf(needle, i + needle.length)) n += 1;
  return n;
}

/** Case-insensitive count of BEGIN:VCARD lines, up to `limit` + 1. */
function vcardsUpTo(text: string, limit: number): number {
  let n = 0;
  const re = /^[ \t]*BEGIN:VCARD/gim;
  while (n <= limit && re.exec(text)) n += 1;
  return n;
}

function atMost(count: number, limit: number, what: string) {
  if (count > limit) throw new InputError('content', `has more than ${fmt(limit)} ${what}: files up to ${fmt(limit)} ${what} are read`);
}

/** Refuses a file over the limits of the format its partner reads (InputError naming the limit); reads nothing else. */
export function checkUploadBounds(partnerCode: string, content: string) {
  if (partnerCode === 'OFX') {
    atMost(countUpTo(content, '<', UPLOAD_LIMITS.ofxTags), UPLOAD_LIMITS.ofxTags, 'tags');
    return;
  }
  if (partnerCode === 'CRM_CONTACTS' && /^\s*BEGIN:VCARD/i.test(content)) {
    atMost(vcardsUpTo(content, UPLOAD_LIMITS.vcards), UPLOAD_LIMITS.vcards, 'vCards');
    atMost(countUpTo(content, '\n', UPLOAD_LIMITS.vcardLines) + 1, UPLOAD_LIMITS.vcardLines, 'lines');
    return;
  }
  // Custodian and CRM CSV files; a lone CR (old Mac line ends) counts as a line end too.
  const lines = Math.max(countUpTo(content, '\n', UPLOAD_LIMITS.csvLines), countUpTo(content, '\r', UPLOAD_LIMITS.csvLines)) + 1;
  atMost(lines, UPLOAD_LIMITS.csvLines, 'lines');
}
