import { test } from 'node:test';
import { check, H, J, R, W } from './profiles';

// Hand-worked from each state's 2025 / 2026 rate schedules and instructions (sources in src/data/states/*.ts).

test('Kansas: 5.2% / 5.58%, deduction and exemptions, 65+ amounts', () => {
  check('KS', 2025, W, 2548.31); // 60,000 - 3,605 - 9,160 = 47,235: 1,196 + 5.58% x 24,235
  check('KS', 2025, J, 5039.15); // 120,000 - 8,240 - 18,320 = 93,440: 2,392 + 5.58% x 47,440
  check('KS', 2025, R, 1146.08); // 50,000 - 8,240 - 1,400 - 18,320 = 22,040 x 5.2%
  check('KS', 2026, W, 2548.31);
  check('KS', 2026, J, 5039.15);
  check('KS', 2026, R, 1146.08);
  // Head of household, wages 43,340, one child: 43,340 - 6,180 - 9,160 - 2 x 2,320 = 23,360: 1,196 + 5.58% x 360
  // = 1,216.09, less 17% of the federal credit 4,328 - 15.98% x 19,990 = 1,133.60
  check('KS', 2025, { taxableIncome: 43_340, filingStatus: 'HOH', ages: [34], dependents: 1 }, 1023.38);
});

test('Kentucky: 4.0% (2025), 3.5% (2026), 31,110 pension exclusion', () => {
  check('KY', 2025, W, 2269.2); // (60,000 - 3,270) x 4%
  check('KY', 2025, J, 4538.4); // (120,000 - 6,540) x 4%
  check('KY', 2025, R, 0); // 50,000 within 2 x 31,110
  check('KY', 2026, W, 1982.4); // (60,000 - 3,360) x 3.5%
  check('KY', 2026, J, 3964.8); // (120,000 - 6,720) x 3.5%
  check('KY', 2026, R, 0);
  // R with all 50,000 of IRA money the 70-year-old's: 50,000 - 31,110 = 18,890; one deduction either way (the
  // spouse has no income): 15,620 x 4% = 624.80, less 2 x 40
  check('KY', 2025, { ...R, people: [
    { wages: 0, pension: 0, ira: 50_000, socialSecurity: 20_000, other: 0 },
    { wages: 0, pension: 0, ira: 0, socialSecurity: 20_000, other: 0 },
  ] }, 544.8);
});

test('Louisiana: flat 3%, 12,500 / 25,000 deduction, 12,000 retirement exclusion at 65', () => {
  check('LA', 2025, W, 1425); // 47,500 x 3%
  check('LA', 2025, J, 2850); // 95,000 x 3%
  check('LA', 2025, R, 30); // 50,000 - 24,000 - 25,000 = 1,000 x 3%
  check('LA', 2026, W, 1425, 0);
  check('LA', 2026, J, 2850, 0);
  check('LA', 2026, R, 30, 0);
});

test('Maine: its own standard deduction (fixed-date conformity) and 5,150 exemptions; pension deduction', () => {
  check('ME', 2025, W, 2435.28); // 60,000 - 15,000 - 5,150 = 39,850: 1,554.40 + 6.75% x 13,050
  check('ME', 2025, J, 4870.55); // 120,000 - 30,000 - 10,300 = 79,700: 3,108.80 + 6.75% x 26,100
  check('ME', 2025, R, 0); // 2 x min(25,000, 48,216 - 20,000) = 50,000
  check('ME', 2026, W, 2429.58); // 39,850: 5.8% x 27,400 + 6.75% x 12,450
  // 2026 surcharge, 2% of taxable income over 1,000,000; deduction and exemption both phased out at 1,100,000:
  // 1,589.20 + 6.75% x 37,450 + 7.15% x 1,035,150 + 2% x 100,000
  check('ME', 2026, { ...W, taxableIncome: 1_100_000 }, 80_130.3);
});

