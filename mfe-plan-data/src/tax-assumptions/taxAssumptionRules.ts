import type { TaxAssumption } from '@portal/shared';

export type TaxDraft = Partial<TaxAssumption>;

/** A new tax assumption: country USA, local rate and exemptions 0 for client and spouse. */
export function newTaxAssumption(): TaxDraft {
  return {
    active: true, filingStatus: undefined, clientCountry: 'USA', clientState: null, clientLocalRate: 0, clientExemptions: 0,
    spouseCountry: 'USA', spouseState: null, spouseLocalRate: 0, spouseExemptions: 0,
  };
}

export type TaxSaveAction = 'save' | 'delete' | 'nothing';

/**
 * A tax assumption is saved only once a filing status is chosen; clearing the status of a saved one (it has an id)
 * deletes it.
 */
export function taxSaveAction(draft: TaxDraft): TaxSaveAction {
  if (draft.filingStatus) return 'save';
  return draft.id != null ? 'delete' : 'nothing';
}
