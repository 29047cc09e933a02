import { z } from 'zod';
import { csvRows } from './csv';
import { MAX_ACCOUNTS, MAX_HOLDINGS, dateOf, mask, money, numberOf, optionalText, safeText } from './text';
import { InputError, type Holding, type PartnerAdapter, type RunInput, type StatementAccount, type StatementOutput } from './types';

/** Columns a positions file can have; symbol and market value are required, the rest optional. */
export const CSV_FIELDS = ['account', 'accountName', 'symbol', 'description', 'quantity', 'price', 'marketValue', 'costBasis', 'date'] as const;
export type CsvField = typeof CSV_FIELDS[number];
export type ColumnMapping = Partial<Record<CsvField, string[]>>;

/**
 * Layouts of common custodian position exports (header names as those exports write them; each field lists the
 * names seen for it). "auto" tries them in this order. A team or advisor can save its own mapping instead.
 */
export const CSV_PRESETS: Record<string, { label: string; columns: ColumnMapping }> = {
  FIDELITY: {
    label: 'Fidelity positions',
    columns: {
      account: ['Account Number'], accountName: ['Account Name'], symbol: ['Symbol'], description: ['Description'],
      quantity: ['Quantity'], price: ['Last Price'], marketValue: ['Current Value'], costBasis: ['Cost Basis Total'],
    },
  },
  SCHWAB: {
    label: 'Schwab positions',
    columns: {
      account: ['Account'], symbol: ['Symbol'], description: ['Description'], quantity: ['Qty (Quantity)', 'Quantity'],
      price: ['Price'], marketValue: ['Mkt Val (Market Value)', 'Market Value'], costBasis: ['Cost Basis'],
    },
  },
  VANGUARD: {
    label: 'Vanguard holdings',
    columns: {
      account: ['Account Number'], symbol: ['Symbol'], description: ['Investment Name'], quantity: ['Shares'],
      price: ['Share Price'], marketValue: ['Total Value'],
    },
  },
  GENERIC: {
    label: 'Generic (Account, Symbol, Quantity, Price, Market Value, Cost Basis, As Of)',
    columns: {
      account: ['Account', 'Account Number'], accountName: ['Account Name'], symbol: ['Symbol', 'Ticker'],
      description: ['Description', 'Name', 'Security'], quantity: ['Quantity', 'Units', 'Shares'], price: ['Price'],
      marketValue: ['Market Value', 'Value'], costBasis: ['Cost Basis', 'Cost'], date: ['As Of', 'Date'],
    },
  },
};

const header = z.string().trim().min(1).max(60);
const settingsSchema = z.object({
  preset: z.enum(['auto', ...Object.keys(CSV_PRESETS)] as [string, ...string[]]).default('auto'),
  /** A saved mapping: field -> the file's header name; used instead of the presets when set. */
  mapping: z.object(Object.fromEntries(CSV_FIELDS.map((f) => [f, header.optional()])) as Record<CsvField, z.ZodOptional<typeof header>>).strict().optional(),
}).strict();
export type CsvSettings = z.infer<typeof settingsSchema>;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Column index of each field in `row`, when the row holds at least the symbol and market value. */
function columnsIn(row: string[], columns: ColumnMapping): Partial<Record<CsvField, number>> | null {
  const names = row.map((c) => norm(String(c)));
  const out: Partial<Record<CsvField, number>> = {};
  for (const f of CSV_FIELDS) {
    const i = (columns[f] ?? []).map((n) => names.indexOf(norm(n))).find((x) => x >= 0);
    if (i != null) out[f] = i;
  }
  return out.symbol != null && out.marketValue != null ? out : null;
}

