import { INVALID_PLAN, isPlanRoute, planOfSearch, withPlan } from './planAddress';

describe('a plan\'s address', () => {
  it('reads the plan id from ?plan=, and tells an impossible id from none', () => {
    expect(planOfSearch('?plan=12')).toBe(12);
    expect(planOfSearch('?subcat=graph&plan=7')).toBe(7);
    expect(planOfSearch('')).toBeNull();
    expect(planOfSearch('?plan=')).toBe(INVALID_PLAN);
    expect(planOfSearch('?plan=abc')).toBe(INVALID_PLAN);
    expect(planOfSearch('?plan=0')).toBe(INVALID_PLAN);
    expect(planOfSearch('?plan=-3')).toBe(INVALID_PLAN);
    expect(planOfSearch('?plan=99999999999')).toBe(INVALID_PLAN);
  });

  it('knows the plan routes from the route table', () => {
    for (const path of ['/profile', '/income', '/goals', '/strategies', '/target-methods', '/plans', '/plan/settings', '/workshop', '/onboarding/complete']) {
      expect(isPlanRoute(path)).toBe(true);
    }
    for (const path of ['/', '/client-list', '/advisor/settings', '/no-profile-access', '/nowhere']) expect(isPlanRoute(path)).toBe(false);
  });

  it('puts the plan into links to plan routes only, keeping their query and hash', () => {
    expect(withPlan('/income', 12)).toBe('/income?plan=12');
    expect(withPlan('/plan/settings?subcat=graph', 12)).toBe('/plan/settings?subcat=graph&plan=12');
    expect(withPlan('/income?plan=3#debts', 12)).toBe('/income?plan=12#debts');
    expect(withPlan('/client-list', 12)).toBe('/client-list');
    expect(withPlan('/income', null)).toBe('/income');
  });
});
