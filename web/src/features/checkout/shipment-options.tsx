import { Box, Stack, Text } from '@chakra-ui/react';
import { SHIPMENT } from '@spectrum/shared/constants';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { formatIDR } from '@spectrum/shared/money';
import type { CartQuoteFieldsFragment } from '../../__generated__/graphql';
import { Notice } from '../../components/ui/notice';
import { RadioGroup } from '../../components/ui/themed/radio-group';

interface ShipmentOption {
  id: string;
  name: string;
}

type QuoteSeller = CartQuoteFieldsFragment['sellers'][number];
type SellerChoice = QuoteSeller['choices'][number];

interface ShipmentOptionsProps {
  options: readonly ShipmentOption[];
  /** Each seller's part of the cart as the server priced it; undefined while the quote loads. */
  sellers: readonly QuoteSeller[] | undefined;
  value: string;
  onChange: (shipmentId: string) => void;
}

export const SHIPMENT_UNAVAILABLE_HINT = 'Choose a shipping option every seller in your cart offers.';

interface PricedOption extends ShipmentOption {
  /** One entry per seller in the cart, in the quote's order. */
  bySeller: { storeName: string; choice: SellerChoice | undefined }[];
  offered: boolean;
}

function priced(option: ShipmentOption, sellers: readonly QuoteSeller[] | undefined): PricedOption {
  const bySeller = (sellers ?? []).map((seller) => ({
    storeName: seller.storeName,
    choice: seller.choices.find((choice) => choice.shipment.id === option.id),
  }));
  return { ...option, bySeller, offered: bySeller.every(({ choice }) => choice?.available === true) };
}

/** How one seller ships with this option: its fee, or where to collect the order for Local Pick Up. */
function costText(optionId: string, choice: SellerChoice): string {
  if (optionId === String(SHIPMENT.localPickUp)) return `Pick up at ${choice.note ?? 'the seller'}`;
  return choice.fee === 0 ? 'Free' : formatIDR(choice.fee);
}

function OptionDetails({ option }: { option: PricedOption }) {
  if (option.bySeller.length === 0) return null;
  if (!option.offered) {
    const reasons = option.bySeller.flatMap(({ storeName, choice }) =>
      choice?.available ? [] : [choice?.note ?? API_MESSAGES.shipmentNotOffered(storeName, option.name)],
    );
    return (
      <Stack gap="0.5" fontSize="xs" color="fg.muted">
        {reasons.map((reason) => (
          <Text key={reason}>{reason}</Text>
        ))}
      </Stack>
    );
  }
  const single = option.bySeller.length === 1;
  return (
    <Stack gap="0.5" fontSize="xs" color="fg.muted">
      {option.bySeller.map(({ storeName, choice }) =>
        choice ? (
          <Text key={storeName}>
            {single ? costText(option.id, choice) : `${storeName}: ${costText(option.id, choice)}`}
          </Text>
        ) : null,
      )}
    </Stack>
  );
}

/**
 * The shipment radios with each seller's cost from the server's quote. A choice some seller in the cart does not
 * offer cannot be picked; its reason shows under it.
 */
export function ShipmentOptions({ options, sellers, value, onChange }: ShipmentOptionsProps) {
  const pricedOptions = options.map((option) => priced(option, sellers));
  const chosen = pricedOptions.find((option) => option.id === value);
  return (
    <Box>
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
          {pricedOptions.map((option) => (
            <Stack key={option.id} gap="1">
              <RadioGroup.Item
                value={option.id}
                cursor={option.offered ? 'pointer' : 'not-allowed'}
                disabled={!option.offered}
              >
                <RadioGroup.ItemHiddenInput aria-describedby={`shipment-${option.id}-details`} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText fontSize="sm">{option.name}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <Box id={`shipment-${option.id}-details`} ps="6">
                <OptionDetails option={option} />
              </Box>
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>
      {chosen && !chosen.offered ? (
        <Notice tone="warning" mt="3">
          {SHIPMENT_UNAVAILABLE_HINT}
        </Notice>
      ) : null}
    </Box>
  );
}
