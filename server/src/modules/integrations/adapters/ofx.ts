import { parseSync } from 'ofx-js';
import {
  MAX_ACCOUNTS, MAX_HOLDINGS, dateOf, mask, money, numberOf, optionalText, safeText,
} from './text';
import { InputError, type Holding, type PartnerAdapter, type StatementAccount, type StatementOutput } from './types';

/** A parsed OFX element: child elements by name (a leaf's text is read with text() / numberOf()). */
type Node = { readonly [name: string]: Node | undefined };
const list = (v: unknown): Node[] => (v == null ? [] : Array.isArray(v) ? v : [v as Node]);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Prepares a file for ofx-js: refuses document type and entity declarations (no XML entity is ever resolved:
 * the parser does not read them, and such a file is not an OFX statement anyway), and lowercases tag names and
 * drops their dots (QFX's INTU.BID). Lowercase names also keep the parser's SGML step linear: its tag-name
 * pattern only backtracks over upper-case names, which on a crafted file would take minutes.
 */
export function prepareOfx(content: string): string {
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) throw new InputError('content', 'must not declare a document type or entities');
  const start = content.search(/<OFX>/i);
  if (start < 0) throw new InputError('content', 'is not an OFX or QFX file (no <OFX> element)');
  const body = content.slice(start).replace(/<(\/?)([A-Za-z][A-Za-z0-9_.]*)/g, (_m, slash: string, name: string) => {
    const n = name.replace(/\./g, '').toLowerCase();
    return n === 'ofx' ? `<${slash}OFX` : `<${slash}${n}`;
  });
  if (/<\/?[^A-Za-z/!?\s]/.test(body)) throw new InputError('content', 'is not a valid OFX file (a tag name does not start with a letter)');
  return `${content.slice(0, start)}${body}`;
}

/** Securities of the statement's SECLIST by their unique id: ticker and name. */
function securities(ofx: Node): Map<string, { ticker: string | null; name: string | null }> {
  const out = new Map<string, { ticker: string | null; name: string | null }>();
  for (const msgs of list(ofx.seclistmsgsrsv1)) {
    for (const seclist of list(msgs?.seclist)) {
      for (const kind of ['stockinfo', 'mfinfo', 'debtinfo', 'optinfo', 'otherinfo']) {
        for (const info of list(seclist?.[kind])) {
          const sec = info?.secinfo;
          const id = text(sec?.secid?.uniqueid);
          if (id) out.set(id, { ticker: optionalText(sec?.ticker, 12), name: optionalText(sec?.secname) });
        }
      }
    }
  }
  return out;
}

function institutionOf(ofx: Node): string | null {
  return optionalText(ofx.signonmsgsrsv1?.sonrs?.fi?.org, 60);
}

function investmentAccount(rs: Node, secs: ReturnType<typeof securities>, institution: string | null, fallbackDate: string | null): StatementAccount {
  const from = rs.invacctfrom ?? {};
  const accountId = text(from.acctid).trim();
  if (!accountId) throw new InputError('content', 'has an investment statement without an account id (INVACCTFROM/ACCTID)');
  const statementDate = dateOf(rs.dtasof, 'content') ?? fallbackDate;
  if (!statementDate) throw new InputError('content', 'has an investment statement without a date (DTASOF)');
  const holdings: Holding[] = [];
  let basisTotal = 0;
  let basisSeen = false;
  for (const poslist of list(rs.invposlist)) {
    for (const kind of ['posstock', 'posmf', 'posdebt', 'posopt', 'posother']) {
      for (const pos of list(poslist?.[kind])) {
        const inv = pos?.invpos ?? {};
        const id = text(inv.secid?.uniqueid);
        const sec = secs.get(id);
        const units = numberOf(inv.units, 'content');
        const price = numberOf(inv.unitprice, 'content');
        const amount = numberOf(inv.mktval, 'content') ?? (units != null && price != null ? units * price : null);
        if (amount == null) throw new InputError('content', `position ${safeText(id, 20)} has no market value`);
        // Cost basis is not in the OFX position aggregate; some brokerages add COSTBASIS (total) or AVGCOSTBASIS.
        const avg = numberOf(inv.avgcostbasis, 'content');
        const costBasis = numberOf(inv.costbasis, 'content') ?? (avg != null && units != null ? avg * units : null);
        if (costBasis != null) {
          basisSeen = true;
          basisTotal += costBasis;
        }
        holdings.push({
          ticker: sec?.ticker ?? safeText(id, 12), name: sec?.name ?? null, units, price, amount: money(amount),
          costBasis: costBasis == null ? null : money(costBasis),
        });
      }
    }
  }
  const bal = rs.invbal ?? {};
  const cash = numberOf(bal.availcash, 'content') ?? 0;
  const retirement = rs.inv401k != null || rs.inv401kbal != null;
  const invested = holdings.reduce((s, h) => s + h.amount, 0);
  return {
    accountKey: `${safeText(from.brokerid, 60) || institution || 'ofx'}:${accountId}`,
    institution,
    accountMask: mask(accountId),
    description: safeText(`${institution ?? safeText(from.brokerid, 40) ?? 'Brokerage'} ${retirement ? 'retirement' : 'brokerage'} ••${mask(accountId)}`),
    investmentType: retirement ? 'IR' : 'BA',
    balance: money(invested + cash),
    cash: money(cash),
    costBasis: basisSeen ? money(basisTotal) : null,
    holdings,
    statementDate,
  };
}

