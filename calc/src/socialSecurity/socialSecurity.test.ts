import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bendPoints, primaryInsuranceAmount } from './primaryInsuranceAmount';
import { fullRetirementAge, socialSecurityBenefit, spousalBenefit, survivorBenefit } from './benefits';

test('SSA: bend points 2024 1,174/7,078, 2025 1,226/7,391, 2026 1,286/7,749', () => {
  assert.deepEqual(bendPoints(2024), [1174, 7078]);
  assert.deepEqual(bendPoints(2025), [1226, 7391]);
  assert.deepEqual(bendPoints(2026), [1286, 7749]);
  assert.throws(() => bendPoints(1990), /SSA statement/);
});

test('SSA PIA formula, 2025 eligibility: AIME 5,000 → 2,311.00 (1,103.40 + 1,207.68, down to the dime)', () => {
  assert.equal(primaryInsuranceAmount(5000, 2025), 2311);
});

test('SSA PIA formula, all three factors: 2025 AIME 10,000 → 3,467.50; 2026 AIME 8,000 → 3,263.20; 2024 AIME 1,000 → 900', () => {
  assert.equal(primaryInsuranceAmount(10000, 2025), 3467.5);
  assert.equal(primaryInsuranceAmount(8000, 2026), 3263.2);
  assert.equal(primaryInsuranceAmount(1000, 2024), 900);
});

test('SSA full retirement age table, with January 1 birthdays in the prior year', () => {
  assert.equal(fullRetirementAge('1950-06-15'), 66);
  assert.equal(fullRetirementAge('1955-03-02'), 66 + 2 / 12);
  assert.equal(fullRetirementAge('1959-12-31'), 66 + 10 / 12);
  assert.equal(fullRetirementAge('1960-01-01'), 66 + 10 / 12);
  assert.equal(fullRetirementAge('1960-01-02'), 67);
  assert.equal(fullRetirementAge('1938-05-05'), 65 + 2 / 12);
});

test('SSA early retirement: born 1960, claim at 62 → 70% of PIA (36 × 5/9% + 24 × 5/12%)', () => {
  assert.equal(socialSecurityBenefit({ pia: 2000, birthDate: '1960-05-10', claimAge: 62 }), 1400);
  // 62 and 6 months: 54 months early → 72.5%.
  assert.equal(socialSecurityBenefit({ pia: 2000, birthDate: '1960-05-10', claimAge: 62.5 }), 1450);
  // Born 1957 (FRA 66 and 6 months) at 62: 54 months early → 72.5%.
  assert.equal(socialSecurityBenefit({ pia: 1000, birthDate: '1957-07-01', claimAge: 62 }), 725);
});

test('SSA delayed retirement credits 8%/year: born 1960, claim at 70 → 124%; no credits past 70', () => {
  assert.equal(socialSecurityBenefit({ pia: 2000, birthDate: '1960-05-10', claimAge: 70 }), 2480);
  assert.equal(socialSecurityBenefit({ pia: 2000, birthDate: '1960-05-10', claimAge: 72 }), 2480);
  assert.equal(socialSecurityBenefit({ pia: 2000, birthDate: '1960-05-10', claimAge: 67 }), 2000);
});

test('SSA: a January 1, 1960 birthday has FRA 66 and 10 months, so 67 earns 2 months of credits (down to the dime)', () => {
  assert.equal(socialSecurityBenefit({ pia: 1000, birthDate: '1960-01-01', claimAge: 67 }), 1013.3);
  assert.equal(socialSecurityBenefit({ pia: 1000, birthDate: '1960-01-02', claimAge: 67 }), 1000);
});

test('SSA spouse benefit: 50% of worker PIA less own PIA, reduced 25/36% then 5/12% a month, no credits', () => {
  assert.equal(spousalBenefit({ workerPia: 2000, ownPia: 600, birthDate: '1961-03-03', claimAge: 62 }), 260);
  assert.equal(spousalBenefit({ workerPia: 2000, ownPia: 600, birthDate: '1961-03-03', claimAge: 67 }), 400);
  assert.equal(spousalBenefit({ workerPia: 2000, ownPia: 600, birthDate: '1961-03-03', claimAge: 70 }), 400);
  assert.equal(spousalBenefit({ workerPia: 2000, ownPia: 1200, birthDate: '1961-03-03', claimAge: 67 }), 0);
});

test('SSA survivor benefit: larger of own and deceased, reduced up to 28.5% at 60', () => {
  assert.equal(survivorBenefit({ deceasedBenefit: 2000, ownBenefit: 1000, birthDate: '1962-08-08', claimAge: 67 }), 2000);
  assert.equal(survivorBenefit({ deceasedBenefit: 2000, ownBenefit: 1000, birthDate: '1962-08-08', claimAge: 60 }), 1430);
  assert.equal(survivorBenefit({ deceasedBenefit: 1000, ownBenefit: 1500, birthDate: '1962-08-08', claimAge: 67 }), 1500);
  // Deceased claimed early at 70% of a 2,000 PIA: the survivor gets at least 82.5% of the PIA.
  assert.equal(survivorBenefit({ deceasedBenefit: 1400, deceasedPia: 2000, ownBenefit: 0, birthDate: '1962-08-08', claimAge: 67 }), 1650);
});
