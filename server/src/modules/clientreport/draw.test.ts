import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, newDocument, table } from './draw';

/** Every word of a PDF with its box, as poppler's pdftotext -bbox reads it. */
function words(pdf: Buffer): Array<{ text: string; yMin: number; yMax: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'draw-'));
  writeFileSync(join(dir, 't.pdf'), pdf);
  const html = execFileSync('pdftotext', ['-bbox', join(dir, 't.pdf'), '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)]
    .map((m) => ({ text: m[3], yMin: Number(m[1]), yMax: Number(m[2]) }));
}

describe('report tables', () => {
  it('a header label that wraps in its column stays in the header band, above the first row', async () => {
    const doc = newDocument('t', 't');
    // The report's tax table: "Adjusted gross income" takes two lines in its column.
    table(doc, [{ label: 'Year', width: 40 }, { label: 'Adjusted gross income', width: 70, align: 'right' }, { label: 'Taxable income', width: 70, align: 'right' },
      { label: 'Federal', width: 60, align: 'right' }, { label: 'State', width: 55, align: 'right' }, { label: 'Payroll', width: 55, align: 'right' },
      { label: 'Total', width: 60, align: 'right' }, { label: 'Eff. rate', width: 45, align: 'right' }],
    [['2026', '$228,926', '$196,726', '$28,029', '$8,656', '$18,590', '$55,275', '16.0%']], '#1f4e8c');
    const all = words(await finish(doc));
    const label = all.find((w) => w.text === 'income')!;
    const cell = all.find((w) => w.text === '$228,926')!;
    assert.ok(label && cell, 'both words are printed');
    assert.ok(label.yMax <= cell.yMin, `the header's "income" (to ${label.yMax}) ends above the first row's amount (from ${cell.yMin})`);
  });
});
