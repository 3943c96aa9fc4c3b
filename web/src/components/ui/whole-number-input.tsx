import { Input, type InputProps } from '@chakra-ui/react';

interface WholeNumberInputProps extends Omit<InputProps, 'type' | 'inputMode' | 'step' | 'onChange'> {
  value: string;
  /** The text as typed: the form reads it and says what is wrong with it. */
  onChange: (value: string) => void;
}

/** A box for a whole number (a price, a stock), with the number keyboard on phones; `min` defaults to 0. */
export function WholeNumberInput({ onChange, min = 0, ...props }: WholeNumberInputProps) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}
