import { matchSaved } from './saveRecords';

interface Loc { id: number | null; eventTrigger: string; age: number | null; state: string; profileId?: number }

describe('matchSaved', () => {
  it('pairs saved rows by id and new rows by their fields, whatever order the server answers in', () => {
    const sent: Loc[] = [
      { id: null, eventTrigger: 'CA', age: 70, state: 'FL' },
      { id: 3, eventTrigger: 'NW', age: null, state: 'NY' },
      { id: null, eventTrigger: 'CA', age: 66, state: 'AZ' },
    ];
    const saved: Loc[] = [
      { id: 8, eventTrigger: 'CA', age: 66, state: 'AZ', profileId: 1 },
      { id: 7, eventTrigger: 'CA', age: 70, state: 'FL', profileId: 1 },
      { id: 3, eventTrigger: 'NW', age: null, state: 'NY', profileId: 1 },
    ];
    expect(matchSaved(sent, saved, new Set([3])).map((r) => r?.id)).toEqual([7, 3, 8]);
  });

  it('leaves a new row unmatched when only rows known before came back', () => {
    expect(matchSaved([{ id: null, name: 'Ann' }], [{ id: 2, name: 'Bob' }], new Set([2]))).toEqual([undefined]);
  });
});

describe('matchSaved with server defaults', () => {
  it('falls back to the answer at the same place when the server filled a default', () => {
    const sent: Array<{ id: number | null; clientId: number; annualPreTax: number | null }> = [{ id: null, clientId: 1, annualPreTax: null }];
    const saved = [{ id: 5, clientId: 1, annualPreTax: 0 }];
    expect(matchSaved(sent, saved, new Set())[0]?.id).toBe(5);
  });
});