test('Maryland: 3,350 / 6,700 deduction, 3,200 exemptions, pension exclusion at 65 (not IRA money), senior and earned income credits', () => {
  check('MD', 2025, W, 2486.38); // 53,450: 90 + 4.75% x 50,450
  check('MD', 2025, J, 4968.25); // 106,900 - 1,200 two-income subtraction: 90 + 4.75% x 102,700
  // single, 70, IRA 60,000: not eligible for the pension exclusion; 60,000 - 3,350 - 3,200 - 1,000 = 52,450:
  // 90 + 4.75% x 49,450, less the 1,000 senior tax credit (AGI at most 100,000)
  const senior = { taxableIncome: 0, filingStatus: 'S', ages: [70], retirement: 60_000 } as const;
  check('MD', 2025, senior, 1438.88);
  // the same 60,000 from an employer pension, with 50,000 of wages: 39,500 excluded; AGI 110,000 halves the
  // exemption and ends the credit: 70,500 - 3,350 - 1,600 - 1,000 = 64,550: 90 + 4.75% x 61,550
  check('MD', 2025, { ...senior, taxableIncome: 50_000, pension: 60_000 }, 3013.63);
  // Head of household, wages 40,000, one child: 40,000 - 6,700 - 2 x 3,200 = 26,900: 20 + 30 + 40 + 4.75% x 23,900
  // = 1,225.25, less half the federal credit (4,328 - 15.98% x 16,650 = 1,667.33)
  check('MD', 2025, { taxableIncome: 40_000, filingStatus: 'HOH', ages: [40], dependents: 1 }, 391.59);
});

test('Massachusetts: 5% after the personal exemptions and up to 2,000 of payroll tax each; no tax status', () => {
  check('MA', 2025, W, 2680); // (60,000 - 4,400 - 2,000) x 5%
  check('MA', 2025, J, 5360); // (120,000 - 8,800 - 2 x 2,000) x 5%
  check('MA', 2025, R, 1990); // (50,000 - 8,800 - 1,400) x 5%
  check('MA', 2025, H, 3010); // (70,000 - 6,800 - 1,000 - 2,000) x 5%
  check('MA', 2025, { ...W, taxableIncome: 7900 }, 0); // AGI at most 8,000: no tax status
});

test('Michigan: 4.25% after the exemptions; retirement and senior subtractions by the older spouse\'s birth year', () => {
  check('MI', 2025, W, 2303.5); // 54,200 x 4.25%
  check('MI', 2025, J, 4607); // 108,400 x 4.25%
  // R (born 1955): the 75% pension limit, 98,845.50 joint, covers the 50,000 of IRA money
  check('MI', 2025, R, 0);
  // single, 68 (born 1957, tier 3), wages 30,000, benefits 20,000 (9,600 taxable): 20,000 - 5,800 - 9,600 = 4,600;
  // 39,600 - 9,600 - 4,600 - 5,800 = 19,600 x 4.25%
  check('MI', 2025, { taxableIncome: 30_000, filingStatus: 'S', ages: [68], socialSecurity: 20_000 }, 833);
  check('MI', 2026, W, 2297.13); // 60,000 - 5,950 = 54,050 x 4.25%
  check('MI', 2026, J, 4594.25); // 108,100 x 4.25%
  // 2026: no taxable-benefit offset: tier 3 is 40,000 - 11,900 = 28,100; the full pension limit covers 50,000
  check('MI', 2026, R, 0);
  // single, 64, employer pension 60,000 (born 1961): 75% of 65,897 = 49,422.75 deducted; 4,777.25 x 4.25%
  check('MI', 2025, { taxableIncome: 0, filingStatus: 'S', ages: [64], retirement: 60_000, pension: 60_000 }, 203.03);
  // single, 82 (tier 1): pension 10,000 in full, interest up to 14,645 - 10,000; 30,000 - 14,645 - 5,800 = 9,555
  check('MI', 2025, { taxableIncome: 0, filingStatus: 'S', ages: [82], retirement: 10_000, pension: 10_000, interest: 20_000 }, 406.09);
});

