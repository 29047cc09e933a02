import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inheritedIraDistribution, requiredMinimumDistribution, rmdStartAge, uniformLifetimeFactor } from './requiredMinimumDistribution';

test('IRS Pub 590-B Uniform Lifetime Table age 75 factor 24.6', () => {
  assert.equal(uniformLifetimeFactor(75), 24.6);
  assert.equal(requiredMinimumDistribution({ balance: 500000, age: 75, birthYear: 1950 }), 20325.2);
});

test('IRS Pub 590-B Uniform Lifetime Table: 72 → 27.4, 73 → 26.5, 90 → 12.2, 100 → 6.4, 120+ → 2.0', () => {
  assert.equal(uniformLifetimeFactor(72), 27.4);
  assert.equal(uniformLifetimeFactor(73), 26.5);
  assert.equal(uniformLifetimeFactor(90), 12.2);
  assert.equal(uniformLifetimeFactor(100), 6.4);
  assert.equal(uniformLifetimeFactor(125), 2.0);
});

test('SECURE 2.0 sec. 107 start ages: born 1950 → 72, 1951-1959 → 73, 1960+ → 75', () => {
  assert.equal(rmdStartAge(1950), 72);
  assert.equal(rmdStartAge(1951), 73);
  assert.equal(rmdStartAge(1959), 73);
  assert.equal(rmdStartAge(1960), 75);
  assert.equal(requiredMinimumDistribution({ balance: 500000, age: 73, birthYear: 1960 }), 0);
  assert.equal(requiredMinimumDistribution({ balance: 500000, age: 73, birthYear: 1952 }), 18867.92);
  assert.equal(requiredMinimumDistribution({ balance: 500000, age: 72, birthYear: 1950 }), 18248.18);
});

test('SECURE Act 10-year rule, taken ratably: 1/10 in the first year after death, everything in the tenth', () => {
  assert.equal(inheritedIraDistribution({ balance: 100000, year: 2026, inheritedYear: 2025 }), 10000);
  assert.equal(inheritedIraDistribution({ balance: 30000, year: 2035, inheritedYear: 2025 }), 30000);
});
