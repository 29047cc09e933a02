import { stressFigures, type ReportSection, type StressTestResult } from '@portal/shared/contract';
import { money, paragraph, table, type Doc } from './draw';

/**
 * The report's stress-test section: the four results as the panel words them (stressFigures), the worst
 * historical start years and the mapping rule. Figures from the same engine run as the panel (GET .../stress).
 */
export function drawStress(doc: Doc, stress: StressTestResult | null | undefined, s: ReportSection, color: string) {
  if (!stress) return paragraph(doc, 'No stress tests yet: the plan cannot be projected.');
  const figures = stressFigures(stress);
  table(doc, [{ label: 'Stress test', width: 190 }, { label: 'Success', width: 60, align: 'right' }, { label: 'Compared with', width: 110 }],
    figures.map((f) => [f.title, f.value, f.beside ?? '']), color);
  // The PDF's standard font has no minus sign (U+2212): a hyphen-minus prints it.
  for (const f of figures) paragraph(doc, `${f.title}: ${f.detail}`.replace(/\u2212/g, '-'), 9);
  if (s.options?.worstYears !== false && stress.historical.worst.length) {
    table(doc, [{ label: 'Worst start year', width: 100 }, { label: 'Money ran out', width: 200 }, { label: 'Net worth at the end (today\'s $)', width: 150, align: 'right' }],
      stress.historical.worst.map((w) => [String(w.year), w.success ? 'Never' : `${w.depletedYear} (plan year ${w.depletedPlanYear}, age ${w.depletedAge})`, money(w.endingNetWorth)]), color);
  }
  paragraph(doc, stress.historical.rule, 8);
}
