import { duplicateYears, messages, type Income } from '@portal/shared';
import { addError, errorKey, type FormErrors } from '../plan-form/formErrors';
import type { EditRow } from '../plan-form/useRowList';

export type IncomeDraft = Partial<Income>;

/** Each person's incomes: the current one (no age) first, then later ones by starting age (spec: "sorted"). */
export function sortIncomes<T extends IncomeDraft>(incomes: T[]): T[] {
  return [...incomes].sort((a, b) => (a.age ?? -1) - (b.age ?? -1) || (a.id ?? Infinity) - (b.id ?? Infinity));
}

/** A person's active incomes may not start at the same age: 'May not include duplicate years', under the age. */
export function checkIncomeYears(rows: EditRow<IncomeDraft>[], errors: FormErrors): void {
  for (const clientId of new Set(rows.map((r) => r.clientId))) {
    const mine = rows.filter((r) => r.clientId === clientId);
    for (const i of duplicateYears(mine)) addError(errors, errorKey(mine[i].rowKey, 'age'), messages.duplicateYears());
  }
}