test('Minnesota: schedules, Social Security subtraction, head of household', () => {
  check('MN', 2025, W, 2591.14); // 45,050: 5.35% x 32,570 + 6.8% x 12,480
  check('MN', 2025, J, 5436.31); // 90,100: 5.35% x 47,620 + 6.8% x 42,480
  check('MN', 2025, R, 904.15); // 78,100 - 28,100 (full subtraction under 108,320) - 29,900 - 3,200 = 16,900 x 5.35%
  check('MN', 2025, H, 2294.95); // 70,000 - 22,500 - 5,200 = 42,300: 5.35% x 40,100 + 6.8% x 2,200
  check('MN', 2026, W, 2591.14, 0);
  check('MN', 2026, J, 5436.31, 0);
  check('MN', 2026, R, 904.15, 0);
  // Single, wages 400,000: the deduction loses 3% x 91,350 + 10% x 69,700 = 9,710.50, leaving 5,239.50;
  // 394,760.50: 1,742.50 + 5,060.56 + 7,193.74 + 9.85% x 196,130.50
  check('MN', 2025, { ...W, taxableIncome: 400_000 }, 33315.65);
});

test('Mississippi: 4.4% (2025) and 4.0% (2026) over 10,000; retirement income exempt; combined columns', () => {
  check('MS', 2025, W, 1834.8); // 60,000 - 2,300 - 6,000 = 51,700: 4.4% x 41,700
  check('MS', 2025, J, 3669.6); // combined: each column 60,000 - 6,000 - 2,300 = 51,700: 2 x 4.4% x 41,700 (jointly 4.4% x 93,400)
  check('MS', 2025, R, 0);
  check('MS', 2026, W, 1668); // 4% x 41,700
  check('MS', 2026, J, 3336); // 2 x 4% x 41,700
  check('MS', 2026, R, 0);
  // head of family, 70, wages 24,810, interest 970: 25,780 - 9,500 - 1,500 (65+) - 3,400 = 11,380 (the qualifying
  // child not claimed again): 4.4% x 1,380
  check('MS', 2025, { taxableIncome: 24_810, interest: 970, filingStatus: 'HOH', ages: [70], dependents: 1 }, 60.72);
});

test('Missouri: federal deduction without the senior one, federal tax deduction, each spouse\'s share, indexed brackets', () => {
  // 0% to 1,313, then 2% ... 4.5% on 1,313 each up to 9,191: 26.26 + 32.825 + 39.39 + 45.955 + 52.52 + 59.085 = 256.035
  // W: 60,000 - 15,750 - 15% x 5,071.50 federal tax = 43,489.275: 256.035 + 4.7% x 34,298.275
  check('MO', 2025, W, 1868.05);
  // J: 120,000 - 31,500 - 5% x 10,143 = 87,992.85, half to each spouse: 2 x (256.035 + 4.7% x 34,805.425)
  check('MO', 2025, J, 3783.78);
  // R: 78,100 - 34,700 - 28,100 benefits - 15% x 3,291 = 14,806.35, half each: 2 x (26.26 + 32.825 + 39.39 +
  // 45.955 + 4% x 838.175)
  check('MO', 2025, R, 355.91);
  // 2026 on the 2025 brackets: 60,000 - 16,100 - 15% x 5,020 = 43,147: 256.035 + 4.7% x 33,956
  check('MO', 2026, W, 1851.97, 0);
  // 120,000 - 32,200 - 5% x 10,040 = 87,298: 2 x (256.035 + 4.7% x 34,458)
  check('MO', 2026, J, 3751.12, 0);
  // 78,100 - 35,500 - 28,100 - 15% x 3,176 = 14,023.60: 2 x (144.43 + 4% x 446.80)
  check('MO', 2026, R, 324.6, 0);
});