function findLayout(rows: string[][], settings: CsvSettings) {
  const candidates: ColumnMapping[] = settings.mapping
    ? [Object.fromEntries(Object.entries(settings.mapping).filter(([, v]) => v).map(([k, v]) => [k, [v as string]]))]
    : settings.preset === 'auto' ? Object.values(CSV_PRESETS).map((p) => p.columns) : [CSV_PRESETS[settings.preset].columns];
  // Custodian exports often put a title or account line above the header row.
  for (let r = 0; r < Math.min(rows.length, 15); r++) {
    for (const c of candidates) {
      const cols = columnsIn(rows[r], c);
      if (cols) return { headerRow: r, cols };
    }
  }
  throw new InputError('content', settings.mapping
    ? 'has no header row with the saved mapping\'s Symbol and Market Value columns'
    : 'has an unknown layout: no header row of a known custodian export was found; save a column mapping for it');
}

export function readPositionsCsv(input: RunInput, settings: CsvSettings): StatementOutput {
  const rows = csvRows(input.content);
  const { headerRow, cols } = findLayout(rows, settings);
  const cell = (row: string[], f: CsvField) => (cols[f] == null ? undefined : row[cols[f]!]);
  const asOf = input.asOf ? dateOf(input.asOf, 'asOf') : null;
  const accounts = new Map<string, StatementAccount>();
  for (let r = headerRow + 1; r < rows.length; r++) {
    const row = rows[r];
    const symbol = safeText(cell(row, 'symbol'), 40);
    if (!symbol || /total/i.test(symbol) || /^(account|pending)/i.test(symbol)) continue;
    const line = `line ${r + 1}`;
    const marketValue = numberOf(cell(row, 'marketValue'), 'content');
    if (marketValue == null) continue;
    const date = dateOf(cell(row, 'date'), 'content') ?? asOf;
    if (!date) throw new InputError('asOf', 'is required: the file carries no date for its positions');
    const accountId = safeText(cell(row, 'account'), 40) || 'default';
    let account = accounts.get(accountId);
    if (!account) {
      if (accounts.size >= MAX_ACCOUNTS) throw new InputError('content', `holds more than ${MAX_ACCOUNTS} accounts`);
      const name = optionalText(cell(row, 'accountName'), 60);
      account = {
        accountKey: `CSV:${accountId}`, institution: null, accountMask: mask(accountId),
        description: safeText(name ? `${name} ••${mask(accountId)}` : `Custodian account ••${mask(accountId)}`),
        investmentType: 'BA', balance: 0, cash: 0, costBasis: null, holdings: [], statementDate: date,
      };
      accounts.set(accountId, account);
    }
    if (date > account.statementDate) account.statementDate = date;
    if (account.holdings.length >= MAX_HOLDINGS) throw new InputError('content', `holds an account with more than ${MAX_HOLDINGS} positions`);
    const costBasis = numberOf(cell(row, 'costBasis'), 'content');
    const holding: Holding = {
      ticker: safeText(symbol.replace(/\*+$/, ''), 12), name: optionalText(cell(row, 'description')),
      units: numberOf(cell(row, 'quantity'), 'content'), price: numberOf(cell(row, 'price'), 'content'),
      amount: money(marketValue), costBasis: costBasis == null ? null : money(costBasis),
    };
    if (!holding.ticker) throw new InputError('content', `${line} has no symbol`);
    account.holdings.push(holding);
    account.balance = money(account.balance + holding.amount);
    if (holding.costBasis != null) account.costBasis = money((account.costBasis ?? 0) + holding.costBasis);
  }
  if (!accounts.size) throw new InputError('content', 'holds no positions under its header row');
  return { kind: 'STATEMENT', accounts: [...accounts.values()] };
}

export const custodianCsvAdapter: PartnerAdapter<CsvSettings, StatementOutput> = {
  code: 'CUSTODIAN_CSV',
  kind: 'STATEMENT',
  link: (settings) => {
    const r = settingsSchema.safeParse(settings ?? {});
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new InputError(['settings', ...issue.path].join('.'), issue.message);
    }
    return r.data;
  },
  run: readPositionsCsv,
};
