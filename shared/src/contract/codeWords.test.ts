import { codeWords, yearNoteInWords } from './codeWords';

describe('codeWords', () => {
  it('says a withdrawal order in words, Roth with its capital', () => {
    expect(codeWords.withdrawalOrder(['CASH', 'TAXABLE', 'DEFERRED', 'ROTH'])).toBe('Cash, then taxable accounts, then tax-deferred accounts, then Roth accounts');
    expect(codeWords.withdrawalOrder(['ROTH', 'cash'])).toBe('Roth accounts, then cash');
  });

  it('names a state and words an engine note\'s withdrawal order', () => {
    expect(codeWords.state('CO')).toBe('Colorado');
    expect(yearNoteInWords('Income fell $5 short; withdrawals in the order cash, taxable, taxDeferred, roth covered it, adding $0 of tax.'))
      .toBe('Income fell $5 short; withdrawals in the order cash, then taxable accounts, then tax-deferred accounts, then Roth accounts covered it, adding $0 of tax.');
    expect(yearNoteInWords('Income exceeded outflows by $9.')).toBe('Income exceeded outflows by $9.');
  });
});
