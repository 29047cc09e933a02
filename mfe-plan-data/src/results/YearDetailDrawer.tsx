import { Box, CloseButton, Drawer, Flex, Heading, List, Portal, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { codeWords, yearNoteInWords, type Dollars } from '@portal/shared';
import { agesLabel, formatDollars, formatPercent } from './format';
import { AliveInYear } from './StressPanel';
import { useYearDetail } from './useResults';
import type { CashFlowRow, NetWorthRow, TaxRow, YearDetail } from '@portal/calc';

export interface YearDetailDrawerProps {
  profileId: number;
  year: number | null;
  names: { client: string; spouse: string | null };
  cashFlow?: CashFlowRow;
  tax?: TaxRow;
  netWorth?: NetWorthRow;
  /** Converts the year's explanation lines as the results panel shows its figures (today's or future dollars). */
  dollars?: Dollars;
  basis?: string;
  onClose: () => void;
}

const SECTIONS: Array<{ section: YearDetail['lines'][number]['section']; title: string; total?: keyof CashFlowRow }> = [
  { section: 'income', title: 'Income', total: 'income' },
  { section: 'withdrawal', title: 'Withdrawals from accounts', total: 'portfolioWithdrawals' },
  { section: 'expense', title: 'Expenses', total: 'expenses' },
  { section: 'debt', title: 'Debt payments', total: 'debtPayments' },
  { section: 'tax', title: 'Taxes', total: 'taxes' },
  { section: 'saving', title: 'Savings', total: 'savings' },
];

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'semibold' : undefined}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{value}</Text>
    </Flex>
  );
}

function TaxWorking({ tax }: { tax: TaxRow }) {
  // What takes gross income to AGI: pre-tax payroll deferrals (401(k), HSA, benefits) and other adjustments.
  const adjustments = tax.agi - (tax.wages + tax.ordinaryIncome + tax.capitalGains + tax.taxableSocialSecurity);
  return (
    <Stack gap="1" fontSize="sm">
      <Heading as="h3" size="sm">How the taxes were figured</Heading>
      <Amount label="Wages" value={formatDollars(tax.wages)} />
      <Amount label="Other ordinary income (pensions, rent, interest, withdrawals)" value={formatDollars(tax.ordinaryIncome)} />
      <Amount label="Capital gains" value={formatDollars(tax.capitalGains)} />
      <Amount label={`Social Security (taxable part of ${formatDollars(tax.socialSecurityBenefits)})`} value={formatDollars(tax.taxableSocialSecurity)} />
      {Math.abs(adjustments) >= 1 && (
        <Amount label="Pre-tax payroll deductions and adjustments" value={adjustments < 0 ? `− ${formatDollars(-adjustments)}` : formatDollars(adjustments)} />
      )}
      <Amount label="Adjusted gross income" value={formatDollars(tax.agi)} strong />
      <Amount label="Deductions" value={`− ${formatDollars(tax.deductions)}`} />
      <Amount label="Taxable income" value={formatDollars(tax.taxableIncome)} strong />
      <Amount label="Federal income tax" value={formatDollars(tax.federal)} />
      {tax.netInvestmentIncomeTax > 0 && <Amount label="Net investment income tax (3.8%)" value={formatDollars(tax.netInvestmentIncomeTax)} />}
      {tax.alternativeMinimumTax > 0 && <Amount label="Alternative minimum tax (Form 6251)" value={formatDollars(tax.alternativeMinimumTax)} />}
      <Amount label={`State income tax${tax.state ? ` (${codeWords.state(tax.state)})` : ''}`} value={formatDollars(tax.stateTax)} />
      {tax.local > 0 && <Amount label="Local income tax" value={formatDollars(tax.local)} />}
      <Amount label="Social Security and Medicare (FICA)" value={formatDollars(tax.fica)} />
      <Amount label="Total tax" value={formatDollars(tax.total)} strong />
      <Text color="fg.muted">
        Effective rate {formatPercent(tax.effectiveRate, 1)} · marginal federal rate {formatPercent(tax.marginalRate, 0)} · filing as {codeWords.filingStatus(tax.filingStatus) || tax.filingStatus}
      </Text>
    </Stack>
  );
}

