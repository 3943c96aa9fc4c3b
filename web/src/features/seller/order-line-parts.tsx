import { Input, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { formatIDR } from '@spectrum/shared/money';
import type { OrderStatus, SellerOrderRow_LineFragment } from '../../__generated__/graphql';
import { Field } from '../../components/ui/themed/field';

/**
 * Who receives the line and how it was paid for and is to be shipped: what the seller needs to send it. The phone
 * number never breaks over two lines.
 */
export function DeliveryDetails({ line }: { line: SellerOrderRow_LineFragment }) {
  return (
    <Stack gap="0" mt="1" fontSize="xs" color="neutral.700" lineHeight="short">
      <Text>
        Ship to {line.receiverName} ·{' '}
        <Text as="span" whiteSpace="nowrap">
          {line.phone}
        </Text>
      </Text>
      <Text>{line.address}</Text>
      <Text color="fg.muted">
        Payment: {line.payment.name} · Shipment: {line.shipment.name}
      </Text>
      {line.trackingNumber && <Text color="fg.muted">Tracking number: {line.trackingNumber}</Text>}
    </Stack>
  );
}

const PAYMENT_STATE_LABELS: Record<SellerOrderRow_LineFragment['paymentState'], string> = {
  UNPAID: 'Not paid yet',
  PAID: 'Paid',
  EXPIRED: 'Expired unpaid',
};

/** Whether the customer paid for the line, and what went back to them when it was cancelled after paying. */
export function PaymentDetails({ line }: { line: SellerOrderRow_LineFragment }) {
  return (
    <Stack gap="0" mt="1" fontSize="xs" color="fg.muted" fontWeight="normal" lineHeight="short">
      <Text>{PAYMENT_STATE_LABELS[line.paymentState]}</Text>
      {line.status !== 'ORDER_CANCEL' && <Text>Tax {formatIDR(line.tax)}</Text>}
      {line.refunded > 0 && <Text color="neutral.900">Refunded {formatIDR(line.refunded)}</Text>}
    </Stack>
  );
}

interface TrackingNumberFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The carrier's tracking number asked for when a line is marked Sent; the customer sees it on their order. */
export function TrackingNumberField({ value, error, onChange }: TrackingNumberFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} mt="5" textAlign="start">
      <Field.Label fontSize="sm">Tracking number (optional)</Field.Label>
      <Input
        name="trackingNumber"
        value={value}
        maxLength={LIMITS.trackingNumberMaxLength}
        autoComplete="off"
        placeholder="e.g. JNE-0123456789"
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
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
