import { test } from 'node:test';
import { check, H, J, R, W } from './profiles';

// Hand-worked from each state's 2025 / 2026 rate schedules and instructions (sources in src/data/states/*.ts).
// W worker, J joint couple, R retirees, H head of household: see ./profiles.ts for their federal figures.

test('Alabama: federal tax deducted, the larger of the standard deduction or payroll taxes, 6,000 exclusion at 65', () => {
  // W: payroll taxes 7.65% x 60,000 = 4,590 over the 2,500 floor of the chart: 60,000 - 5,071.50 - 4,590 - 1,500 =
  // 48,838.50; 10 + 100 + 5% x 45,838.50
  check('AL', 2025, W, 2401.93);
  // J: 120,000 - 10,143 - 9,180 - 3,000 = 97,677; 20 + 200 + 5% x 91,677
  check('AL', 2025, J, 4803.85);
  // R: 50,000 - 2 x 6,000 = 38,000 - 3,291 = 34,709 - 5,000 - 3,000 = 26,709; 220 + 5% x 20,709
  check('AL', 2025, R, 1255.45);
  check('AL', 2026, W, 110 + 0.05 * (60000 - 5020 - 4590 - 1500 - 3000)); // 2,404.50
  check('AL', 2026, J, 220 + 0.05 * (120000 - 10040 - 9180 - 3000 - 6000)); // 4,809
  check('AL', 2026, R, 220 + 0.05 * (38000 - 3176 - 8000 - 6000)); // 1,261.20
  // Head of household, wages 23,430: the chart's 5,200 until 23,500, the dependent's 1,000 under 50,000:
  // 23,430 - 5,200 - 3,000 - 1,000 = 14,230: 10 + 100 + 5% x 11,230 (the single schedule)
  check('AL', 2025, { taxableIncome: 23_430, filingStatus: 'HOH', ages: [40], dependents: 1 }, 671.5);
});

test('Arizona: 2.5% of AGI less the federal basic standard deduction and senior deduction, 2,100 per filer 65+', () => {
  check('AZ', 2025, W, 1106.25); // 44,250 x 2.5%
  check('AZ', 2025, J, 2212.5); // 88,500 x 2.5%
  // R: 50,000 - 31,500 (basic, without the 65+ amounts) - 12,000 (senior deduction) - 4,200 = 2,300 x 2.5%
  check('AZ', 2025, R, 57.5);
  check('AZ', 2026, W, 1097.5); // 43,900 x 2.5%
  check('AZ', 2026, J, 2195); // 87,800 x 2.5%
  check('AZ', 2026, R, 40); // 50,000 - 32,200 - 12,000 - 4,200 = 1,600 x 2.5%
});

test('Arkansas: top rate less the table reduction, low-income tables, spouses separately on one return, credits', () => {
  // W: 60,000 - 2,470 = 57,530: 3.9% x 57,530 - 420 = 1,823.67, less the 29 personal credit
  check('AR', 2025, W, 1794.67);
  // High-income table: 117,530 is past 95,001, where the reduction has stepped down to 89: 3.9% x 117,530 - 89 - 29
  check('AR', 2025, { ...W, taxableIncome: 120_000 }, 4465.67);
  // 2026, top rate 3.7%, deduction 2,520: 3.7% x 57,480 - 367.20 - 29
  check('AR', 2026, W, 1730.56);
  // R: each spouse 25,000 of IRA money less a 6,000 exemption. Together: 38,000 - 4,940 = 33,060: 3.9% x 33,060
  // - 420 = 869.34 (no additional credit past 32,500). Separately: 19,000 - 2,470 = 16,530 each: 112 + 144 +
  // 3.4% x 530 = 274.02 less the 60 additional credit = 214.02, twice 428.04; less 4 x 29 (two at 65 with an exemption)
  check('AR', 2025, R, 312.04);
  // Wages 100,000 and 20,000: together 3.9% x 115,060 - 89 = 4,398.34; separately 3.9% x 97,530 - (369 - 25 x 10)
  // = 3,684.67
  // and 112 + 144 + 3.4% x 1,530 - 60 = 248.02, so 3,932.69, less 2 x 29
  check('AR', 2025, { ...J, people: [
    { wages: 100_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 },
    { wages: 20_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 },
  ] }, 3874.69);
  // Low-income table: single, wages 17,000: the row from 17,000 (the 25th: 14,643, 14,700, then each 100) is 194,
  // under the regular 211.90; less the 60 additional credit and 29
  check('AR', 2025, { ...W, taxableIncome: 17_000 }, 105);
});