/** The engine's "Wages (client)", "Social Security (spouse)" with the people's names: "Wages (Jordan)". */
function personLabel(label: string, names: { client: string; spouse: string | null }): string {
  return label.replace(/\((client|spouse)\)$/, (whole, who: string) => (who === 'client' ? `(${names.client})` : names.spouse ? `(${names.spouse})` : whole));
}

/** "Why is this number what it is": every line behind one year's income, withdrawals, expenses, taxes and savings. */
export function YearDetailDrawer({ profileId, year, names, cashFlow, tax, netWorth, dollars = (v) => v, basis, onClose }: YearDetailDrawerProps) {
  const { data: detail, isLoading, error } = useYearDetail(profileId, year);
  const open = year != null;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                {year}
                {cashFlow && <Text as="span" fontWeight="normal" color="fg.muted" fontSize="md">{` · ${agesLabel(names, cashFlow.clientAge, cashFlow.spouseAge)}`}</Text>}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body tabIndex={0} role="region" aria-label={`Explanation of ${year}`} focusRing="inside">
              {isLoading && <Spinner />}
              {error && <Text color="red.600">This year's explanation could not be loaded. Close this panel and try again.</Text>}
              {detail && detail.year === year && (
                <Stack gap="5">
                  {basis && <Text fontSize="sm" color="fg.muted">{`Figures ${basis}.`}</Text>}
                  <AliveInYear profileId={profileId} year={year} />
                  {cashFlow && (
                    <Box bg="gray.50" p="3" rounded="md" fontSize="sm">
                      <Amount label="Money in (income and withdrawals)" value={formatDollars(cashFlow.totalInflows)} strong />
                      <Amount label="Money out (spending, debts, taxes, savings)" value={formatDollars(cashFlow.totalOutflows)} strong />
                      {cashFlow.unfunded > 0 && <Amount label="Shortfall no account could pay" value={formatDollars(cashFlow.unfunded)} />}
                    </Box>
                  )}
                  {SECTIONS.map(({ section, title, total }) => {
                    const lines = detail.lines.filter((l) => l.section === section);
                    if (lines.length === 0) return null;
                    return (
                      <Stack key={section} gap="1" fontSize="sm" role="group" aria-label={title}>
                        <Heading as="h3" size="sm">{title}</Heading>
                        {lines.map((l, i) => <Amount key={`${l.label}-${i}`} label={personLabel(l.label, names)} value={formatDollars(dollars(l.amount, detail.year))} />)}
                        {total && cashFlow && <Amount label={`Total ${title.toLowerCase()}`} value={formatDollars(cashFlow[total] as number)} strong />}
                      </Stack>
                    );
                  })}
                  {tax && (<><Separator /><TaxWorking tax={tax} /></>)}
                  {netWorth && (
                    <Stack gap="1" fontSize="sm">
                      <Heading as="h3" size="sm">Net worth at the end of {year}</Heading>
                      <Amount label="Accounts" value={formatDollars(netWorth.financialAssets)} />
                      <Amount label="Real assets" value={formatDollars(netWorth.realAssets)} />
                      {Math.round(netWorth.debts) !== 0 && <Amount label="Debts" value={`− ${formatDollars(netWorth.debts)}`} />}
                      <Amount label="Net worth" value={formatDollars(netWorth.netWorth)} strong />
                    </Stack>
                  )}
                  {detail.notes.length > 0 && (
                    <Stack gap="1" fontSize="sm">
                      <Heading as="h3" size="sm">Notes</Heading>
                      {/* The engine words its notes in the year's own dollars, as the tax rules count them: said when the figures above are converted. */}
                      {dollars(1_000_000, detail.year) !== 1_000_000 && (
                        <Text color="fg.muted" data-testid="notes-basis">{`The notes count in ${detail.year}'s own (future) dollars, as the tax rules do.`}</Text>
                      )}
                      <List.Root ps="4">{detail.notes.map((n) => <List.Item key={n}>{yearNoteInWords(n)}</List.Item>)}</List.Root>
                    </Stack>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
