import { test } from 'node:test';
import { check, H, J, R, W } from './profiles';

// Hand-worked from each state's 2025 / 2026 rate schedules and instructions (sources in src/data/states/*.ts).

test('Ohio: base amount 342 and 3.125% over 100,000 (2025), 332 and a flat 2.75% (2026), credits', () => {
  check('OH', 2025, W, 1216.5); // 60,000 - 2,150 = 57,850: 342 + 2.75% x 31,800
  // J: 120,000 - 2 x 1,900 = 116,200: 342 + 2.75% x 73,950 + 3.125% x 16,200 = 2,881.875, joint filing credit 5%
  check('OH', 2025, J, 2737.78);
  // R: 50,000 - 2 x 2,150 = 45,700: 342 + 2.75% x 19,650 = 882.375; senior credit 50 (the IRA money earns no
  // retirement income credit, as the model reads 5747.055); joint filing credit 15% of the 832.375 left
  check('OH', 2025, R, 707.52);
  // The same income as an employer pension: retirement income credit 200 too; 15% of the 632.375 left
  check('OH', 2025, { ...R, pension: 50_000 }, 537.52);
  // J with all the wages earned by one spouse: no joint filing credit (the other has under 500 of own income)
  const oneEarner = { wages: 120_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('OH', 2025, { ...J, people: [oneEarner, { ...oneEarner, wages: 0 }] }, 2881.88);
  check('OH', 2026, W, 1206.5); // 332 + 2.75% x 31,800
  check('OH', 2026, J, 2670.57); // 332 + 2.75% x 90,150 = 2,811.125 less 5%
  check('OH', 2026, R, 699.02); // 332 + 540.375 - 50 = 822.375 less 15%
});

test('Oklahoma: 4.75% top (2025), HB 2764 schedule (2026), 10,000 retirement exclusion per filer', () => {
  // W: 52,650: 2.50 + 11.25 + 21.875 + 31.625 + 86.25 + 4.75% x 45,450
  check('OK', 2025, W, 2312.38);
  check('OK', 2025, J, 4624.75); // 105,300 (joint brackets doubled): 307 + 4.75% x 90,900
  check('OK', 2025, R, 349.75); // 50,000 - 20,000 - 12,700 - 2,000 = 15,300: 307 + 4.75% x 900
  check('OK', 2025, H, 2408.88); // 70,000 - 9,350 - 2,000 = 58,650 (doubled): 307 + 4.75% x 44,250
  check('OK', 2026, W, 2154.5); // 28.75 + 80.50 + 4.5% x 45,450
  check('OK', 2026, J, 4309); // 57.50 + 161 + 4.5% x 90,900
  check('OK', 2026, R, 259); // 57.50 + 161 + 4.5% x 900
  // Per filer, of own retirement income: 62 with 30,000 of IRA money, 59 with 50,000 of wages: 10,000 excluded
  // (not 20,000): 80,000 - 10,000 - 12,700 - 2,000 = 55,300: 307 + 4.75% x 40,900
  const none = { wages: 0, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('OK', 2025, { taxableIncome: 50_000, retirement: 30_000, filingStatus: 'MFJ', ages: [62, 59], people: [{ ...none, ira: 30_000 }, { ...none, wages: 50_000 }] }, 2249.75);
});

test('Oregon: federal tax subtraction, deduction, exemption credits, head of household', () => {
  // W: 60,000 - 5,071.50 - 2,835 = 52,093.50: 209 + 448.875 + 8.75% x 41,043.50 = 4,249.18 - 256
  check('OR', 2025, W, 3993.18);
  // J: 120,000 - 8,500 - 5,670 = 105,830: 418 + 897.75 + 8.75% x 83,730 = 8,642.125 - 512
  check('OR', 2025, J, 8130.13);
  // R: 50,000 - 3,291 - 5,670 - 2,000 = 39,039: 1,315.75 + 8.75% x 16,939 = 2,797.91 - 512
  check('OR', 2025, R, 2285.91);
  // H: 70,000 - 3,025 - 4,560 = 62,415: 1,315.75 + 8.75% x 40,315 = 4,843.31 - 2 x 256
  check('OR', 2025, H, 4331.31);
  check('OR', 2026, W, 3997.69, 0); // 52,145: 657.875 + 8.75% x 41,095 - 256
  check('OR', 2026, J, 8130.13, 0);
  // Head of household with AGI 183,930 keeps the federal tax subtraction (full 8,500: federal tax is far above
  // it) and the exemption credits (the joint limits): wages 183,930, 70, one child of 17.
  // 183,930 - 8,500 - 4,560 - 1,200 = 169,670: 418 + 897.75 + 8.75% x 147,570 = 14,228.125, less 2 x 256
  check('OR', 2025, { taxableIncome: 183_930, filingStatus: 'HOH', ages: [70], dependents: 1, childrenUnder17: 0 }, 13716.13);
  check('OR', 2026, R, 2295.98, 0); // 39,154: 1,315.75 + 8.75% x 17,054 - 512
});

test('Pennsylvania: 3.07% with retirement income exempt, tax forgiveness', () => {
  check('PA', 2025, W, 1842);
  check('PA', 2025, J, 3684);
  check('PA', 2025, R, 0);
  check('PA', 2025, { ...R, interest: 20_000 }, 614); // interest is taxed
  // Tax forgiveness (Schedule SP): the retirees' 50,000 of IRA money and their benefits are not eligibility
  // income; with 13,000 of interest (at most 13,000, married) all 399.10 is forgiven
  check('PA', 2025, { ...R, interest: 13_000 }, 0);
  // 13,600: 600 over, 3 steps of 250 (rounded up): 70% forgiven of 417.52
  check('PA', 2025, { ...R, interest: 13_600 }, 125.26);
  // A single worker earning 6,500 owes nothing; 6,700: 90% forgiven of 205.69
  check('PA', 2025, { ...W, taxableIncome: 6500 }, 0);
  check('PA', 2025, { ...W, taxableIncome: 6700 }, 20.57);
  check('PA', 2026, W, 1842);
  check('PA', 2026, J, 3684);
  check('PA', 2026, R, 0);
});

test('Rhode Island: one schedule, deduction and exemptions, retirement exemption at full retirement age', () => {
  check('RI', 2025, W, 1650); // 44,000 x 3.75%
  check('RI', 2025, J, 3381); // 88,000: 2,996.25 + 4.75% x 8,100
  // R: benefits exempt (AGI 78,100 under 130,250); the IRA money is not pension income: 50,000 - 21,800 - 2 x
  // 5,100 = 18,000 x 3.75%
  check('RI', 2025, R, 675);
  // The same as employer pensions, 25,000 each: 20,000 of each exempt, the 10,000 left under the deductions
  const retiree = { wages: 0, pension: 25_000, ira: 0, socialSecurity: 20_000, other: 0 };
  check('RI', 2025, { ...R, pension: 50_000, people: [retiree, retiree] }, 0);
  // One spouse with all the pension: only 20,000 of it exempt: 30,000 - 32,000 < 0, still 0; with 60,000 of
  // pension: 40,000 - 32,000 = 8,000 x 3.75%
  check('RI', 2025, { ...R, retirement: 60_000, pension: 60_000, people: [{ ...retiree, pension: 60_000 }, { ...retiree, pension: 0 }] }, 300);
  check('RI', 2026, W, 1650, 0);
  check('RI', 2026, J, 3381, 0);
  check('RI', 2026, R, 675, 0);
});

test('South Carolina: 3% / 6% on federal taxable income with the OBBBA add-back (2025), H.4216 from 2026', () => {
  // W: 44,250 + 750 (OBBBA part of the standard deduction) = 45,000: 428.10 + 6% x 27,170
  check('SC', 2025, W, 2058.3);
  // J: 88,500 + 1,500 = 90,000: 428.10 + 6% x 72,170, less the two-wage-earner credit 0.7% x 50,000
  check('SC', 2025, J, 4408.3);
  // The credit takes the lower earner's own wages: 100,000 and 20,000: 0.7% x 20,000
  const none = { wages: 0, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('SC', 2025, { ...J, people: [{ ...none, wages: 100_000 }, { ...none, wages: 20_000 }] }, 4618.3);
  // The retirement deduction is of each filer's own retirement income: both 60, one earning 100,000, the other
  // with 20,000 of IRA money: 3,000 (not 2 x 3,000): 90,000 - 3,000 = 87,000: 428.10 + 6% x 69,170; no credit
  check('SC', 2025, { ...J, taxableIncome: 100_000, retirement: 20_000, ages: [60, 60], people: [{ ...none, wages: 100_000 }, { ...none, ira: 20_000 }] }, 4578.3);
  // R: 31,400 - 28,100 benefits + 12,000 senior deduction + 1,500 added back - 2 x (10,000 + 5,000) < 0
  check('SC', 2025, R, 0);
  check('SC', 2025, { ...W, capitalGains: 10_000 }, 2058.3 + 0.06 * 5600); // 56% of the gain taxed at 6%
  // 2026: AGI 60,000 less the income adjusted deduction 15,000 - 5,450 (15,000 x 20,000 / 55,000 rounded down
  // to 10) = 50,450: 1.99% x 30,000 + 5.21% x 20,450
  check('SC', 2026, W, 1662.45);
});

test('Utah: 4.5% (4.45% for 2026) less the taxpayer, Social Security and retirement credits', () => {
  check('UT', 2025, W, 2298.23); // 2,700 - (945 - 1.3% x 41,787)
  check('UT', 2025, J, 4596.46); // 5,400 - (1,890 - 1.3% x 83,574)
  // R: 3,514.50 - (2,082 - 1.3% x 41,674) - 4.5% x 28,100
  check('UT', 2025, R, 709.76);
  check('UT', 2026, W, 2247.23); // 4.45%: 2,670 - (966 - 543.231)
  check('UT', 2026, J, 4494.46); // 5,340 - (1,932 - 1,086.462)
  check('UT', 2026, R, 636.76); // 3,475.45 - (2,130 - 541.762) - 4.45% x 28,100
  // Social Security credit phased out 2.5 cents a dollar over 54,000 single (HB 106): single, 68, wages 40,170,
  // interest 440, benefits 51,490: taxable benefits 32,001.75, AGI 72,611.75; tax 3,231.22; taxpayer credit
  // 6% x 18,150 - 1.3% x 54,398.75 = 381.82; benefits credit 1,424.08 - 2.5% x 18,611.75 = 958.79
  check('UT', 2026, { taxableIncome: 40_170, interest: 440, socialSecurity: 51_490, filingStatus: 'S', ages: [68] }, 1890.61, 0);
  // Retirement credit only for those born before 1953: single, 75 in 2026, IRA 30,000: 1,335 - (1,089 -
  // 153.231) - (450 - 2.5% x 5,000); at 72 (born 1954) no retirement credit: 1,335 - 935.769
  check('UT', 2026, { taxableIncome: 0, retirement: 30_000, filingStatus: 'S', ages: [75] }, 74.23, 0);
  check('UT', 2026, { taxableIncome: 0, retirement: 30_000, filingStatus: 'S', ages: [72] }, 399.23, 0);
  // Earned income credit (20% of the federal one): head of household of 62 with a child of 17, wages 24,950,
  // interest 10,310, IRA 12,460 (AGI 47,720): federal credit 4,427 - 15.98% x 23,830 = 618.97. Utah: 4.45% x
  // 47,720 = 2,123.54; taxpayer credit 6% x (24,150 + 2,111) - 1.3% x 20,400 = 1,310.46; 20% x 618.97 = 123.79
  check('UT', 2026, { taxableIncome: 24_950, interest: 10_310, retirement: 12_460, filingStatus: 'HOH', ages: [62], dependents: 1, childrenUnder17: 0 }, 689.29, 0);
});

test('Vermont: schedules, exemptions, Social Security phased out over 70,000 joint, flat 5,000 gains exclusion', () => {
  check('VT', 2025, W, 1576.18); // 60,000 - 7,650 - 5,300 = 47,050 x 3.35%
  check('VT', 2025, J, 3529.35); // 120,000 - 15,300 - 10,600 = 94,100: 2,763.75 + 6.6% x 11,600
  // R: AGI 78,100, 0.19 of the 28,100 benefits exempt (80,000 - 78,100 over 10,000) = 5,339;
  // 72,761 - 15,300 - 10,600 - 2 x 1,250 = 44,361 x 3.35%
  check('VT', 2025, R, 1486.09);
  // 20,000 of gains, 5,000 excluded: 75,000 - 12,950 = 62,050: 1,654.90 + 6.6% x 12,650
  check('VT', 2025, { ...W, capitalGains: 20_000 }, 2489.8);
});

test('Virginia: 8,750 / 17,500 deduction, age deduction, spouse adjustment', () => {
  check('VA', 2025, W, 2635.9); // 50,320: 720 + 5.75% x 33,320
  // J: 100,640: 720 + 5.75% x 83,640 = 5,529.30; each spouse's own 60,000 - 930 > 0: the joint tax less the tax
  // on half the income twice (2 x 2,635.90) = 257.50 (under 259)
  check('VA', 2025, J, 5271.8);
  // R: 50,000 - 24,000 - 17,500 - 1,860 - 1,600 = 5,040: 120 + 5% x 40 = 122; each spouse's own 25,000 -
  // 12,000 - 930 - 800 = 11,270 > 0: the adjustment is 122 - 2 x tax(2,520) = 122 - 100.80 = 21.20
  check('VA', 2025, R, 100.8);
  // One earner: no adjustment
  const none = { wages: 0, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('VA', 2025, { ...J, people: [{ ...none, wages: 120_000 }, none] }, 5529.3);
  // Spouses earning 115,000 and 5,000: smaller 4,070 (tax 92.10), rest 96,570 (tax 5,295.275): 5,529.30 -
  // 5,387.375 = 141.925
  check('VA', 2025, { ...J, people: [{ ...none, wages: 115_000 }, { ...none, wages: 5000 }] }, 5387.375);
  check('VA', 2026, W, 2635.9);
  check('VA', 2026, J, 5271.8);
  check('VA', 2026, R, 100.8);
  // Earned income credit: head of household of 70 with a child of 17, wages 47,840 (2026). Federal credit with
  // one child: 4,427 - 15.98% x (47,840 - 23,890) = 599.79. Virginia: 47,840 - 12,000 - 8,750 - 2 x 930 - 800 =
  // 24,430: 720 + 5.75% x 7,430 = 1,147.225; 20% of the federal credit (119.958) non-refundable leaves less than
  // 15% (89.97) refundable would: 1,027.27
  check('VA', 2026, { taxableIncome: 47_840, filingStatus: 'HOH', ages: [70], dependents: 1, childrenUnder17: 0 }, 1027.27);
  // Low-income credit: single, 70 (no federal credit past 64), wages 27,000: Virginia AGI 27,000 - 12,000 =
  // 15,000, under the 15,650 guideline: 300 credit. 15,000 - 8,750 - 930 - 800 = 4,520: 60 + 3% x 1,520 =
  // 105.60, all credited
  check('VA', 2025, { taxableIncome: 27_000, filingStatus: 'S', ages: [70] }, 0);
  // A worker of 40 earning 12,000 owes 46.40 (2% x 2,320) and takes 15% of the federal credit (543.37)
  // refundable instead, worth more than wiping out the 46.40: the tax before refundable credits stays 46.40
  check('VA', 2025, { taxableIncome: 12_000, filingStatus: 'S', ages: [40] }, 46.4);
});

test('West Virginia: reduced rates, Social Security, senior deduction per filer less own benefits excluded, low-income credit', () => {
  check('WV', 2025, W, 1964.7); // 58,000: 222 + 444 + 499.50 + 4.44% x 18,000
  check('WV', 2025, J, 4752.7); // 116,000: 1,165.50 + 888 + 4.82% x 56,000
  // R: all 28,100 of benefits excluded (AGI under 100,000), which uses up the 2 x 8,000 senior deduction:
  // 50,000 - 4,000 = 46,000: 1,165.50 + 4.44% x 6,000
  check('WV', 2025, R, 1431.9);
  // single, 70, IRA 30,000, benefits 6,000 (3,000 taxable, excluded): senior deduction 8,000 - 3,000;
  // 33,000 - 3,000 - 5,000 - 2,000 = 23,000: 222 + 2.96% x 13,000
  check('WV', 2025, { taxableIncome: 0, filingStatus: 'S', ages: [70], retirement: 30_000, socialSecurity: 6000 }, 606.8);
  check('WV', 2026, W, 1866.1); // 2026 rates: 211 + 421.50 + 474 + 4.22% x 18,000
  check('WV', 2026, J, 4515.3); // 1,106.50 + 844 + 4.58% x 56,000
  // Per filer: joint, 69 with IRA 60,000, and 63 with wages 40,000 and benefits 20,000. Taxable benefits
  // 17,000 (all the spouse's), AGI 117,000 over 100,000: 65% = 11,050 excluded. The 69-year-old has no
  // benefits of their own: the full 8,000. 117,000 - 11,050 - 8,000 - 4,000 = 93,950: 2,053.50 + 4.82% x 33,950
  const none = { wages: 0, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('WV', 2025, { taxableIncome: 40_000, filingStatus: 'MFJ', ages: [69, 63], retirement: 60_000, socialSecurity: 20_000, people: [{ ...none, ira: 60_000 }, { ...none, wages: 40_000, socialSecurity: 20_000 }] }, 3689.89);
  // Low-income family tax credit: head of household and a child (poverty guideline 15,650 + 5,500 = 21,150),
  // wages 10,290: 6,290 taxable would owe 139.64; AGI under the guideline: all of it credited
  check('WV', 2025, { taxableIncome: 10_290, filingStatus: 'HOH', ages: [64], dependents: 1, childrenUnder17: 0 }, 0);
  // Single, wages 16,000: 350 over 15,650, 80% credited: (222 + 2.96% x 4,000) x 20%
  check('WV', 2025, { taxableIncome: 16_000, filingStatus: 'S', ages: [40] }, 68.08);
});

test('Wisconsin: sliding standard deduction, exemptions, 2025 Act 15 brackets, married couple credit', () => {
  // W: 13,560 - 12% x 40,930 = 8,648.40 + 700; 50,651.60: 513.80 + 4.4% x 35,971.60
  check('WI', 2025, W, 2096.55);
  // J: 25,110 - 19.778% x 93,180 = 6,680.86 + 1,400; 111,919.14: 685.30 + 2,137.96 + 5.3% x 43,749.14 =
  // 5,141.96, less the married couple credit: 3% of the lower earner's 60,000, at most 480
  check('WI', 2025, J, 4661.96);
  // One earner: no married couple credit
  const earner = { wages: 120_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 };
  check('WI', 2025, { ...J, people: [earner, { ...earner, wages: 0 }] }, 5141.96);
  // The lower earner with 10,000: 3% = 300
  check('WI', 2025, { ...J, people: [{ ...earner, wages: 110_000 }, { ...earner, wages: 10_000 }] }, 4841.96);
  // R: 25,110 - 19.778% x 23,180 = 20,525.46 + 1,900; 27,574.54: 685.30 + 4.4% x 7,994.54
  check('WI', 2025, R, 1037.06);
});

test('Washington: 7% capital gains excise over 278,000, 9.9% over 1,000,000 more', () => {
  check('WA', 2025, W, 0);
  check('WA', 2025, { ...W, capitalGains: 500_000 }, 15_540); // 7% x 222,000
  check('WA', 2025, { ...W, capitalGains: 1_500_000 }, 91_978); // 7% x 1,222,000 + 2.9% x 222,000
});
