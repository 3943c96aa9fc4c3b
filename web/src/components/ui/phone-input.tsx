import { Flex, Input } from '@chakra-ui/react';
import { PHONE_PREFIX } from '@spectrum/shared/rules/phone';
import type { ChangeEvent } from 'react';

interface PhoneInputProps {
  name: string;
  value: string;
  onChange: (change: ChangeEvent<HTMLInputElement>) => void;
}

/** A phone number after the fixed +62 prefix (the store's phone rule, `shared/src/rules/phone.ts`). */
export function PhoneInput({ name, value, onChange }: PhoneInputProps) {
  return (
    <Flex w="full">
      <Flex
        align="center"
        px="4"
        bg="neutral.100"
        borderWidth="1px"
        borderRightWidth="0"
        borderColor="neutral.300"
        fontSize="sm"
        fontWeight="medium"
        aria-hidden="true"
      >
        {PHONE_PREFIX}
      </Flex>
      <Input
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="812 3456 7890"
        value={value}
        onChange={onChange}
      />
    </Flex>
  );
}
