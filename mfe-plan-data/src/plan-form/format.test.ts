import { formatDate, formatMoney, formatPercent, todayIso } from './format';

describe('format', () => {
  it('shows dollars with thousands separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-20)).toBe('-$20.00');
    expect(formatMoney(98765.4, { whole: true })).toBe('$98,765');
    expect(formatMoney(null)).toBe('—');
  });
  it('shows percentages without trailing zeros', () => {
    expect(formatPercent(4.5)).toBe('4.5%');
    expect(formatPercent(undefined)).toBe('—');
  });
  it('reads ISO dates as calendar days', () => {
    expect(formatDate('1980-05-01')).toBe('May 1, 1980');
  });
  it('gives today as yyyy-mm-dd', () => {
    expect(todayIso(new Date(2024, 0, 9))).toBe('2024-01-09');
  });
});