test('Missouri: capital gains are subtracted from 2025', () => {
  // W plus 20,000 of gains: Missouri AGI 60,000; federal tax 5,071.50 + 0% x 4,100 + 15% x 15,900 = 7,456.50,
  // 15% of it deducted: 60,000 - 15,750 - 1,118.475 = 43,131.525: 256.035 + 4.7% x 33,940.525
  check('MO', 2025, { ...W, capitalGains: 20_000 }, 1851.24);
});

test('Montana: 4.7% / 5.9% (2025) and 4.7% / 5.65% (2026) on federal taxable income', () => {
  check('MT', 2025, W, 2357.55); // 991.70 + 5.9% x 23,150
  check('MT', 2025, J, 4715.1); // 1,983.40 + 5.9% x 46,300
  check('MT', 2025, R, 943.76); // 31,400 - 11,320 = 20,080 x 4.7%
  check('MT', 2026, W, 2063.3); // 43,900 x 4.7%
  check('MT', 2026, J, 4126.6); // 87,800 x 4.7%
  check('MT', 2026, R, 906.16); // 19,280 x 4.7%
});

test('Nebraska: 5.2% top (2025), 4.55% (2026), 171 credits, 65+ amounts, no more than the federal tax', () => {
  check('NE', 2025, W, 2023.83); // 51,400: 99.138 + 705.159 + 738.975 + 5.2% x 12,530 - 171
  check('NE', 2025, J, 4047.74); // 102,800: 197.784 + 1,411.371 + 1,476.948 + 5.2% x 25,070 - 342
  check('NE', 2025, R, 609.03); // 50,000 - (17,200 + 2 x 1,650) = 29,500: 197.784 + 3.51% x 21,460 - 342
  // 2026: the published brackets (8,250 / 49,530 joint; 4,130 / 24,760 single), deductions 8,750 / 17,550 and
  // the 174.76 credit indexed from 2025.
  check('NE', 2026, W, 1856.25, 0); // 51,250: 101.598 + 724.113 + 4.55% x 26,490 - 174.76
  check('NE', 2026, J, 3710.22, 0); // 102,450: 202.95 + 1,448.928 + 4.55% x 52,920 - 349.52
  check('NE', 2026, R, 587.02, 0); // 50,000 - 20,850 = 29,150: 202.95 + 3.51% x 20,900 - 349.52
  // Federal Tax Liability Worksheet: a single retiree of 79 living on qualified dividends (35,600), gains
  // (2,670), interest (140) and Social Security (9,560). Federal: taxable benefits 8,126, AGI 46,536, deduction
  // 15,750 + 2,000 + 6,000, taxable 22,786 all at the 0% gains rate: federal tax 0. Nebraska: 38,410 - 10,600 =
  // 27,810 would owe 99.138 + 705.159 + 5.01% x 3,690 - 171 = 818.17, but no more than the federal tax: 0.
  check('NE', 2025, { taxableIncome: 0, filingStatus: 'S', ages: [79], interest: 140, dividends: 35_600, capitalGains: 2670, socialSecurity: 9560 }, 0);
  check('NE', 2025, { taxableIncome: 27_810 + 10_600, filingStatus: 'S', ages: [79] }, 818.17);
  // The limit is the federal tax before credits: head of household with a child of 10, wages 40,000: federal
  // 10% x 16,375 = 1,637.50 before the 2,200 child tax credit (0 after). Nebraska: 27,400: 184.746 + 3.51% x
  // 19,890 - 2 x 171 = 540.89, under 1,637.50
  check('NE', 2025, { taxableIncome: 40_000, filingStatus: 'HOH', ages: [38], dependents: 1 }, 540.89);
});

