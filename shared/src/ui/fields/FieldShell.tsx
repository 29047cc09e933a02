import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { useStatus } from '../../state/statusStore';

export interface FieldShellProps {
  /** Visible label; also the accessible name of the input. */
  label: string;
  /** Message shown below the input (from the validation rules or a 400 body); marks the field invalid. */
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/**
 * Label, input and the message below it. While one of its inputs has focus the portal counts as "editing":
 * the header menus are disabled (spec document 1 section 2).
 */
export function FieldShell({ label, error, helperText, required, disabled, readOnly, children, hideLabel }: FieldShellProps) {
  const setEditing = useStatus((s) => s.setEditing);
  return (
    <Field.Root
      invalid={!!error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
    >
      {/* The required mark is drawn by CSS with empty alternative text: neither the label's text nor the input's
          accessible name carries it, so both stay exactly the field's name (required is said by the input itself). */}
      <Field.Label srOnly={hideLabel} _after={required ? { content: '"*" / ""', color: 'fg.error', ms: '1' } : undefined}>
        {label}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
