import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import type { ReactNode } from 'react';
import { AmountRow, TAX_LABEL } from '../../components/ui/amount-row';
import { ProductImage } from '../../components/ui/product-image';
import { formatOrderDate, type OrderSummary } from './order-fields';
import { StatusLabel } from './status-label';

type OrderLine = OrderSummary['lines'][number];

interface OrderViewProps {
  order: OrderSummary;
  headingLevel?: 'h2' | 'h3';
  /** Shown beside the date, e.g. a link to the order's page or a cancel button. */
  actions?: ReactNode;
  /** Shown under a line, e.g. its status history. */
  lineDetails?: (line: OrderLine) => ReactNode;
}

/** One order: its lines with their status, the totals and where it goes. */
export function OrderView({ order, headingLevel = 'h2', actions, lineDetails }: OrderViewProps) {
  return (
    <Box as="article" aria-label={`Order #${order.id}`} layerStyle="framed" bg="white">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="1"
        px={{ base: '4', md: '6' }}
        py="4"
        bg="neutral.100"
      >
        <Heading as={headingLevel} size="md">
          Order #{order.id}
        </Heading>
        <Flex align="center" gap="4" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Placed {formatOrderDate(order.createdAt)}
          </Text>
          {actions}
        </Flex>
      </Flex>

      <Stack as="ul" listStyleType="none" gap="0" px={{ base: '4', md: '6' }}>
        {order.lines.map((line) => (
          <OrderLineItem key={line.id} line={line} details={lineDetails?.(line)} />
        ))}
      </Stack>

      <Grid
        templateColumns={{ base: '1fr', md: '1fr 320px' }}
        gap={{ base: '5', md: '10' }}
        px={{ base: '4', md: '6' }}
        py="5"
        borderTopWidth="1px"
        borderColor="border"
      >
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text>
            <Text as="span" color="fg" fontWeight="medium">
              {order.receiverName}
            </Text>{' '}
            · {order.phone}
          </Text>
          <Text>{order.address}</Text>
          <Text>
            {order.payment.name} · {order.shipment.name}
          </Text>
        </Stack>
        <OrderAmounts order={order} />
      </Grid>
    </Box>
  );
}

/** The order's money as the store computed it: charged, then what cancellations took off, refunds and what is due. */
function OrderAmounts({ order }: { order: OrderSummary }) {
  const { money } = order;
  return (
    <Stack gap="2">
      <AmountRow label="Sub Total" amount={order.subtotal} />
      <AmountRow label={TAX_LABEL} amount={order.tax} muted />
      <AmountRow label="Shipping" amount={order.shipping} muted />
      <AmountRow label="Total" amount={order.total} strong />
      {money.cancelled.total > 0 ? <AmountRow label="Cancelled" amount={money.cancelled.total} muted /> : null}
      {money.refunded > 0 ? <AmountRow label="Refunded" amount={money.refunded} /> : null}
      {order.paymentState === 'UNPAID' ? <AmountRow label="Due" amount={money.due} strong /> : null}
      {order.paymentState === 'EXPIRED' ? (
        <Text fontSize="sm" color="fg.muted">
          Not paid by its deadline: cancelled, nothing was charged.
        </Text>
      ) : null}
    </Stack>
  );
}

function OrderLineItem({ line, details }: { line: OrderLine; details: ReactNode }) {
  return (
    <Grid
      as="li"
      aria-label={line.productName}
      templateColumns={{ base: '56px 1fr', md: '56px 1fr auto auto' }}
      columnGap="4"
      rowGap="2"
      alignItems="center"
      layerStyle="listRow"
    >
      <ProductImage thumbnail={line.image} alt="" square={56} />
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" lineHeight="short">
          {line.productName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {line.quantity} ×{' '}
          <Text as="span" whiteSpace="nowrap">
            {formatIDR(line.unitPrice)}
          </Text>
        </Text>
        {line.trackingNumber ? (
          <Text fontSize="sm" color="fg.muted">
            Tracking number: {line.trackingNumber}
          </Text>
        ) : null}
      </Stack>
      {/* On a phone the status and the total share the text column; when both do not fit, the total (never broken
          between "Rp" and its digits) moves under the status, still on the right. */}
      <Flex
        display={{ base: 'flex', md: 'contents' }}
        gridColumn="2"
        justify="space-between"
        align="center"
        wrap="wrap"
        columnGap="3"
        rowGap="1"
      >
        <StatusLabel status={line.status} label={line.statusLabel} />
        <Text fontWeight="semibold" textAlign="right" whiteSpace="nowrap" ms="auto" minW={{ md: '32' }}>
          {formatIDR(line.lineTotal)}
        </Text>
      </Flex>
      {details ? <Box gridColumn="1 / -1">{details}</Box> : null}
    </Grid>
  );
}