test('New Jersey: schedules, pension exclusion at 62, other retirement income exclusion', () => {
  check('NJ', 2025, W, 1767.25); // 59,000: 280 + 262.50 + 175 + 5.525% x 19,000
  check('NJ', 2025, J, 3744.5); // 118,000: 280 + 525 + 490 + 350 + 5.525% x 38,000
  check('NJ', 2025, R, 0); // income 50,000 under 100,000: the IRA money excluded
  check('NJ', 2026, W, 1767.25);
  check('NJ', 2026, J, 3744.5);
  check('NJ', 2026, R, 0);
  // Retirees of 67 and 73: IRA and pension 55,460, interest 270, gains 26,580 (gross 82,310, under 100,000).
  // Line 28a excludes the 55,460; with no earnings, line 28b excludes the 26,850 of other income the unused
  // 44,540 of the 100,000 covers: nothing taxed.
  const retirees = { taxableIncome: 0, filingStatus: 'MFJ', ages: [67, 73], retirement: 55_460, interest: 270, capitalGains: 26_580, socialSecurity: 43_330 } as const;
  check('NJ', 2025, retirees, 0);
  // With 5,000 of wages (over 3,000) line 28b is not allowed: 5,000 + 270 + 26,580 - 4 x 1,000 exemptions =
  // 27,850: 280 + 1.75% x 7,850.
  check('NJ', 2025, { ...retirees, taxableIncome: 5000 }, 417.38);
  // The exclusion starts at 62: a single filer of 63 with 30,000 of IRA money owes nothing.
  check('NJ', 2025, { taxableIncome: 0, filingStatus: 'S', ages: [63], retirement: 30_000 }, 0);
});

test('New Mexico: federal taxable income before the senior deduction, Social Security exempt under 150,000 joint', () => {
  check('NM', 2025, W, 1670.75); // 44,250: 82.50 + 352 + 731 + 4.7% x 10,750
  check('NM', 2025, J, 3548.5); // 88,500: 120 + 544 + 1,075 + 4.7% x 38,500
  check('NM', 2025, R, 353.6); // 31,400 + 12,000 senior deduction added back - 28,100 = 15,300: 120 + 3.2% x 7,300
  check('NM', 2026, W, 1654.3); // 43,900: 1,165.50 + 4.7% x 10,400
  check('NM', 2026, J, 3515.6); // 87,800: 1,739 + 4.7% x 37,800
  check('NM', 2026, R, 328); // 30,600 + 12,000 - 28,100 = 14,500: 120 + 3.2% x 6,500
});

