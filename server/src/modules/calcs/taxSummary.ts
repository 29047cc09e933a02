import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { filingStatus as filingStatuses } from '../codes/lists';
import type { TaxSummaryRow } from '@portal/shared/contract';
import { planWithResults } from './planResults';
import type { ResultCache } from './resultCache';


const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * GET /api/client/tax/summary/{profileId}[?year=]: the projection's own federal, state and local income tax of
 * the year (the current year by default): the rows are the combined result's taxAlbum row for that year (federal
 * is the regular federal tax after credits; a net investment income tax, an alternative minimum tax and the Medicare
 * income-related surcharge of the year are named in its description), so the
 * summary and the plan's results can never disagree. A plan that cannot be projected yet has zero rows naming why.
 */
export async function taxSummary(db: Db, cache: ResultCache, profileId: number, year?: number, now = new Date()): Promise<TaxSummaryRow[]> {
  const { cached } = await planWithResults(db, cache, profileId, now);
  const { taxAlbum, expenseAlbum, calc } = cached.results;
  const wanted = year ?? calc.startYear;
  if (calc.incomplete) {
    const why = `(not projected yet: ${calc.incomplete})`;
    return [
      { category: 'Federal Taxes', description: `Federal income tax ${wanted} ${why}`, total: 0 },
      { category: 'State Taxes', description: `State income tax ${wanted} ${why}`, total: 0 },
      { category: 'Local Taxes', description: `Local income tax ${wanted} ${why}`, total: 0 },
    ];
  }
  const row = taxAlbum.find((r) => r.year === wanted);
  if (!row) throw notFound(`Year ${wanted} of the projection`);
  const statusName = filingStatuses.find((f) => f.code === row.filingStatus)?.description ?? row.filingStatus;
  const niit = row.netInvestmentIncomeTax > 0 ? `; net investment income tax ${money(row.netInvestmentIncomeTax)} on top` : '';
  const amt = row.alternativeMinimumTax > 0 ? `; alternative minimum tax ${money(row.alternativeMinimumTax)} on top` : '';
  const medicare = expenseAlbum.find((r) => r.year === wanted);
  const irmaa = medicare && medicare.medicareIrmaa > 0 ? `; Medicare premiums ${money(medicare.medicarePremiums)} include an income-related surcharge (IRMAA) of ${money(medicare.medicareIrmaa)}` : '';
  return [
    { category: 'Federal Taxes', description: `Federal income tax ${row.year}, ${statusName}${niit}${amt}${irmaa}`, total: row.federal },
    {
      category: 'State Taxes',
      description: row.state ? `State income tax ${row.year}, ${row.state}` : `State income tax ${row.year} (no state income tax)`,
      total: row.stateTax,
    },
    { category: 'Local Taxes', description: `Local income tax ${row.year}`, total: row.local },
  ];
}
