import { Input } from '@chakra-ui/react';
import { FieldShell, type FieldShellProps } from './FieldShell';

export interface TextFieldProps extends Omit<FieldShellProps, 'children'> {
  value: string | null | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  /** Takes focus when it appears (a field the user must fill next, such as a code just sent). */
  autoFocus?: boolean;
}

export function TextField({ value, onChange, type = 'text', name, placeholder, autoComplete, maxLength, inputMode, autoFocus, ...shell }: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      <Input
        bg="white"
        type={type}
        name={name}
        value={value ?? ''}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  );
}