test('New York: schedules, supplemental tax over 107,650, 2026 rate cuts, pension exclusion per filer, household credit', () => {
  check('NY', 2025, W, 2695); // 52,000: 340 + 144 + 115.50 + 5.5% x 38,100
  // J: 103,950: 686 + 290.25 + 225.75 + 5.5% x 76,050 = 5,384.75; flat 5.5% = 5,717.25;
  // recapture (120,000 - 107,650) / 50,000 = 0.247 of 332.50
  check('NY', 2025, J, 5466.88);
  check('NY', 2025, R, 0); // 50,000 - 40,000 pension exclusion - 16,050 < 0
  check('NY', 2025, H, 2930.38); // 57,800: 512 + 218.25 + 170.625 + 5.5% x 36,900
  check('NY', 2026, W, 2643); // 331.50 + 140.80 + 113.30 + 5.4% x 38,100
  check('NY', 2026, J, 5362.93); // 5,280.80 + 0.247 x (5,613.30 - 5,280.80)
  check('NY', 2026, R, 0);
  // Pension exclusion per filer from 59 1/2 on own pensions and IRA money: 65 with 40,000 of IRA money, 59 with
  // 30,000 of wages: 20,000 excluded; 70,000 - 20,000 - 16,050 = 33,950: 686 + 290.25 + 225.75 + 5.5% x 6,050
  const none = { wages: 0, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('NY', 2025, { taxableIncome: 30_000, retirement: 40_000, filingStatus: 'MFJ', ages: [65, 59], people: [{ ...none, ira: 40_000 }, { ...none, wages: 30_000 }] }, 1534.75);
  // Household credit (606(b)): a single filer of 72 with wages 18,290, interest 2,020 and Social Security
  // 15,970: federal AGI 21,957.50 (taxable benefits 1,647.50); New York 20,310 - 8,000 = 12,310: 331.50 +
  // 4.4% x 3,200 + 5.15% x 610 = 503.72, less the 40 credit of an AGI over 20,000 and not over 25,000.
  check('NY', 2026, { taxableIncome: 18_290, interest: 2020, socialSecurity: 15_970, filingStatus: 'S', ages: [72] }, 463.72, 0);
  // Head of household of 61 with a child of 17 (2 people), AGI 25,500: 40 + 5 for the second person.
  // 25,500 - 11,200 - 1,000 = 13,300: 499.20 + 4.4% x 500 = 521.20 - 45.
  check('NY', 2026, { taxableIncome: 25_500, filingStatus: 'HOH', ages: [61], dependents: 1, childrenUnder17: 0 }, 476.2, 0);
});

test('North Carolina: 4.25% (2025), 3.99% (2026)', () => {
  check('NC', 2025, W, 2008.13); // 47,250 x 4.25%
  check('NC', 2025, J, 4016.25); // 94,500 x 4.25%
  check('NC', 2025, R, 1041.25); // 24,500 x 4.25%
  check('NC', 2026, W, 1885.28); // 47,250 x 3.99%
  check('NC', 2026, J, 3770.55);
  check('NC', 2026, R, 977.55);
});

test('North Dakota: zero bracket to 48,475 / 80,975, then 1.95%; dividends; marriage penalty credit', () => {
  check('ND', 2025, W, 0); // 44,250 within the zero bracket
  check('ND', 2025, { ...W, taxableIncome: 100_000 }, 697.61); // 84,250 - 48,475 = 35,775 x 1.95%
  // J: (88,500 - 80,975) x 1.95% = 146.74, but each spouse earns 60,000 (over 47,550): the marriage penalty
  // credit gives it all back (44,250 and 44,250 as single filers are both in the zero bracket)
  check('ND', 2025, J, 0);
  check('ND', 2025, R, 0);
  check('ND', 2026, W, 0, 0);
  // 2026 (80,975 x 1.0227 rounded down to 25 = 82,800): one earner, no marriage penalty credit
  check('ND', 2026, { ...J, people: [{ wages: 120_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 }, { wages: 0, pension: 0, ira: 0, socialSecurity: 0, other: 0 }] }, 97.5, 0); // (87,800 - 82,800) x 1.95%
  check('ND', 2026, R, 0, 0);
  // 40% of qualified dividends subtracted from federal taxable income (as of gains): wages 100,000 and
  // dividends 20,000: federal taxable 104,250, less 8,000 = 96,250; (96,250 - 48,475) x 1.95%.
  check('ND', 2025, { ...W, taxableIncome: 100_000, dividends: 20_000 }, 931.61);
  // Marriage penalty credit: wages 69,430 and 133,040 (the lower over 47,550): federal taxable 170,970, joint
  // tax (170,970 - 80,975) x 1.95% = 1,754.90; apart, 69,430 - 15,750 = 53,680 and the other 117,290 as single
  // filers: (5,205 + 68,815) x 1.95% = 1,443.39; credit 311.51 (under 312).
  const earner = { wages: 69_430, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('ND', 2025, { ...J, taxableIncome: 202_470, people: [earner, { ...earner, wages: 133_040 }] }, 1443.39);
  // One earner with all of it: no credit.
  check('ND', 2025, { ...J, taxableIncome: 202_470, people: [{ ...earner, wages: 202_470 }, { ...earner, wages: 0 }] }, 1754.9);
});