test('California: schedules X, Y, Z with the exemption credits', () => {
  // W: 60,000 - 5,706 = 54,294; 110.79 + 303.70 + 607.52 + 6% x 12,842 = 1,792.53 - 153
  check('CA', 2025, W, 1639.53);
  // J: 120,000 - 11,412 = 108,588; 221.58 + 607.40 + 1,215.04 + 6% x 25,684 = 3,585.06 - 306
  check('CA', 2025, J, 3279.06);
  // R: 50,000 - 11,412 = 38,588; 221.58 + 2% x 16,430 = 550.18, less 2 x 153 + 2 x 153 senior: 0
  check('CA', 2025, R, 0);
  // H: 70,000 - 11,412 = 58,588 (head of household schedule); 221.73 + 607.14 + 4% x 6,058 = 1,071.19 - 153 - 475
  check('CA', 2025, H, 443.19);
  check('CA', 2026, W, 1639.53, 0);
  check('CA', 2026, J, 3279.06, 0);
  check('CA', 2026, R, 0, 0);
});

test('Colorado: 4.4% of federal taxable income, each person\'s pension and Social Security subtraction, add-back', () => {
  check('CO', 2025, W, 1947); // 44,250 x 4.4%
  check('CO', 2025, J, 3894); // 88,500 x 4.4%
  // R: 31,400 - 2 x (14,050 benefits + 9,950 of pension, the 24,000 less the benefits) < 0
  check('CO', 2025, R, 0);
  check('CO', 2026, W, 1931.6); // 43,900 x 4.4%
  check('CO', 2026, J, 3863.2);
  check('CO', 2026, R, 0);
  // single, 70, IRA 60,000, benefits 30,000 (25,500 taxable): federal taxable 85,500 - 17,750 - (6,000 - 6% x
  // 10,500) = 62,380; the benefits use up the 24,000, so only they are subtracted: 36,880 x 4.4%
  check('CO', 2025, { taxableIncome: 0, filingStatus: 'S', ages: [70], retirement: 60_000, socialSecurity: 30_000 }, 1622.72);
  // AGI over 300,000 in 2026: the federal deduction over 1,000 is added back: 383,900 + 15,100 = 399,000 x 4.4%
  check('CO', 2026, { ...W, taxableIncome: 400_000 }, 17556);
});

test('Connecticut: exemption phased out, Table C add-back, retirement and benefits exempt under 100,000 joint', () => {
  // W: exemption 15,000 gone at 60,000; 200 + 1,800 + 550 = 2,550 + Table C 20 (one 5,000 step over 56,500)
  // = 2,570, less the Table E credit of 10% (AGI over 33,300 up to 60,000)
  check('CT', 2025, W, 2313);
  // J: 400 + 3,600 + 1,100 = 5,100 + Table C 4 x 40 (120,000 over 100,500); no Table E credit over 100,500
  check('CT', 2025, J, 5260);
  // R: AGI 78,100 under 100,000: IRA money and benefits exempt
  check('CT', 2025, R, 0);
  check('CT', 2026, W, 2313);
  check('CT', 2026, J, 5260);
  check('CT', 2026, R, 0);
  // 2025: 75% of IRA distributions exempt. Single, 69, wages 40,000 and IRA 20,000: CT AGI 60,000 - 15,000 =
  // 45,000, the exemption gone; 200 + 4.5% x 35,000 = 1,775 less the Table E credit of 10%
  check('CT', 2025, { taxableIncome: 40_000, filingStatus: 'S', ages: [69], retirement: 20_000 }, 1597.5);
});

