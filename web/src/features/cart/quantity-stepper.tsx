import { HStack, IconButton, Text } from '@chakra-ui/react';
import { MinusIcon, PlusIcon } from '../../components/ui/icons';

interface QuantityStepperProps {
  productName: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** Minus works while above 0 (the line stays at 0); plus stops at the stock the store reported. */
export function QuantityStepper({ productName, quantity, max, onChange }: QuantityStepperProps) {
  return (
    <HStack gap="0" borderWidth="1px" borderColor="neutral.300" w="fit-content" bg="white">
      <IconButton
        aria-label={`Decrease quantity of ${productName}`}
        variant="ghost"
        size="sm"
        disabled={quantity <= 0}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon size={14} />
      </IconButton>
      <Text
        as="output"
        aria-label={`Quantity of ${productName}`}
        minW="9"
        textAlign="center"
        fontSize="sm"
        fontWeight="medium"
      >
        {quantity}
      </Text>
      <IconButton
        aria-label={`Increase quantity of ${productName}`}
        variant="ghost"
        size="sm"
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon size={14} />
      </IconButton>
    </HStack>
  );
}
