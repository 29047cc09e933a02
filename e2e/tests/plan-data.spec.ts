import { expect, test } from './helpers/test';
import { type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers/signIn';

// An advisor builds a whole plan through onboarding, reloads, and finds every value again; a value that breaks a
// rule shows the spec's message under its field and nothing is saved (spec document 1 sections 2-5).

const region = (page: Page | Locator, name: string) => page.getByRole('region', { name, exact: true });
const group = (scope: Locator, legend: string) => scope.getByRole('group', { name: legend, exact: true });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
/** The step heading of onboarding: a step button marked as the current one. */
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Onboarding steps' }).locator('[aria-current="step"]');

async function toggle(scope: Page | Locator, label: string) {
  const box = scope.getByRole('checkbox', { name: label });
  await scope.getByText(label, { exact: true }).click();
  await expect(box).toBeChecked();
}

test('an advisor builds a complete plan through onboarding and every value comes back after a reload', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'advisor@example.com');

  // Client list: a new plan resets every area and opens onboarding.
  await page.goto('/client-list');
  await expect(page.getByRole('heading', { name: 'Client List' })).toBeVisible();
  await page.getByRole('button', { name: 'New plan' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(currentStep(page)).toHaveText('1. Client');

  // 1. Client
  const client = region(page, 'Client');
  await client.getByLabel('First Name').fill('Morgan');
  await client.getByLabel('Last Name').fill('Reyes');
  await client.getByLabel('Date of Birth').fill('1975-03-14');
  await client.getByLabel('Gender').selectOption({ label: 'Female' });
  await client.getByLabel('Life Expectancy').fill('95');
  await client.getByLabel('Annual Pre-Tax Income').fill('150000');
  await client.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('2. Spouse');
  await expect(page.getByTestId('banner-client')).toHaveText('Morgan Reyes');

  // 2. Spouse (same last name: the banner reads 'First and First Last')
  const spouse = region(page, 'Spouse');
  // Issue 28: "Married" in step 1 has already turned the spouse switch on.
  await expect(spouse.getByRole('checkbox', { name: 'Has a spouse' })).toBeChecked();
  await spouse.getByLabel('First Name').fill('Sam');
  await spouse.getByLabel('Last Name').fill('Reyes');
  await spouse.getByLabel('Date of Birth').fill('1977-08-02');
  await spouse.getByLabel('Employment Status').selectOption({ label: 'Retired' });
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('3. Kids and others');
  await expect(page.getByTestId('banner-client')).toHaveText('Morgan and Sam Reyes');

  // 3. Kids and others, and where the family lives
  await toggle(region(page, 'Kids and others'), 'Has kids');
  const kids = region(page, 'Kids');
  for (const [i, [name, born]] of [['Ava Reyes', '2010-05-20'], ['Leo Reyes', '2013-11-02']].entries()) {
    await kids.getByRole('button', { name: 'Add kid' }).click();
    const kid = group(kids, `Kid ${i + 1}`);
    await kid.getByLabel('Name').fill(name);
    await kid.getByLabel('Date of Birth').fill(born);
  }
  const locations = region(page, 'Locations');
  await locations.getByRole('button', { name: 'Add location' }).click();
  await group(locations, 'Location 1').getByLabel('State').selectOption({ label: 'Oregon' });
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('4. Incomes');

  // 4. Incomes: the Annual Pre-Tax Income of step 1 is already the client's current income (a real record to
  // describe and edit); the spouse's is added. Social Security for both.
  const clientIncome = group(region(page, 'Client income'), 'Income 1');
  await expect(clientIncome.getByLabel('Annual Pre-Tax')).toHaveValue('150,000.00');
  await clientIncome.getByLabel('Description').fill('Product Lead, Northwind');
  const spouseIncomes = region(page, 'Spouse income');
  await spouseIncomes.getByRole('button', { name: 'Add income' }).click();
  await group(spouseIncomes, 'Income 1').getByLabel('Description').fill('Consulting');
  await group(spouseIncomes, 'Income 1').getByLabel('Annual Pre-Tax').fill('40000');
  const socialSecurity = region(page, 'Social Security');
  await socialSecurity.getByRole('button', { name: 'Add Social Security for Morgan' }).click();
  await socialSecurity.getByRole('button', { name: 'Add Social Security for Sam' }).click();
  const clientSs = group(socialSecurity, 'Client Social Security');
  await clientSs.getByLabel('Monthly Benefit at Full Retirement Age').fill('3100');
  await clientSs.getByLabel('Claiming Age').selectOption('70');
  const spouseSs = group(socialSecurity, 'Spouse Social Security');
  await spouseSs.getByLabel('Monthly Benefit at Full Retirement Age').fill('1400');
  await spouseSs.getByLabel('Claiming Age').selectOption('62');
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('5. Expenses');

  // 5. Expenses
  await region(page, 'Living expenses').getByLabel('Base Annual Living Expense').fill('85000');
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('6. Assets');

  // 6. Assets: a 401k and an IRA, the house, a life policy
  const investments = region(page, 'Investments');
  const accounts = [
    { type: 'Employer Sponsored Plan', plan: '401(k)', description: 'Northwind 401k', balance: '310000', ticker: 'VTI' },
    { type: 'Individual Retirement Account', plan: 'Traditional IRA', description: 'Rollover IRA', balance: '85000', ticker: 'AGG' },
  ];
  for (const [i, a] of accounts.entries()) {
    await investments.getByRole('button', { name: 'Add account' }).click();
    const account = group(investments, `Account ${i + 1}`);
    await account.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: a.type });
    await account.getByLabel('Plan Type').selectOption({ label: a.plan });
    await account.getByLabel('Description').fill(a.description);
    await account.getByLabel('Balance').fill(a.balance);
    await account.getByRole('button', { name: 'Add holding' }).click();
    await account.getByLabel('Holding 1 Ticker').fill(a.ticker);
    await account.getByRole('button', { name: 'Look up' }).click();
    await expect(account.getByLabel('Holding 1 Name')).not.toHaveValue('');
    await account.getByLabel('Holding 1 Amount').fill(a.balance);
  }
  const realAssets = region(page, 'Real assets');
  await realAssets.getByRole('button', { name: 'Add asset' }).click();
  const house = group(realAssets, 'Asset 1');
  await house.getByLabel('Category').selectOption({ label: 'Real Estate' });
  await house.getByLabel('Description').fill('House on Elm Street');
  await house.getByLabel('Value', { exact: true }).fill('640000');
  await house.getByText('Primary residence', { exact: true }).click();
  const insurance = region(page, 'Insurance');
  await insurance.getByRole('button', { name: 'Add policy' }).click();
  const policy = group(insurance, 'Policy 1');
  await policy.getByLabel('Type').selectOption({ label: 'Term Life' });
  await policy.getByLabel('Description').fill('20-year term life');
  await policy.getByLabel('Coverage Amount').fill('1000000');
  await policy.getByLabel('Premium', { exact: true }).fill('85');
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('7. Debts');

  // 7. Debts: the mortgage, secured by the house
  const debts = region(page, 'Debts');
  await debts.getByRole('button', { name: 'Add debt' }).click();
  const mortgage = group(debts, 'Debt 1');
  await mortgage.getByLabel('Type').selectOption({ label: 'Real Estate Loan' });
  await mortgage.getByLabel('Description').fill('Elm Street mortgage');
  await mortgage.getByLabel('Balance').fill('420000');
  await mortgage.getByLabel('Interest Rate').fill('6.25');
  await mortgage.getByLabel('Monthly Payment').fill('2950');
  await mortgage.getByLabel('Loan Term').selectOption({ label: '30 Years' });
  await mortgage.getByLabel('Secured By').selectOption({ label: 'House on Elm Street' });
  await saveAndContinue(page);
  await expect(currentStep(page)).toHaveText('8. Goals');

  // 8. Goals: an education goal for Ava
  const education = region(page, 'Education goals');
  await education.getByRole('button', { name: 'Add education goal' }).click();
  const college = group(education, 'Education goal 1');
  await college.getByLabel('Student').selectOption({ label: 'Ava Reyes' });
  await college.getByLabel('College').selectOption({ label: 'Public Four-Year In-State' });
  await expect(college.getByLabel('Annual Cost')).toHaveValue('24,920.00');
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete\?plan=\d+$/);
  await expect(page.getByRole('heading', { name: 'Onboarding complete' })).toBeVisible();

  // A tax assumption, with its three summary rows.
  await page.getByRole('link', { name: 'Tax Assumptions' }).first().click();
  const tax = region(page, 'Tax assumption');
  await tax.getByLabel('Filing Status').selectOption({ label: 'Married Filing Jointly' });
  await tax.getByLabel('Client State').selectOption({ label: 'Oregon' });
  await tax.getByLabel('Client Local Rate').fill('1.5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const taxSummary = page.getByRole('region', { name: 'Tax summary' });
  for (const row of ['Federal Taxes', 'State Taxes', 'Local Taxes']) await expect(taxSummary.getByRole('cell', { name: row })).toBeVisible();

  // Reload: every value is there.
  await page.reload();
  await expect(page.getByTestId('banner-client')).toHaveText('Morgan and Sam Reyes');
  await expect(region(page, 'Tax assumption').getByLabel('Filing Status')).toHaveValue('MFJ');
  await expect(region(page, 'Tax assumption').getByLabel('Client State')).toHaveValue('OR');
  await expect(region(page, 'Tax assumption').getByLabel('Client Local Rate')).toHaveValue('1.5');

  await page.goto('/profile');
  await expect(region(page, 'Client').getByLabel('First Name')).toHaveValue('Morgan');
  await expect(region(page, 'Client').getByLabel('Date of Birth')).toHaveValue('1975-03-14');
  await expect(region(page, 'Client').getByLabel('Gender')).toHaveValue('F');
  await expect(region(page, 'Client').getByLabel('Life Expectancy')).toHaveValue('95');
  await expect(region(page, 'Client').getByLabel('Annual Pre-Tax Income')).toHaveValue('150,000.00');
  await expect(region(page, 'Client').getByLabel('Marital Status')).toHaveValue('M');
  await expect(region(page, 'Spouse').getByRole('checkbox', { name: 'Has a spouse' })).toBeChecked();
  await expect(region(page, 'Spouse').getByLabel('First Name')).toHaveValue('Sam');
  await expect(region(page, 'Spouse').getByLabel('Employment Status')).toHaveValue('RT');
  await expect(group(region(page, 'Kids'), 'Kid 1').getByLabel('Name')).toHaveValue('Ava Reyes');
  await expect(group(region(page, 'Kids'), 'Kid 2').getByLabel('Date of Birth')).toHaveValue('2013-11-02');
  await expect(group(region(page, 'Locations'), 'Location 1').getByLabel('State')).toHaveValue('OR');
  // The pay entered in onboarding reaches the projection: the first year's income is Morgan's 150,000 (Sam is retired).
  const firstYear = page.getByRole('table', { name: 'Year by year projection' }).getByRole('row').nth(1);
  await expect(firstYear.getByRole('cell').nth(2)).toHaveText('$150,000', { timeout: 30_000 });

  await page.goto('/income');
  await expect(group(region(page, 'Client income'), 'Income 1').getByLabel('Description')).toHaveValue('Product Lead, Northwind');
  await expect(group(region(page, 'Spouse income'), 'Income 1').getByLabel('Annual Pre-Tax')).toHaveValue('40,000.00');
  await expect(page.getByRole('region', { name: 'Employment income summary' }).getByRole('cell', { name: '$150,000.00' })).toBeVisible();

  // Saving an income is one request for the rows, answered with them (ids) and the plan's new version: the plan is not
  // read again (the results are, since they changed).
  const calls: string[] = [];
  const seen = (r: { method(): string; url(): string }) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) calls.push(`${r.method()} ${pathname}`);
  };
  page.on('request', seen);
  const spouseIncome = group(region(page, 'Spouse income'), 'Income 1');
  await spouseIncome.getByLabel('Description').fill('Consulting LLC');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  page.off('request', seen);
  expect(calls.filter((c) => !c.startsWith('GET '))).toEqual(['POST /api/client/incomes']);
  expect(calls.filter((c) => /^GET \/api\/client\/profile\/\d+$/.test(c))).toEqual([]);
  await page.reload();
  await expect(group(region(page, 'Spouse income'), 'Income 1').getByLabel('Description')).toHaveValue('Consulting LLC');

  await page.goto('/other-incomes');
  await expect(group(region(page, 'Social Security'), 'Client Social Security').getByLabel('Monthly Benefit at Full Retirement Age')).toHaveValue('3,100.00');
  await expect(group(region(page, 'Social Security'), 'Client Social Security').getByLabel('Claiming Age')).toHaveValue('70');
  await expect(group(region(page, 'Social Security'), 'Spouse Social Security').getByLabel('Claiming Age')).toHaveValue('62');

  await page.goto('/expenses');
  await expect(page.getByLabel('Base Annual Living Expense')).toHaveValue('85,000.00');

  await page.goto('/investments');
  const account1 = group(region(page, 'Investments'), 'Account 1');
  await expect(account1.getByLabel('Description')).toHaveValue('Northwind 401k');
  await expect(account1.getByLabel('Plan Type')).toHaveValue('401K');
  await expect(account1.getByLabel('Holding 1 Ticker')).toHaveValue('VTI');
  await expect(account1.getByLabel('Holding 1 Asset Class')).not.toHaveValue('');
  await expect(group(region(page, 'Investments'), 'Account 2').getByLabel('Plan Type')).toHaveValue('TRAD');

  await page.goto('/real-assets');
  await expect(group(region(page, 'Real assets'), 'Asset 1').getByLabel('Value', { exact: true })).toHaveValue('640,000.00');
  await expect(group(region(page, 'Real assets'), 'Asset 1').getByRole('checkbox', { name: 'Primary residence' })).toBeChecked();

  await page.goto('/insurance');
  await expect(group(region(page, 'Insurance'), 'Policy 1').getByLabel('Coverage Amount')).toHaveValue('1,000,000.00');

  await page.goto('/debts');
  const savedMortgage = group(region(page, 'Debts'), 'Debt 1');
  await expect(savedMortgage.getByLabel('Description')).toHaveValue('Elm Street mortgage');
  await expect(savedMortgage.getByLabel('Interest Rate')).toHaveValue('6.25');
  await expect(savedMortgage.getByLabel('Loan Term')).toHaveValue('30');
  await expect(savedMortgage.getByLabel('Secured By')).not.toHaveValue('');

  await page.goto('/goals');
  const savedCollege = group(region(page, 'Education goals'), 'Education goal 1');
  await expect(savedCollege.getByLabel('College')).toHaveValue('PUB4IN');
  await expect(savedCollege.getByLabel('Annual Cost')).toHaveValue('24,920.00');
  await expect(region(page, 'Retirement goal').getByLabel('Client Retirement Age')).toHaveValue('65');

  // A bad value shows the spec's message under the field, and nothing is saved.
  await page.goto('/profile');
  await region(page, 'Client').getByLabel('Life Expectancy').fill('30');
  await region(page, 'Client').getByLabel('First Name').fill('Morgana');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(region(page, 'Client').getByText('Life Expectancy must be greater than/equal to age attained in current year')).toBeVisible();
  await page.goto('/debts');
  await group(region(page, 'Debts'), 'Debt 1').getByLabel('Interest Rate').fill('150');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(group(region(page, 'Debts'), 'Debt 1').getByText('must be a number less than or equal to 100')).toBeVisible();
  await page.reload();
  await expect(group(region(page, 'Debts'), 'Debt 1').getByLabel('Interest Rate')).toHaveValue('6.25');
  await page.goto('/profile');
  await expect(region(page, 'Client').getByLabel('Life Expectancy')).toHaveValue('95');
  await expect(region(page, 'Client').getByLabel('First Name')).toHaveValue('Morgan');
  await expect(page.getByTestId('banner-client')).toHaveText('Morgan and Sam Reyes');
});
