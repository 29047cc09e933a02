import { claimingAgeOptions, fullRetirementAge } from './claimingAges';

const lookup = [
  { code: '1943', description: '66', value: 66 },
  { code: '1959', description: '66 and 10 months', value: 66 + 10 / 12 },
  { code: '1960', description: '67', value: 67 },
];

describe('social security claiming ages', () => {
  it('finds the full retirement age of a birth year', () => {
    expect(fullRetirementAge(lookup, '1950-03-01')?.description).toBe('66');
    expect(fullRetirementAge(lookup, '1981-04-12')?.description).toBe('67');
    expect(fullRetirementAge(lookup, '')).toBeNull();
  });
  it('offers 62 to 70 and marks the full retirement age, adding it when it has months', () => {
    const options = claimingAgeOptions(lookup, '1959-06-01');
    expect(options).toHaveLength(10);
    expect(options[5]).toEqual({ code: String(66 + 10 / 12), description: '66 and 10 months (full retirement age)' });
    expect(claimingAgeOptions(lookup, '1981-04-12').find((o) => o.code === '67')?.description).toBe('67 (full retirement age)');
  });
});
