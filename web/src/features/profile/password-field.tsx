import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LabelledField } from '../../components/ui/labelled-field';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
}

/** A password box with a button that shows or hides what was typed. */
export function PasswordField({ label, name, value, onChange, autoComplete, error }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField label={label} error={error}>
      <InputGroup
        endElement={
          <IconButton
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            aria-pressed={visible}
            variant="plain"
            size="sm"
            me="-2"
            layerStyle="quietAction"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </IconButton>
        }
      >
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
    </LabelledField>
  );
}
