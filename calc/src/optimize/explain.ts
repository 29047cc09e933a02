import type { EvalContext, Evaluation } from './evaluate';
import { choiceKey, conversionWords, fmtAge, leverParts, WITHDRAWAL_PRESET_LABELS, type LeverChoice } from './levers';
import type { Objective } from './search';

const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;
const dollars = (x: number) => `$${Math.round(Math.abs(x) / 1000) * 1000 >= 1000 ? (Math.round(Math.abs(x) / 1000) * 1000).toLocaleString('en-US') : Math.round(Math.abs(x)).toLocaleString('en-US')}`;

function changeOf(from: number, to: number, what: string, format: (x: number) => string, plural = false): string {
  const verb = (v: string) => (plural ? v : `${v}s`);
  if (Math.abs(to - from) < 1e-9) return `${verb('leave')} the ${what} at ${format(from)}`;
  return `${verb(to > from ? 'raise' : 'lower')} the ${what} from ${format(from)} to ${format(to)}`;
}

function amountChange(delta: number, what: string): string {
  if (Math.abs(delta) < 500) return `leaves ${what} about the same`;
  return `${delta > 0 ? 'raises' : 'lowers'} ${what} by ${dollars(delta)} in today's dollars`;
}

type Effects = Map<string, { e: Evaluation; det: { lifetimeBenefits: number; lifetimeTax: number } }>;

/**
 * The explanation of a combination: for each lever changed, the change from the plan in words and its own
 * effect (that setting alone on the same trials, at the plan's spending); then what the combination does to the
 * objective.
 */
export function explainCandidate(
  ctx: EvalContext, objective: Objective, target: number, choice: LeverChoice, combined: Evaluation,
  base: { plain: Evaluation; base: Evaluation }, effects: Effects, baseDet: { lifetimeBenefits: number; lifetimeTax: number },
): string[] {
  const s = ctx.settings;
  const lines: string[] = [];
  const plainP = base.plain.probabilityOfSuccess;
  for (const part of leverParts(choice)) {
    const [key, value] = Object.entries(part)[0];
    const fx = effects.get(choiceKey(part));
    if (!fx) continue;
    const p = changeOf(plainP, fx.e.probabilityOfSuccess, 'probability', pct);
    const saved = base.plain.lifetimeTax - fx.e.lifetimeTax;
    const tax = Math.abs(saved) < 500 ? 'about the same' : `${dollars(saved)} ${saved > 0 ? 'lower' : 'higher'} in today's dollars (median)`;
    switch (key) {
      case 'clientClaimAge':
      case 'spouseClaimAge': {
        const role = key === 'clientClaimAge' ? 'client' : 'spouse';
        const who = s.plan.spouse ? (role === 'client' ? 'The client claiming' : 'The spouse claiming') : 'Claiming';
        lines.push(`${who} Social Security at ${fmtAge(value as number)} instead of ${fmtAge(s.claimAge[role]!)} ${p} and ${amountChange(fx.det.lifetimeBenefits - baseDet.lifetimeBenefits, 'lifetime benefits')}.`);
        break;
      }
      case 'conversionBracket': {
        const from = s.conversionBracket === 'none' ? 'none' : conversionWords(s.conversionBracket, s.conversionBelowIrmaaTier);
        const to = value === 'none' ? 'No Roth conversions'
          : `Roth conversions ${conversionWords(value as number, part.conversionBelowIrmaaTier === true)} from age ${s.conversionAges.start} to ${s.conversionAges.end}`;
        lines.push(`${to} (the plan: ${from}) ${p}; lifetime tax ${tax}.`);
        break;
      }
      case 'withdrawalOrder':
        lines.push(`Withdrawing ${WITHDRAWAL_PRESET_LABELS[value as keyof typeof WITHDRAWAL_PRESET_LABELS]} instead of ${WITHDRAWAL_PRESET_LABELS.plan} ${p}; lifetime tax ${tax}.`);
        break;
      case 'clientRetirementAge':
      case 'spouseRetirementAge': {
        const role = key === 'clientRetirementAge' ? 'client' : 'spouse';
        const who = s.plan.spouse ? (role === 'client' ? 'The client retiring' : 'The spouse retiring') : 'Retiring';
        lines.push(`${who} at ${value} instead of ${s.retirementAge[role]} ${p}.`);
        break;
      }
    }
  }
  const many = leverParts(choice).length > 1;
  const together = many ? 'Together these' : 'This';
  const change = (from: number, to: number, what: string, format: (x: number) => string) => changeOf(from, to, what, format, many);
  switch (objective) {
    case 'sustainableSpending':
      lines.push(`${together} ${change(base.base.sustainableSpending ?? 0, combined.sustainableSpending ?? 0, `retirement spending sustainable at ${pct(target)}`, (x) => `${dollars(x)} a year`)} (today's dollars).`);
      break;
    case 'maxProbability':
      lines.push(`${together} ${change(plainP, combined.probabilityOfSuccess, 'probability of success', pct)} at the plan's spending.`);
      break;
    case 'maxEstate':
      lines.push(`${together} ${change(base.plain.medianEstate, combined.medianEstate, 'median after-tax estate', dollars)} (today's dollars, tax-deferred money taxed at ${pct(ctx.heirsTaxRate)} for the heirs), with a probability of ${pct(combined.probabilityOfSuccess)}.`);
      break;
    case 'minTax':
      lines.push(`${together} ${change(base.plain.lifetimeTax, combined.lifetimeTax, 'median lifetime tax', dollars)} (today's dollars), with a probability of ${pct(combined.probabilityOfSuccess)}.`);
      break;
  }
  return lines;
}
