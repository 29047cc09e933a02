import { baseDescription, duplicateDescription } from './copyName';

describe('duplicateDescription (copy naming, spec document 2 sections 4 and 9)', () => {
  it('names the first copy " - Copy"', () => {
    expect(duplicateDescription('Plan A', ['Plan A'])).toBe('Plan A - Copy');
  });
  it('numbers the next copy 2', () => {
    expect(duplicateDescription('Plan A', ['Plan A', 'Plan A - Copy'])).toBe('Plan A - Copy 2');
  });
  it('takes one above the highest existing copy number, from the base without its Copy suffix', () => {
    const existing = ['Plan A', 'Plan A - Copy', 'Plan A - Copy 2', 'Plan A - Copy 3'];
    expect(duplicateDescription('Plan A - Copy 2', existing)).toBe('Plan A - Copy 4');
    expect(duplicateDescription('Plan A - Copy', existing)).toBe('Plan A - Copy 4');
  });
  it('counts gaps by the highest number, not the count', () => {
    expect(duplicateDescription('Plan A', ['Plan A', 'Plan A - Copy 7'])).toBe('Plan A - Copy 8');
  });
  it('ignores copies of other scenarios and look-alikes', () => {
    const existing = ['Plan A', 'Plan AB - Copy 5', 'Plan B - Copy 3', 'Plan A - Copy of sorts', 'Plan A - Copy x'];
    expect(duplicateDescription('Plan A', existing)).toBe('Plan A - Copy');
  });
  it('works when the original is gone', () => {
    expect(duplicateDescription('Plan A - Copy', ['Plan A - Copy'])).toBe('Plan A - Copy 2');
  });
  it('keeps the description within the length limit', () => {
    const long = 'x'.repeat(100);
    const copy = duplicateDescription(long, [long], 100);
    expect(copy).toHaveLength(100);
    expect(copy.endsWith(' - Copy')).toBe(true);
  });
  it('strips only a trailing Copy suffix', () => {
    expect(baseDescription('Retire - Copy plan - Copy 3')).toBe('Retire - Copy plan');
  });
});
