import { Box, HStack, IconButton } from '@chakra-ui/react';
import { MinusIcon, PlusIcon } from './icons';

interface QuantityStepperProps {
  value: number;
  /** The least that can be chosen: 1 on a product page, 0 in the cart (the line stays at 0). */
  min: number;
  /** The most that can be chosen: the units in stock. */
  max: number;
  onChange: (value: number) => void;
  /** Names the buttons after the product when several steppers share a page, e.g. one per cart line. */
  productName?: string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
}

/** Minus stops at `min`, plus stops at `max`. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  productName,
  size = 'lg',
  disabled = false,
}: QuantityStepperProps) {
  const of = productName ? ` of ${productName}` : '';
  const small = size === 'sm';
  return (
    <HStack
      role="group"
      aria-label={`Quantity${of}`}
      gap="0"
      borderWidth="1px"
      borderColor="neutral.300"
      w="fit-content"
      h={small ? undefined : '12'}
      bg="white"
    >
      <IconButton
        aria-label={`Decrease quantity${of}`}
        variant="ghost"
        size={size}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon size={14} />
      </IconButton>
      <Box
        as="output"
        aria-label={`Quantity${of}`}
        aria-live="polite"
        minW={small ? '9' : '10'}
        textAlign="center"
        fontSize={small ? 'sm' : undefined}
        fontWeight="medium"
      >
        {value}
      </Box>
      <IconButton
        aria-label={`Increase quantity${of}`}
        variant="ghost"
        size={size}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon size={14} />
      </IconButton>
    </HStack>
  );
}
