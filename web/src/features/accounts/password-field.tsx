import { Box, IconButton, Input } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons';
import { Field } from '../../components/ui/themed/field';

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled password box whose eye button shows or hides what was typed. A new password says how long it
 * must be.
 */
export function PasswordField({ label, name, autoComplete, placeholder, value, onChange }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Box position="relative" w="full">
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          pr="12"
        />
        <IconButton
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          variant="ghost"
          size="sm"
          position="absolute"
          top="50%"
          right="1"
          transform="translateY(-50%)"
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </IconButton>
      </Box>
      {autoComplete === 'new-password' && (
        <Field.HelperText fontSize="xs" color="fg.muted">
          At least {LIMITS.passwordMinLength} characters.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
