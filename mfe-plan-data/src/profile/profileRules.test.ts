import { messages } from '@portal/shared';
import type { FormErrors } from '../plan-form/formErrors';
import {
  ageOf, checkLifeExpectancy, checkMoves, effectiveRetirementAge, newPerson, retirementAgeDefault, sortLocations, withTrigger,
} from './profileRules';

const today = '2025-06-15';

describe('derived ages', () => {
  it('derives age from the date of birth', () => {
    expect(ageOf('1980-06-16', today)).toBe(44);
    expect(ageOf('1980-06-15', today)).toBe(45);
    expect(ageOf('', today)).toBeNull();
  });
  it('gives no age for a date of birth in the future (not "Age -4")', () => {
    expect(ageOf('2029-01-01', today)).toBeNull();
    expect(retirementAgeDefault({ ...newPerson('C'), dateOfBirth: '2029-01-01' }, today)).toBeNull();
  });
  it('defaults retirement to 65, or age + 1 from 65 on, and not for retired people', () => {
    expect(retirementAgeDefault({ ...newPerson('C'), dateOfBirth: '1980-01-01' }, today)).toBe(65);
    expect(retirementAgeDefault({ ...newPerson('C'), dateOfBirth: '1958-01-01' }, today)).toBe(68);
    expect(retirementAgeDefault({ ...newPerson('C'), dateOfBirth: '1958-01-01', employmentStatus: 'RT' }, today)).toBeNull();
  });
  it('keeps a retirement age the person entered', () => {
    expect(effectiveRetirementAge({ ...newPerson('S'), dateOfBirth: '1980-01-01', retirementAge: 62 }, today)).toBe(62);
  });
});

describe('life expectancy', () => {
  // Issue 28: without a birth date the Date of Birth field says what is missing; Life Expectancy is not blamed.
  it('must reach the age attained this year; without a birth date it says nothing (Date of Birth does)', () => {
    const errors: FormErrors = {};
    checkLifeExpectancy({ ...newPerson('C'), dateOfBirth: '1940-01-01', lifeExpectancy: 80 }, 'client', today, errors);
    checkLifeExpectancy({ ...newPerson('S'), dateOfBirth: '' }, 'spouse', today, errors);
    checkLifeExpectancy({ ...newPerson('C'), dateOfBirth: '1980-01-01' }, 'ok', today, errors);
    expect(errors).toEqual({
      'client.lifeExpectancy': messages.lifeExpectancy('Life Expectancy'),
    });
  });
});

describe('locations', () => {
  it('clears the age when the trigger leaves CA', () => {
    expect(withTrigger({ eventTrigger: 'CA', age: 70 }, 'NW')).toEqual({ eventTrigger: 'NW', age: null });
    expect(withTrigger({ eventTrigger: 'CA', age: 70 }, 'CA')).toEqual({ eventTrigger: 'CA', age: 70 });
  });
  it('sorts CA first by age', () => {
    const sorted = sortLocations([
      { eventTrigger: 'NW', state: 'NY' }, { eventTrigger: 'CA', age: 75, state: 'AZ' }, { eventTrigger: 'CA', age: 67, state: 'FL' },
    ]);
    expect(sorted.map((l) => l.state)).toEqual(['FL', 'AZ', 'NY']);
  });
  it('flags duplicate years and duplicate events with the spec\'s messages', () => {
    const errors: FormErrors = {};
    checkMoves([
      { eventTrigger: 'NW', active: true }, { eventTrigger: 'NW', active: true },
      { eventTrigger: 'CA', age: 70, active: true }, { eventTrigger: 'CA', age: 70, active: true },
    ], ['a', 'b', 'c', 'd'], errors);
    expect(errors).toEqual({ 'd.age': messages.duplicateYears(), 'b.eventTrigger': messages.duplicateEvents() });
  });
});
