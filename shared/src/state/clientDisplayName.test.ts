import { clientDisplayName } from './clientDisplayName';
import { planClientName } from './planStore';

describe('clientDisplayName', () => {
  it('joins first names when the spouses share a last name', () => {
    expect(clientDisplayName({ firstName: 'John', lastName: 'Smith' }, { firstName: 'Jane', lastName: 'Smith' }))
      .toBe('John and Jane Smith');
  });

  it('gives both full names when the last names differ', () => {
    expect(clientDisplayName({ firstName: 'John', lastName: 'Smith' }, { firstName: 'Jane', lastName: 'Doe' }))
      .toBe('John Smith and Jane Doe');
  });

  it('treats last names that differ only in case or spaces as shared', () => {
    expect(clientDisplayName({ firstName: 'John', lastName: 'Smith ' }, { firstName: 'Jane', lastName: 'smith' }))
      .toBe('John and Jane Smith');
  });

  it('gives the client alone when there is no spouse', () => {
    expect(clientDisplayName({ firstName: 'John', lastName: 'Smith' }, null)).toBe('John Smith');
    expect(clientDisplayName(undefined, undefined)).toBe('');
  });

  it('reads client (C) and active spouse (S) from a plan', () => {
    const clients = [
      { type: 'S', firstName: 'Old', lastName: 'Spouse', active: false },
      { type: 'C', firstName: 'John', lastName: 'Smith' },
      { type: 'S', firstName: 'Jane', lastName: 'Doe' },
    ];
    expect(planClientName({ id: 1, clients })).toBe('John Smith and Jane Doe');
  });
});
