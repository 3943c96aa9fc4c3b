import { Input } from '@chakra-ui/react';
import { LabelledField } from '../../components/ui/labelled-field';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** `username` on the login form, so password managers pair it with the saved password. */
  autoComplete?: 'email' | 'username';
}

/** The labelled "Email address" box of the account forms. */
export function EmailField({
  value,
  onChange,
  placeholder = 'Email address *',
  autoComplete = 'email',
}: EmailFieldProps) {
  return (
    <LabelledField label="Email address">
      <Input
        name="email"
        type="email"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}
