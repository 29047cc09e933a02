import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readContacts } from './crmContacts';
import { readPositionsCsv } from './custodianCsv';
import { prepareOfx, readOfx } from './ofx';
import { dateOf, numberOf, safeText } from './text';
import { InputError } from './types';

const refused = (fn: () => unknown, field: string, message?: RegExp) => assert.throws(fn, (e: unknown) => {
  assert.ok(e instanceof InputError, String(e));
  assert.equal(e.field, field);
  if (message) assert.match(e.message, message);
  return true;
});

describe('integration adapters', () => {
  it('keeps text from files inert: formulas, control characters, length', () => {
    assert.equal(safeText('=1+2'), '\'=1+2');
    assert.equal(safeText('+cmd|calc'), '\'+cmd|calc');
    assert.equal(safeText('@SUM(A1)'), '\'@SUM(A1)');
    assert.equal(safeText('-2+3'), '\'-2+3');
    assert.equal(safeText('a\u0000b\r\nc'), 'a b c');
    assert.equal(safeText('x'.repeat(500), 10).length, 10);
  });

  it('reads money and dates the way statements write them', () => {
    assert.equal(numberOf('$1,234.50', 'f'), 1234.5);
    assert.equal(numberOf('(12.00)', 'f'), -12);
    assert.equal(numberOf('--', 'f'), null);
    refused(() => numberOf('12abc', 'f'), 'f');
    assert.equal(dateOf('20260131120000.000[-5:EST]', 'd'), '2026-01-31');
    assert.equal(dateOf('1/31/2026', 'd'), '2026-01-31');
    refused(() => dateOf('2026-02-30', 'd'), 'd');
  });

  // A crafted upper-case tag name made the parser's SGML step backtrack for minutes; lowercasing keeps it linear.
  it('reads a crafted long tag name without hanging', { timeout: 10_000 }, () => {
    refused(() => readOfx(`OFXHEADER:100\n\n<OFX><${'A'.repeat(50_000)}>x<B>y</OFX>`), 'content');
    refused(() => readOfx(`<OFX><${'1'.repeat(40)}>x</OFX>`), 'content', /does not start with a letter/);
    assert.match(prepareOfx('<OFX><INTU.BID>3201</OFX>'), /<intubid>3201/);
  });

  it('finds a custodian layout below a title line and groups positions by account', () => {
    const csv = [
      '"Positions for account Individual ...123 as of 01/31/2026"',
      '',
      'Account,Symbol,Description,Qty (Quantity),Price,Mkt Val (Market Value),Cost Basis',
      'Individual ...123,VTI,VANGUARD TOTAL STOCK,10,$250.00,"$2,500.00","$2,000.00"',
      'Individual ...123,Cash & Cash Investments,--,--,--,$100.00,--',
      'Individual ...123,Account Total,--,--,--,"$2,600.00",--',
    ].join('\n');
    const out = readPositionsCsv({ fileName: 'schwab.csv', content: csv, asOf: '2026-01-31' }, { preset: 'SCHWAB' });
    assert.equal(out.accounts.length, 1);
    assert.deepEqual(out.accounts[0].holdings.map((h) => [h.ticker, h.amount]), [['VTI', 2500], ['Cash & Cash', 100]]);
    assert.equal(out.accounts[0].balance, 2600);
    refused(() => readPositionsCsv({ fileName: 'x.csv', content: csv, asOf: '2026-01-31' }, { preset: 'VANGUARD' }), 'content', /unknown layout/);
  });

  it('reads contacts: a name column split, bad e-mails refused, vCard spouses', () => {
    const out = readContacts({ fileName: 'c.csv', content: 'Name,E-mail Address,Birthday\nAlex Q Morgan,alex@example.com,1970-01-02\n' });
    assert.deepEqual([out.contacts[0].firstName, out.contacts[0].lastName, out.contacts[0].dateOfBirth], ['Alex Q', 'Morgan', '1970-01-02']);
    refused(() => readContacts({ fileName: 'c.csv', content: 'First Name,Last Name,Email\nA,B,not-an-email\n' }), 'content', /e-mail/);
    refused(() => readContacts({ fileName: 'c.csv', content: 'Foo,Bar\n1,2\n' }), 'content', /unknown layout/);
    const v = readContacts({ fileName: 'c.vcf', content: 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lane;Kim;;;\r\nX-SPOUSE:Robin Lane\r\nEND:VCARD\r\n' });
    assert.deepEqual([v.contacts[0].firstName, v.contacts[0].spouseFirstName, v.contacts[0].spouseLastName], ['Kim', 'Robin', 'Lane']);
  });
});
