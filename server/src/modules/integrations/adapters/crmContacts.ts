import ICAL from 'ical.js';
import { csvRows } from './csv';
import { MAX_CONTACTS, dateOf, optionalText, safeText } from './text';
import { InputError, type Contact, type ContactsOutput, type PartnerAdapter, type RunInput } from './types';

/** Header names CRM exports use for each contact field (first match wins, case-insensitive). */
const CSV_COLUMNS = {
  id: ['Contact ID', 'ID', 'Record ID'],
  first: ['First Name', 'FirstName', 'Given Name'],
  last: ['Last Name', 'LastName', 'Surname', 'Family Name'],
  name: ['Name', 'Full Name', 'Contact Name'],
  email: ['Email', 'E-mail', 'Email Address', 'E-mail Address', 'Primary Email'],
  dob: ['Date of Birth', 'Birthdate', 'Birth Date', 'Birthday', 'DOB'],
  spouseFirst: ['Spouse First Name', 'Spouse'],
  spouseLast: ['Spouse Last Name'],
  spouseDob: ['Spouse Date of Birth', 'Spouse Birthdate', 'Spouse DOB'],
  household: ['Household', 'Household Name'],
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function splitName(full: string): [string, string] {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1 ? [parts.slice(0, -1).join(' '), parts[parts.length - 1]] : [parts[0] ?? '', ''];
}

function contact(fields: {
  id?: string | null; first: string; last: string; email?: string | null; dob?: string | null;
  spouseFirst?: string | null; spouseLast?: string | null; spouseDob?: string | null; household?: string | null;
}, where: string): Contact {
  const firstName = safeText(fields.first, 50);
  const lastName = safeText(fields.last, 50);
  if (!firstName || !lastName) throw new InputError('content', `${where} has no first and last name`);
  const email = optionalText(fields.email, 254)?.toLowerCase() ?? null;
  if (email && !EMAIL.test(email)) throw new InputError('content', `${where} has an invalid e-mail address`);
  const dateOfBirth = dateOf(fields.dob, 'content');
  const spouseDateOfBirth = dateOf(fields.spouseDob, 'content');
  const id = optionalText(fields.id, 80);
  return {
    externalKey: id ? `id:${id}` : email ? `email:${email}` : `name:${firstName} ${lastName}:${dateOfBirth ?? ''}`.toLowerCase(),
    firstName, lastName, email, dateOfBirth,
    spouseFirstName: optionalText(fields.spouseFirst, 50),
    spouseLastName: optionalText(fields.spouseLast, 50) ?? (fields.spouseFirst ? lastName : null),
    spouseDateOfBirth,
    household: optionalText(fields.household, 100),
  };
}

function readCsv(content: string): Contact[] {
  const [head, ...body] = csvRows(content);
  const names = (head ?? []).map((c) => c.toLowerCase());
  // A row shorter than the header reads its missing cells as blank; cells past the header are ignored.
  const rows = body.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''])));
  const pick = (row: Record<string, string>, names: readonly string[]) => {
    for (const n of names) if (row[n.toLowerCase()] != null && row[n.toLowerCase()] !== '') return row[n.toLowerCase()];
    return null;
  };
  if (rows.length && !['first', 'name'].some((k) => CSV_COLUMNS[k as 'first' | 'name'].some((n) => n.toLowerCase() in rows[0]))) {
    throw new InputError('content', 'has an unknown layout: a contacts file needs a First Name / Last Name or Name column');
  }
  return rows.map((row, i) => {
    let first = pick(row, CSV_COLUMNS.first) ?? '';
    let last = pick(row, CSV_COLUMNS.last) ?? '';
    if (!first && !last) [first, last] = splitName(pick(row, CSV_COLUMNS.name) ?? '');
    let spouseFirst = pick(row, CSV_COLUMNS.spouseFirst);
    let spouseLast = pick(row, CSV_COLUMNS.spouseLast);
    if (spouseFirst && !spouseLast && /\s/.test(spouseFirst)) [spouseFirst, spouseLast] = splitName(spouseFirst);
    return contact({
      id: pick(row, CSV_COLUMNS.id), first, last, email: pick(row, CSV_COLUMNS.email), dob: pick(row, CSV_COLUMNS.dob),
      spouseFirst, spouseLast, spouseDob: pick(row, CSV_COLUMNS.spouseDob), household: pick(row, CSV_COLUMNS.household),
    }, `line ${i + 2}`);
  });
}

/** vCard 3 or 4: N / FN, EMAIL, BDAY, RELATED;TYPE=spouse (or X-SPOUSE), X-SPOUSE-BDAY, X-HOUSEHOLD. */
function readVcard(content: string): Contact[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(content);
  } catch (e) {
    throw new InputError('content', `is not a valid vCard file: ${safeText((e as Error).message, 120)}`);
  }
  const cards: unknown[] = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
  return cards.map((jcard, i) => {
    if (!Array.isArray(jcard) || jcard[0] !== 'vcard') throw new InputError('content', `entry ${i + 1} is not a vCard`);
    const c = new ICAL.Component(jcard);
    const value = (name: string) => {
      const v = c.getFirstPropertyValue(name);
      return v == null ? null : String(v);
    };
    const n = c.getFirstPropertyValue('n') as unknown;
    let [first, last] = Array.isArray(n) ? [String(n[1] ?? ''), String(n[0] ?? '')] : ['', ''];
    if (!first && !last) [first, last] = splitName(value('fn') ?? '');
    const spouseProp = c.getAllProperties('related').find((p) => String(p.getParameter('type') ?? '').toLowerCase().includes('spouse'));
    const spouseName = spouseProp ? String(spouseProp.getFirstValue() ?? '') : value('x-spouse') ?? '';
    const [spouseFirst, spouseLast] = spouseName ? splitName(spouseName) : [null, null];
    return contact({
      id: value('uid'), first, last, email: value('email'), dob: value('bday'),
      spouseFirst, spouseLast: spouseLast || null, spouseDob: value('x-spouse-bday'), household: value('x-household'),
    }, `vCard ${i + 1}`);
  });
}

export function readContacts(input: RunInput): ContactsOutput {
  const vcard = /^\s*BEGIN:VCARD/i.test(input.content);
  const contacts = vcard ? readVcard(input.content) : readCsv(input.content);
  if (!contacts.length) throw new InputError('content', 'holds no contacts');
  if (contacts.length > MAX_CONTACTS) throw new InputError('content', `holds more than ${MAX_CONTACTS} contacts`);
  return { kind: 'CONTACTS', contacts };
}

export const crmContactsAdapter: PartnerAdapter<Record<string, never>, ContactsOutput> = {
  code: 'CRM_CONTACTS',
  kind: 'CONTACTS',
  link: () => ({}),
  run: readContacts,
};
