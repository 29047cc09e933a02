import { SelectField, type CodeItem, type SelectFieldProps, endpoints, urlOf } from '@portal/shared';

export { PercentField } from '@portal/shared';

/** Owner of a record: client, spouse, joint (`endpoints.codes.owner`; IND has no joint). */
export function OwnerSelect({ spouseFlag, individual, ...props }: Omit<SelectFieldProps, 'label' | 'codeList' | 'options'> & {
  spouseFlag: 'true' | 'false'; individual?: boolean; label?: string;
}) {
  return <SelectField label="Owner" codeList={urlOf(endpoints.codes.owner, { params: { code: individual ? 'IND' : 'ALL', spouseFlag } })} {...props} />;
}

/** A dropdown whose codes are numbers (frequencies, loan terms): the parent sees numbers. */
export function NumberSelect({ value, onChange, ...props }: Omit<SelectFieldProps, 'value' | 'onChange'> & {
  value: number | null | undefined; onChange: (value: number | null) => void;
}) {
  return <SelectField {...props} value={value == null ? '' : String(value)} onChange={(v) => onChange(v === '' ? null : Number(v))} />;
}

/** Options built from the plan's own records (people, real assets, kids). */
export function optionsOf<T>(items: T[], code: (t: T) => string | number, description: (t: T) => string): CodeItem[] {
  return items.map((t) => ({ code: String(code(t)), description: description(t) }));
}
