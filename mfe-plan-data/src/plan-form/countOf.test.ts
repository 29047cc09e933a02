import { countOf, listOf } from './countOf';

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'goal', 'goals')).toBe('1 goal');
    expect(countOf(0, 'goal', 'goals')).toBe('0 goals');
    expect(countOf(3, 'kid or other person', 'kids and others')).toBe('3 kids and others');
    expect(countOf(1, 'kid or other person', 'kids and others')).toBe('1 kid or other person');
  });
  it('joins phrases with commas and a final "and"', () => {
    expect(listOf(['1 person', '2 debts', '1 goal'])).toBe('1 person, 2 debts and 1 goal');
    expect(listOf(['1 goal'])).toBe('1 goal');
  });
});
