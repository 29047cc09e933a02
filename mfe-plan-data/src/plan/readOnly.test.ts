import { isPlanReadOnly } from './readOnly';

describe('isPlanReadOnly', () => {
  it('lets an advisor with write access (advisorAccess 2, no basic access) edit', () => {
    expect(isPlanReadOnly({ advisorAccess: 2, basicAccess: false, profileChange: false })).toBe(false);
  });
  it('makes an advisor with read access only read-only', () => {
    expect(isPlanReadOnly({ advisorAccess: 1, basicAccess: false, profileChange: false })).toBe(true);
  });
  it('ignores advisorAccess for basic-access users: profileChange decides', () => {
    expect(isPlanReadOnly({ advisorAccess: 2, basicAccess: true, profileChange: false })).toBe(true);
    expect(isPlanReadOnly({ advisorAccess: 0, basicAccess: true, profileChange: true })).toBe(false);
  });
  it('is read-only when permissions are unknown', () => {
    expect(isPlanReadOnly(null)).toBe(true);
  });
});