test('Delaware: 3,250 / 6,500 deduction, 110 credits, 12,500 exclusion at 60, combined separate, earned income credit', () => {
  // W: 56,750; 66 + 195 + 480 + 260 + 5.55% x 31,750 = 2,763.13 - 110
  check('DE', 2025, W, 2653.13);
  // J: together 113,500: 1,001 + 1,942.50 + 6.6% x 53,500 - 220 = 6,254.50; combined separate returns (status 4),
  // each 60,000 - 3,250 = 56,750 taxed as W: 2 x 2,653.125
  check('DE', 2025, J, 5306.25);
  // R: 50,000 - 25,000 - 6,500 - 5,000 = 13,500; 429 less 4 x 110 credits: 0
  check('DE', 2025, R, 0);
  check('DE', 2026, W, 2653.13);
  check('DE', 2026, J, 5306.25);
  check('DE', 2026, R, 0);
  // Head of household, wages 28,000, one child: federal credit 4,328 - 15.98% x (28,000 - 23,350) = 3,584.93;
  // 24,750: 66 + 195 + 480 + 5.2% x 4,750 = 988, less 220 = 768, less 20% of the credit (non-refundable)
  check('DE', 2025, { taxableIncome: 28_000, filingStatus: 'HOH', ages: [40], dependents: 1 }, 51.01);
});

test('District of Columbia: its own basic deduction, federal 65+ amounts, spouses separately on one return', () => {
  check('DC', 2025, W, 2525); // 60,000 - 15,000 = 45,000: 400 + 1,800 + 6.5% x 5,000
  // J: jointly 90,000: 6,050; separately on one return each 60,000 - 15,000: 2 x 2,525
  check('DC', 2025, J, 5050);
  // R: 30,000 + 2 x 1,600 = 33,200; jointly 16,800: 808; separately each 25,000 - 16,600 = 8,400 x 4%, twice
  check('DC', 2025, R, 672);
  check('DC', 2026, W, 2505.5); // 60,000 - 15,300 = 44,700: 2,200 + 6.5% x 4,700
  check('DC', 2026, J, 5007.75); // each 60,000 - 15,325 = 44,675: 2 x (2,200 + 6.5% x 4,675)
  check('DC', 2026, R, 642); // 30,650 + 2 x 1,650 = 33,950; each 25,000 - 16,975 = 8,025 x 4%, twice
  // Uneven spouses, 100,000 and 10,000 of wages: the 30,000 goes where it saves most, all to the first:
  // 70,000: 400 + 1,800 + 1,300 + 8.5% x 10,000 = 4,350, and 10,000 x 4% = 400 (jointly 80,000: 5,200)
  check('DC', 2025, { ...J, people: [
    { wages: 100_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 },
    { wages: 10_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 },
  ], taxableIncome: 110_000 }, 4750);
});

test('Georgia: 5.19% (2025) and 4.99% (2026), each person\'s retirement exclusion, 2026 deductions', () => {
  check('GA', 2025, W, 2491.2); // 48,000 x 5.19%
  check('GA', 2025, J, 4982.4); // 96,000 x 5.19%
  check('GA', 2025, R, 0); // 50,000 of IRA money within 2 x 65,000
  check('GA', 2026, W, 2245.5); // 60,000 - 15,000 = 45,000 x 4.99%
  check('GA', 2026, J, 4491); // 120,000 - 30,000 = 90,000 x 4.99%
  check('GA', 2026, R, 0);
  // Each person's own income: 70 with 100,000 of IRA money (65,000 excluded), 60 with 20,000 of wages (none):
  // 120,000 - 65,000 - 24,000 = 31,000 x 5.19% (an even split would exclude 50,000 + 5,000 for the 70-year-old only)
  check('GA', 2025, { taxableIncome: 20_000, retirement: 100_000, filingStatus: 'MFJ', ages: [70, 60], people: [
    { wages: 0, pension: 0, ira: 100_000, socialSecurity: 0, other: 0 },
    { wages: 20_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 },
  ] }, 1608.9);
});

