import { Box, Stack, Text } from '@chakra-ui/react';
import { formatOrderDate } from './order-fields';
import type { OrderDetailLine } from './order-detail-documents';

type LineEvent = OrderDetailLine['history'][number];

/**
 * Who made a change, as the customer reads their own order; a change no person chose (an unpaid order expiring)
 * says why instead.
 */
function causeOf(event: LineEvent): string {
  if (event.reason) return event.reason;
  if (event.changedBy === 'CUSTOMER') return 'by you';
  return event.changedByName ? `by the seller, ${event.changedByName}` : 'by the seller';
}

function describe(event: LineEvent): string {
  return event.from === null ? `Ordered (${event.toLabel})` : event.toLabel;
}

/** A line's status changes, oldest first, each with who made it (or why) and when. */
export function LineHistory({ line }: { line: OrderDetailLine }) {
  return (
    <Box as="section" aria-label={`Status history of ${line.productName}`} pl={{ base: '0', md: '72px' }}>
      <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="fg.muted">
        Status history
      </Text>
      <Stack as="ol" listStyleType="none" gap="1" mt="1" fontSize="sm">
        {line.history.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <Text as="span" fontWeight="medium">
              {describe(event)}
            </Text>
            <Text as="span" color="fg.muted">
              {' '}
              · {causeOf(event)} · {formatOrderDate(event.at)}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
