import { Stack, Text } from '@chakra-ui/react';
import { RadioGroup } from '../../components/ui/themed/radio-group';

interface ShipmentOption {
  id: string;
  name: string;
}

interface ShipmentOptionsProps {
  options: readonly ShipmentOption[];
  value: string;
  onChange: (shipmentId: string) => void;
}

export function ShipmentOptions({ options, value, onChange }: ShipmentOptionsProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value);
      }}
      aria-labelledby="shipping-label"
      size="sm"
    >
      <Text id="shipping-label" fontWeight="medium" mb="3">
        Shipping
      </Text>
      <Stack gap="3">
        {options.map((option) => (
          <RadioGroup.Item key={option.id} value={option.id} cursor="pointer">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontSize="sm">{option.name}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
