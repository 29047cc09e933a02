import { formatNumberInput, parseNumberInput, type NumberInputRules } from './numberInput';

const VALID = 'must be a valid number';
const WHOLE = 'must be a whole number';
const NOT_NEGATIVE = 'must be a number greater than or equal to 0';

const money: NumberInputRules = { kind: 'money', label: 'Annual Amount' };
const percent: NumberInputRules = { kind: 'percent', label: 'Cost-of-Living Adjustment' };
const whole: NumberInputRules = { kind: 'whole', label: 'Start Age' };
const number: NumberInputRules = { kind: 'number', label: 'Risk score' };

describe('parseNumberInput: what people type, or the spec\'s message', () => {
  it.each([
    // text, rules, value or message
    ['14400', money, 14400],
    ['$14,400', money, 14400],
    ['14,400', money, 14400],
    ['14400.50', money, 14400.5],
    ['$14,400.50', money, 14400.5],
    ['14.4k', money, 14400],
    ['14.4K', money, 14400],
    ['1.2m', money, 1200000],
    ['$1.2M', money, 1200000],
    [' 5 ', money, 5],
    ['\t14,400\t', money, 14400], // a pasted spreadsheet cell
    ['14400\r\n', money, 14400],
    ['\u00a014400', money, 14400],
    ['.5', money, 0.5],
    ['5.', money, 5],
    ['0', money, 0],
    ['', money, null],
    ['   ', money, null],
    ['14,4OO', money, VALID], // letter O, not zero
    ['1,2,3', money, VALID],
    ['1,23', money, VALID],
    ['12,3456', money, VALID],
    ['1e5', money, VALID],
    ['--5', money, VALID],
    ['-5', money, NOT_NEGATIVE],
    ['abc', money, VALID],
    ['$145k', money, 145000],
    ['$', money, VALID],
    ['k', money, VALID],
    ['5%', money, VALID],
    ['14\t400', money, VALID], // a tab inside the number
    ['14 400', money, VALID],
    ['14400.505', money, VALID], // no silent rounding of cents
    ['+5', money, VALID],
    ['0x10', money, VALID],
    ['Infinity', money, VALID],
    ['NaN', money, VALID],
    ['5$', money, VALID],
    ['$$5', money, VALID],
    ['5%', percent, 5],
    ['2.5', percent, 2.5],
    [' 3.25 % ', percent, VALID], // a blank between number and sign
    ['-1.5%', percent, -1.5],
    ['%', percent, VALID],
    ['5k', percent, VALID],
    ['$5', percent, VALID],
    ['65', whole, 65],
    ['65.5', whole, WHOLE],
    ['65.0', whole, 65],
    ['-1', whole, NOT_NEGATIVE],
    ['1,000', whole, 1000],
    ['5%', whole, VALID],
    ['-5', number, -5],
    ['--5', number, VALID],
    ['1e5', number, VALID],
    ['5k', number, VALID],
    ['-0', number, 0],
  ] as const)('%j as %j', (text, rules, expected) => {
    const r = parseNumberInput(text, rules);
    if (typeof expected === 'string') expect(r).toEqual({ ok: false, message: expected });
    else expect(r).toEqual({ ok: true, value: expected });
  });

  it('refuses an emptied required field with "{field} is required", never 0', () => {
    expect(parseNumberInput('', { ...money, required: true })).toEqual({ ok: false, message: 'Annual Amount is required' });
    expect(parseNumberInput('\t', { ...whole, required: true })).toEqual({ ok: false, message: 'Start Age is required' });
  });

  it('lets a field allow or forbid a leading minus', () => {
    expect(parseNumberInput('-$5', { kind: 'money', allowNegative: true })).toEqual({ ok: true, value: -5 });
    expect(parseNumberInput('-5', { kind: 'percent', allowNegative: false })).toEqual({ ok: false, message: NOT_NEGATIVE });
  });

  it('shows money with thousands and cents when the field is left', () => {
    expect(formatNumberInput(14400, 'money')).toBe('14,400.00');
    expect(formatNumberInput(0.5, 'money')).toBe('0.50');
    expect(formatNumberInput(null, 'money')).toBe('');
    expect(formatNumberInput(2.5, 'percent')).toBe('2.5');
    expect(formatNumberInput(3, 'number', 2)).toBe('3.00');
  });
});
