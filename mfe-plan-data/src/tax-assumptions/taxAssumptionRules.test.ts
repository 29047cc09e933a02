import { newTaxAssumption, taxSaveAction } from './taxAssumptionRules';

describe('tax assumption save', () => {
  it('saves only with a filing status', () => {
    expect(taxSaveAction(newTaxAssumption())).toBe('nothing');
    expect(taxSaveAction({ ...newTaxAssumption(), filingStatus: 'MFJ' })).toBe('save');
  });
  it('deletes a saved assumption whose status was cleared', () => {
    expect(taxSaveAction({ ...newTaxAssumption(), id: 7, filingStatus: undefined })).toBe('delete');
  });
  it('defaults rates and exemptions to 0 and the country to USA', () => {
    expect(newTaxAssumption()).toMatchObject({ clientCountry: 'USA', clientLocalRate: 0, clientExemptions: 0, spouseExemptions: 0 });
  });
});
