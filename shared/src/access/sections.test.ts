import { NO_PERMISSIONS } from './permissions';
import { ACCESS_SECTIONS, DEFAULT_CLIENT_FLAGS, describeAccess, toggleAccessFlag } from './sections';

describe('client access sections', () => {
  it('lists every view and change flag once', () => {
    const flags = ACCESS_SECTIONS.flatMap((s) => [s.view, ...s.changes.map((c) => c.flag)]);
    expect(new Set(flags).size).toBe(flags.length);
    expect(flags.sort()).toEqual(Object.keys(NO_PERMISSIONS).filter((k) => k !== 'basicAccess' && k !== 'advisorAccess').sort());
  });

  it('an invitation starts with the profile, to view', () => {
    expect(describeAccess(DEFAULT_CLIENT_FLAGS)).toBe('Profile');
  });

  it('turning a change on turns on what it needs; turning a view off turns its changes off', () => {
    let f = toggleAccessFlag(DEFAULT_CLIENT_FLAGS, 'workshopAdd', true);
    expect(f.workshopAccess && f.workshopChange && f.workshopAdd).toBe(true);
    f = toggleAccessFlag(f, 'workshopChange', false);
    expect(f.workshopAdd).toBe(false);
    expect(f.workshopAccess).toBe(true);
    f = toggleAccessFlag(toggleAccessFlag(f, 'workshopDelete', true), 'workshopAccess', false);
    expect([f.workshopChange, f.workshopAdd, f.workshopDelete]).toEqual([false, false, false]);
  });

  it('describes a grant in words', () => {
    expect(describeAccess({ ...DEFAULT_CLIENT_FLAGS, workshopAccess: true, workshopChange: true })).toBe('Profile, Workshop (change)');
    expect(describeAccess({ ...NO_PERMISSIONS, basicAccess: true })).toBe('No sections');
    expect(describeAccess({ ...NO_PERMISSIONS, advisorAccess: 1 })).toBe('Full access (view only)');
  });
});
