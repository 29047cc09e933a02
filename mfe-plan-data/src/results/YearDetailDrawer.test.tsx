import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PortalProvider, dollarsFor, useSession } from '@portal/shared';
import { serveApi, testAdvisor } from '@portal/shared/testing';
import type { TaxRow } from '@portal/calc';
import { YearDetailDrawer } from './YearDetailDrawer';

beforeEach(() => {
  useSession.getState().signIn('test-token', testAdvisor);
});

const detail = {
  year: 2031, clientAge: 50, spouseAge: 48,
  lines: [{ section: 'income', label: 'Wages (client)', amount: 168_000 }, { section: 'income', label: 'Wages (spouse)', amount: 113_000 }],
  notes: [
    'Taxable income $232,094 after $36,400 of deductions; $0 of Social Security is taxable; marginal federal rate 22%.',
    'Income and RMDs fell $38,945 short of spending, debt payments, taxes and savings; withdrawals in the order cash, taxable, taxDeferred, roth covered it, adding $0 of tax.',
  ],
};
const tax = {
  year: 2031, clientAge: 50, spouseAge: 48, filingStatus: 'MFJ', state: 'CO', wages: 229_210, ordinaryIncome: 1_341, capitalGains: 6_760,
  socialSecurityBenefits: 0, taxableSocialSecurity: 0, agi: 237_310, deductions: 32_172, taxableIncome: 205_138, federal: 31_520,
  netInvestmentIncomeTax: 308, alternativeMinimumTax: 0, stateTax: 9_026, local: 0, fica: 19_300, total: 60_153, effectiveRate: 0.172, marginalRate: 0.22,
} as unknown as TaxRow;

function open(dollars?: (v: number, year: number) => number) {
  serveApi({ '/api/gateway/calcs/5/details': detail });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PortalProvider>
        <YearDetailDrawer profileId={5} year={2031} names={{ client: 'Jordan', spouse: 'Casey' }} tax={tax} dollars={dollars} basis="in today's (2026) dollars" onClose={() => undefined} />
      </PortalProvider>
    </SWRConfig>,
  );
}

describe('YearDetailDrawer', () => {
  it('words what the engine codes: filing status, state, withdrawal order, whose wages', async () => {
    open(dollarsFor({ startYear: 2026, inflation: 0.025, priceIndex: [0, 1, 2, 3, 4, 5].map((k) => 1.025 ** k) }, true));
    const body = await screen.findByRole('region', { name: 'Explanation of 2031' });
    expect(await within(body).findByText('Wages (Jordan)')).toBeInTheDocument();
    expect(within(body).getByText('Wages (Casey)')).toBeInTheDocument();
    expect(within(body).getByText(/filing as Married Filing Jointly/)).toBeInTheDocument();
    expect(within(body).getByText('State income tax (Colorado)')).toBeInTheDocument();
    expect(within(body).getByText(/withdrawals in the order cash, then taxable accounts, then tax-deferred accounts, then Roth accounts covered it/)).toBeInTheDocument();
    expect(body).not.toHaveTextContent(/taxDeferred|\bMFJ\b|\(CO\)|\(client\)/);
    // The figures are in today's dollars; the notes keep the year's own: said beside them.
    expect(within(body).getByTestId('notes-basis')).toHaveTextContent("The notes count in 2031's own (future) dollars, as the tax rules do.");
  });

  it('in future dollars the notes need no word on their basis', async () => {
    open();
    const body = await screen.findByRole('region', { name: 'Explanation of 2031' });
    expect(await within(body).findByText('Wages (Jordan)')).toBeInTheDocument();
    expect(within(body).queryByTestId('notes-basis')).toBeNull();
  });
});
