import { ApiError, debtSchema, messages } from '@portal/shared';
import { addServerErrors, errorsOf, validateRecord, type FormErrors } from './formErrors';

describe('validateRecord', () => {
  it('puts the spec\'s messages under the fields that broke the rules', () => {
    const errors: FormErrors = {};
    const parsed = validateRecord(debtSchema, { profileId: 1, type: 'RE', description: '', interestRate: 120 }, 'row-1', errors);
    expect(parsed).toBeNull();
    expect(errorsOf(errors, 'row-1')).toEqual({
      description: messages.required('Description'),
      interestRate: messages.maxValue(100),
    });
  });

  it('returns the parsed record with defaults when it passes', () => {
    const errors: FormErrors = {};
    const parsed = validateRecord(debtSchema, { profileId: 1, type: 'RE', description: 'Mortgage' }, 'row-1', errors);
    expect(errors).toEqual({});
    expect(parsed).toMatchObject({ owner: 'CL', balance: 0, active: true });
  });
});

describe('addServerErrors', () => {
  const body = (errors: Array<{ field: string; message: string }>) => ({ code: 'VALIDATION_ERROR', message: 'bad', errors });

  it('maps an array body\'s row indexes to row keys', () => {
    const errors: FormErrors = {};
    const e = new ApiError(400, body([{ field: '1.firstName', message: 'First Name is required' }]), 'POST', '/api/client/clients');
    expect(addServerErrors(e, errors, ['client', 'spouse'])).toBe(true);
    expect(errors).toEqual({ 'spouse.firstName': 'First Name is required' });
  });

  it('ignores failures that are not validation errors', () => {
    const errors: FormErrors = {};
    expect(addServerErrors(new ApiError(500, null, 'POST', '/x'), errors, 'debt')).toBe(false);
    expect(errors).toEqual({});
  });
});
