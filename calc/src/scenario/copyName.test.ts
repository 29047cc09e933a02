import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { baseDescription, duplicateDescription } from './copyName';

describe('duplicateDescription (copy naming, spec document 2 sections 4 and 9)', () => {
  it('names the first copy " - Copy"', () => {
    assert.equal(duplicateDescription('Plan A', ['Plan A']), 'Plan A - Copy');
  });
  it('numbers the next copy 2', () => {
    assert.equal(duplicateDescription('Plan A', ['Plan A', 'Plan A - Copy']), 'Plan A - Copy 2');
  });
  it('takes one above the highest existing copy number, from the base without its Copy suffix', () => {
    const existing = ['Plan A', 'Plan A - Copy', 'Plan A - Copy 2', 'Plan A - Copy 3'];
    assert.equal(duplicateDescription('Plan A - Copy 2', existing), 'Plan A - Copy 4');
    assert.equal(duplicateDescription('Plan A - Copy', existing), 'Plan A - Copy 4');
  });
  it('counts gaps by the highest number, not the count', () => {
    assert.equal(duplicateDescription('Plan A', ['Plan A', 'Plan A - Copy 7']), 'Plan A - Copy 8');
  });
  it('ignores copies of other scenarios and look-alikes', () => {
    const existing = ['Plan A', 'Plan AB - Copy 5', 'Plan B - Copy 3', 'Plan A - Copy of sorts', 'Plan A - Copy x'];
    assert.equal(duplicateDescription('Plan A', existing), 'Plan A - Copy');
  });
  it('works when the original is gone', () => {
    assert.equal(duplicateDescription('Plan A - Copy', ['Plan A - Copy']), 'Plan A - Copy 2');
  });
  it('keeps the description within the length limit', () => {
    const long = 'x'.repeat(100);
    const copy = duplicateDescription(long, [long], 100);
    assert.equal(copy.length, 100);
    assert.equal(copy.endsWith(' - Copy'), true);
  });
  it('strips only a trailing Copy suffix', () => {
    assert.equal(baseDescription('Retire - Copy plan - Copy 3'), 'Retire - Copy plan');
  });
});
