import { Input } from '@chakra-ui/react';
import { FieldShell, type FieldShellProps } from './FieldShell';

export interface DateFieldProps extends Omit<FieldShellProps, 'children'> {
  /** ISO date 'YYYY-MM-DD', or empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  name?: string;
  min?: string;
  max?: string;
}

export function DateField({ value, onChange, name, min = '1900-01-01', max, ...shell }: DateFieldProps) {
  return (
    <FieldShell {...shell}>
      <Input bg="white" type="date" name={name} value={value ?? ''} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </FieldShell>
  );
}
