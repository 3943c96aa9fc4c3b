import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons';

/** A password box whose eye button shows or hides what was typed. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input {...props} type={visible ? 'text' : 'password'} pr="12" />
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
  );
}
