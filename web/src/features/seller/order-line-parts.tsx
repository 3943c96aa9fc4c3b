import { Stack, Text } from '@chakra-ui/react';
import type { OrderStatus, SellerOrderRow_LineFragment } from '../../__generated__/graphql';

/** Who receives the line and how it was paid for and is to be shipped: what the seller needs to send it. */
export function DeliveryDetails({ line }: { line: SellerOrderRow_LineFragment }) {
  return (
    <Stack gap="0" mt="1" fontSize="xs" color="neutral.700" lineHeight="short">
      <Text>
        Ship to {line.receiverName} · {line.phone}
      </Text>
      <Text>{line.address}</Text>
      <Text color="fg.muted">
        Payment: {line.payment.name} · Shipment: {line.shipment.name}
      </Text>
    </Stack>
  );
}

export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  const done = status === 'COMPLETED';
  const cancelled = status === 'ORDER_CANCEL';
  return (
    <Text
      as="span"
      display="inline-block"
      whiteSpace="nowrap"
      px="2"
      py="1"
      fontSize="2xs"
      letterSpacing="0.1em"
      textTransform="uppercase"
      fontWeight="semibold"
      bg={done ? 'neutral.900' : cancelled ? 'transparent' : 'neutral.100'}
      color={done ? 'white' : cancelled ? 'fg.muted' : 'neutral.900'}
      borderWidth="1px"
      borderColor={cancelled ? 'neutral.300' : 'transparent'}
      textDecoration={cancelled ? 'line-through' : undefined}
    >
      {label}
    </Text>
  );
}
