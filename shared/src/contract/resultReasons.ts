/**
 * One-line reasons printed beside a negative or alarming figure of the engine's results, the same words on the
 * screens and in the PDF report.
 */

/** Why net cash flow turns negative: "Spending exceeds income from 2031: the difference is withdrawn from savings." */
export function negativeCashFlowReason(rows: ReadonlyArray<{ year: number; netCashFlow: number }>, depletionYear: number | null | undefined): string | null {
  const year = rows.find((r) => r.netCashFlow < -0.5)?.year;
  if (year == null) return null;
  return depletionYear != null
    ? `Spending exceeds income from ${year}: the difference is withdrawn from savings, which run out in ${depletionYear}.`
    : `Spending exceeds income from ${year}: the difference is withdrawn from savings.`;
}