function bankAccount(rs: Node, institution: string | null, fallbackDate: string | null): StatementAccount {
  const from = rs.bankacctfrom ?? {};
  const accountId = text(from.acctid).trim();
  if (!accountId) throw new InputError('content', 'has a bank statement without an account id (BANKACCTFROM/ACCTID)');
  const balance = numberOf(rs.ledgerbal?.balamt, 'content');
  if (balance == null) throw new InputError('content', `bank account ••${mask(accountId)} has no ledger balance (LEDGERBAL/BALAMT)`);
  const statementDate = dateOf(rs.ledgerbal?.dtasof, 'content') ?? fallbackDate;
  if (!statementDate) throw new InputError('content', 'has a bank statement without a date (LEDGERBAL/DTASOF)');
  const type = safeText(from.accttype, 20).toLowerCase() || 'bank';
  return {
    accountKey: `${safeText(from.bankid, 60) || institution || 'ofx'}:${accountId}`,
    institution,
    accountMask: mask(accountId),
    description: safeText(`${institution ?? 'Bank'} ${type} ••${mask(accountId)}`),
    investmentType: 'CA',
    balance: money(balance),
    cash: money(balance),
    costBasis: null,
    holdings: [],
    statementDate,
  };
}

/** Bank and brokerage accounts of an OFX 1.x (SGML) or 2.x (XML) statement, or a QFX file (OFX with Intuit tags). */
export function readOfx(content: string): StatementOutput {
  let ofx: Node;
  try {
    ofx = parseSync(prepareOfx(content)).OFX as Node;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError('content', `is not a valid OFX file: ${safeText((e as Error).message, 120)}`);
  }
  if (!ofx || typeof ofx !== 'object') throw new InputError('content', 'is not a valid OFX file');
  const severity = text(ofx.signonmsgsrsv1?.sonrs?.status?.severity).toUpperCase();
  if (severity === 'ERROR') throw new InputError('content', 'is an OFX answer reporting a sign-on error from the institution');
  const institution = institutionOf(ofx);
  const serverDate = dateOf(text(ofx.signonmsgsrsv1?.sonrs?.dtserver), 'content');
  const accounts: StatementAccount[] = [];
  const secs = securities(ofx);
  for (const msgs of list(ofx.invstmtmsgsrsv1)) {
    for (const trn of list(msgs?.invstmttrnrs)) for (const rs of list(trn?.invstmtrs)) accounts.push(investmentAccount(rs, secs, institution, serverDate));
  }
  for (const msgs of list(ofx.bankmsgsrsv1)) {
    for (const trn of list(msgs?.stmttrnrs)) for (const rs of list(trn?.stmtrs)) accounts.push(bankAccount(rs, institution, serverDate));
  }
  if (!accounts.length) throw new InputError('content', 'holds no bank or investment statement');
  if (accounts.length > MAX_ACCOUNTS) throw new InputError('content', `holds more than ${MAX_ACCOUNTS} accounts`);
  if (accounts.some((a) => a.holdings.length > MAX_HOLDINGS)) throw new InputError('content', `holds an account with more than ${MAX_HOLDINGS} positions`);
  return { kind: 'STATEMENT', accounts };
}

export const ofxAdapter: PartnerAdapter<Record<string, never>, StatementOutput> = {
  code: 'OFX',
  kind: 'STATEMENT',
  link: () => ({}),
  run: (input) => readOfx(input.content),
};
