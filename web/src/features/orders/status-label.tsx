import { Text } from '@chakra-ui/react';

const STATUS_TONES: Record<string, { bg: string; color: string }> = {
  WAITING_FOR_PAYMENT: { bg: 'yellow.50', color: 'yellow.800' },
  GET_PAID: { bg: 'neutral.100', color: 'neutral.900' },
  PROCESSED: { bg: 'blue.50', color: 'blue.700' },
  SENT: { bg: 'orange.50', color: 'orange.700' },
  COMPLETED: { bg: 'green.50', color: 'green.700' },
  ORDER_CANCEL: { bg: 'red.50', color: 'red.700' },
};

export function StatusLabel({ status, label }: { status: string; label: string }) {
  const tone = STATUS_TONES[status] ?? STATUS_TONES.GET_PAID;
  return (
    <Text
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      fontSize="xs"
      fontWeight="semibold"
      letterSpacing="0.04em"
      whiteSpace="nowrap"
      bg={tone?.bg}
      color={tone?.color}
    >
      {label}
    </Text>
  );
}