test('Hawaii: Act 46 brackets, 1,144 exemptions (twice at 65), employer pensions exempt, 2026 deduction, itemizing', () => {
  // W: 60,000 - 4,400 - 1,144 = 54,456; 134.40 + 153.60 + 264 + 307.20 + 816 + 864 + 7.6% x 6,456
  check('HI', 2025, W, 3029.86);
  // R with 20,000 of the 50,000 from an employer pension: 30,000 - 8,800 - 4,576 = 16,624 x 1.4% (joint first bracket)
  check('HI', 2025, { ...R, pension: 20_000 }, 232.74);
  // 2026 standard deduction 8,000: 60,000 - 8,000 - 1,144 = 50,856; 2,539.20 + 7.6% x 2,856
  check('HI', 2026, W, 2756.26);
  // Itemizing the Hawaii tax withheld: single, wages 200,000; the single schedule on 195,600 = 14,040.70, less 3% of
  // (200,000 - 166,800) = 996: 13,044.70 over the 4,400 standard; 200,000 - 13,044.70 - 1,144 = 185,811.30:
  // 12,341.20 + 8.25% x 10,811.30
  check('HI', 2025, { ...W, taxableIncome: 200_000 }, 13233.13);
});

test('Idaho: 5.3% of federal taxable income over the zero bracket (the grocery credit is refundable)', () => {
  check('ID', 2025, W, 2090.27); // (44,250 - 4,811) x 5.3%
  check('ID', 2025, J, 4180.53); // (88,500 - 9,622) x 5.3%
  check('ID', 2025, R, 0); // 31,400 - 28,100 benefits = 3,300 under 9,622
  // 2026 zero bracket not yet published (2025 one at zero indexing); federal taxable 43,900.
  check('ID', 2026, W, 2071.72, 0); // (43,900 - 4,811) x 5.3%
});

test('Illinois: 4.95% after 2,850 exemptions; retirement income exempt', () => {
  check('IL', 2025, W, 2828.93); // 57,150 x 4.95%
  check('IL', 2025, J, 5657.85); // 114,300 x 4.95%
  check('IL', 2025, R, 0);
  check('IL', 2026, W, 2828.93, 0);
  check('IL', 2026, J, 5657.85, 0);
  check('IL', 2026, R, 0, 0);
});

test('Indiana: 3.0% (2025), 2.95% (2026), 1,000 exemptions and 1,000 more at 65', () => {
  check('IN', 2025, W, 1770); // 59,000 x 3%
  check('IN', 2025, J, 3540); // 118,000 x 3%
  check('IN', 2025, R, 1380); // 50,000 - 4,000 = 46,000 x 3%
  check('IN', 2026, W, 1740.5); // 59,000 x 2.95%
  check('IN', 2026, J, 3481);
  check('IN', 2026, R, 1357);
});

test('Iowa: 3.8% of federal taxable income, 40 credits, retirement income excluded at 55', () => {
  check('IA', 2025, W, 1641.5); // 44,250 x 3.8% - 40
  check('IA', 2025, J, 3283); // 88,500 x 3.8% - 80
  check('IA', 2025, R, 0);
  check('IA', 2026, W, 1628.2); // 43,900 x 3.8% - 40
  check('IA', 2026, J, 3256.4); // 87,800 x 3.8% - 80
  check('IA', 2026, R, 0);
  // H: 70,000 - 23,625 = 46,375 x 3.8% = 1,762.25, less the head of household's 80 and the dependent's 40
  check('IA', 2025, H, 1642.25);
});
