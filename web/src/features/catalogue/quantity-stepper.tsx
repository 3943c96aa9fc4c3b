import { Box, HStack, IconButton } from '@chakra-ui/react';

interface QuantityStepperProps {
  value: number;
  /** The most that can be chosen: the units in stock. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Minus stops at 1 and plus stops at the stock. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  return (
    <HStack role="group" aria-label="Quantity" gap="0" borderWidth="1px" borderColor="neutral.300" h="12">
      <IconButton
        aria-label="Decrease quantity"
        variant="ghost"
        size="lg"
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <MinusIcon />
      </IconButton>
      <Box as="output" aria-label="Quantity" aria-live="polite" w="10" textAlign="center" fontWeight="medium">
        {value}
      </Box>
      <IconButton
        aria-label="Increase quantity"
        variant="ghost"
        size="lg"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}

function MinusIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M5 12h14" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M5 12h14M12 5v14" />
    </svg>
  );
}
