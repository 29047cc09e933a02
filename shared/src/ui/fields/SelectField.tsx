import { NativeSelect } from '@chakra-ui/react';
import type { CodeItem } from '../../contract';
import { useCodeList } from '../../api/hooks';
import { FieldShell, type FieldShellProps } from './FieldShell';

export interface SelectFieldProps extends Omit<FieldShellProps, 'children'> {
  value: string | null | undefined;
  /** '' when the placeholder (no choice) is picked. */
  onChange: (value: string) => void;
  /** Options given directly... */
  options?: CodeItem[];
  /** ...or a code list's URL: `urlOf(endpoints.codes.gender)`, `urlOf(endpoints.codes.trigger, { params })`. */
  codeList?: string;
  /** Code lists whose failure the spec ignores. */
  ignoreErrors?: boolean;
  placeholder?: string;
  name?: string;
}

/** A dropdown of code items (code + description). */
export function SelectField({ value, onChange, options, codeList, ignoreErrors, placeholder = 'Select…', name, ...shell }: SelectFieldProps) {
  const list = useCodeList(options ? null : codeList ?? null, { ignoreErrors });
  const items = options ?? list.items;
  return (
    <FieldShell {...shell}>
      <NativeSelect.Root disabled={shell.disabled}>
        <NativeSelect.Field bg="white" name={name} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {items.map((o) => <option key={o.code} value={o.code}>{o.description}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
