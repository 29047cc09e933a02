import { messages } from '@portal/shared';
import type { FormErrors } from '../plan-form/formErrors';
import { checkIncomeYears, sortIncomes } from './incomeRules';

describe('incomes', () => {
  it('puts the current income first, then later incomes by age', () => {
    expect(sortIncomes([{ id: 1, age: 60 }, { id: 2, age: null }, { id: 3, age: 55 }]).map((i) => i.id)).toEqual([2, 3, 1]);
  });
  it('flags two incomes of one person starting at the same age, not of two people', () => {
    const errors: FormErrors = {};
    checkIncomeYears([
      { rowKey: 'a', clientId: 1, age: 60, active: true },
      { rowKey: 'b', clientId: 2, age: 60, active: true },
      { rowKey: 'c', clientId: 1, age: 60, active: true },
    ], errors);
    expect(errors).toEqual({ 'c.age': messages.duplicateYears() });
  });
});
