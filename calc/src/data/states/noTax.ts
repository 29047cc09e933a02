import { noWageTax } from './helpers';

/**
 * The jurisdictions without a tax on wages and retirement income (each state's constitution or code;
 * Tax Foundation, "State Individual Income Tax Rates and Brackets, 2025"). New Hampshire: the 3% interest and
 * dividends tax was repealed for taxable periods beginning on or after 1 January 2025 (HB 2, 2023, RSA 77:1).
 * Washington taxes long-term capital gains only (./wa.ts).
 */
export const AK = noWageTax('Alaska', 'No individual income tax (AS 43.20 taxes corporations only).');
export const FL = noWageTax('Florida', 'No personal income tax (Fla. Const. art. VII sec. 5).');
export const NV = noWageTax('Nevada', 'No personal income tax (Nev. Const. art. 10 sec. 1(9)).');
export const NH = noWageTax('New Hampshire', 'No tax on wages; the interest and dividends tax is repealed from tax year 2025 (RSA 77, HB 2 of 2023).');
export const SD = noWageTax('South Dakota', 'No personal income tax.');
export const TN = noWageTax('Tennessee', 'No tax on wages; the Hall tax on interest and dividends ended with tax year 2020 (Pub. Ch. 181, 2017).');
export const TX = noWageTax('Texas', 'No personal income tax (Tex. Const. art. 8 sec. 24-a).');
export const WY = noWageTax('Wyoming', 'No personal income tax.');
