import type { ReactNode } from 'react';
import { Field } from './themed/field';

interface LabelledFieldProps {
  label: string;
  required?: boolean;
  /** What is wrong with the value; the field shows as invalid while there is one. */
  error?: string | undefined;
  /** The control: an input, a text area. */
  children: ReactNode;
}

/** A form field as the store draws it: the label (marked when required), the control and its error. */
export function LabelledField({ label, required = false, error, children }: LabelledFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label fontSize="sm">
        {required ? (
          <>
            {label} <Field.RequiredIndicator />
          </>
        ) : (
          label
        )}
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
