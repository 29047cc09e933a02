import { test } from 'node:test';
import { check, H, W } from './profiles';

// Head of household with one child (H) and capital-gains rules, hand-worked (sources in src/data/states/*.ts).

test('head of household with a dependent: own deductions, exemptions and schedules', () => {
  // Idaho: federal taxable 70,000 - 23,625 = 46,375 - 9,622 (head of household zero bracket) = 36,753 x 5.3%
  check('ID', 2025, H, 1947.91);
  // Rhode Island: 70,000 - 16,350 - 2 x 5,100 = 43,450 x 3.75%
  check('RI', 2025, H, 1629.38);
  // Michigan: 70,000 - 2 x 5,800 = 58,400 x 4.25%
  check('MI', 2025, H, 2482);
  // Nebraska: 70,000 - 12,600 = 57,400: 2.46% x 7,510 + 3.51% x 31,080 + 5.01% x 18,810 - 2 x 171
  check('NE', 2025, H, 1876.04);
  // Connecticut: exemption gone at 70,000; head of household brackets: 2% x 16,000 + 4.5% x 54,000 = 2,750,
  // less the Table E credit of 10% (AGI over 46,000 up to 74,000)
  check('CT', 2025, H, 2475);
  // Wisconsin: the head-of-household deduction (17,400 - 22.515% x 50,930) falls below the single one
  // (13,560 - 12% x 50,930 = 7,448.40); + 1,400 exemptions: 61,151.60: 513.80 + 1,603.80 + 5.3% x 10,021.60
  check('WI', 2025, H, 2648.74);
});

test('capital gains: each state\'s exclusion, rate or cap', () => {
  // Arkansas, half the gain: 70,000 - 5,000 - 2,470 = 62,530: 3.9% x 62,530 - 420 - 29
  check('AR', 2025, { ...W, capitalGains: 10_000 }, 1989.67);
  // North Dakota, 40% excluded: 120,000 - 15,750 - 8,000 = 96,250 - 48,475 = 47,775 x 1.95%
  check('ND', 2025, { ...W, taxableIncome: 100_000, capitalGains: 20_000 }, 931.61);
  // Arizona, 25% subtracted: 80,000 - 15,750 - 5,000 = 59,250 x 2.5%
  check('AZ', 2025, { ...W, capitalGains: 20_000 }, 1481.25);
  // Hawaii, 7.25% cap: itemizing the tax withheld (the single schedule on 155,600 = 10,808.60): 160,000 -
  // 10,808.60 - 1,144 = 148,047.40; the ordinary 48,047.40 on the schedule, 2,542.80, plus 7.25% x 100,000
  check('HI', 2025, { ...W, capitalGains: 100_000 }, 9792.8);
  // Montana, gains at 4.1% above the first bracket: 2,357.55 on the ordinary 44,250 + 4.1% x 20,000
  check('MT', 2025, { ...W, capitalGains: 20_000 }, 3177.55);
  // Wisconsin, 30% excluded; the sliding deduction uses the income after the exclusion:
  // 70,000 - 3,000 = 67,000: deduction 13,560 - 12% x 47,930 = 7,808.40 + 700; 58,491.60:
  // 513.80 + 1,603.80 + 5.3% x 7,361.60
  check('WI', 2025, { ...W, capitalGains: 10_000 }, 2507.76);
});

test('high-income phase-outs of deductions and exemptions', () => {
  // Maine, single 150,000: its 15,000 standard deduction kept for 1 - 50,000 / 75,000: 5,000 + 5,150 exemption;
  // 139,850: 1,554.40 + 6.75% x 36,650 + 7.15% x 76,400
  check('ME', 2025, { ...W, taxableIncome: 150_000 }, 9490.88);
  // Rhode Island, single 270,000: 15,750 over 254,250 is 3 steps of 5,780, 40% of 16,000 kept = 6,400;
  // 263,600: 2,996.25 + 4.75% x 101,750 + 5.99% x 81,950
  check('RI', 2025, { ...W, taxableIncome: 270_000 }, 12738.18);
});
