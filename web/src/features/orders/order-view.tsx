import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { AmountRow, TAX_LABEL } from '../../components/ui/amount-row';
import { formatOrderDate, type OrderSummary } from './order-fields';
import { ProductThumb } from '../../components/ui/product-thumb';

const STATUS_TONES: Record<string, { bg: string; color: string }> = {
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

/** One order: its lines with their status, the totals and where it goes. */
export function OrderView({ order, headingLevel = 'h2' }: { order: OrderSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box as="article" aria-label={`Order #${order.id}`} borderWidth="1px" borderColor="border" bg="white">
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
        <Text fontSize="sm" color="fg.muted">
          Placed {formatOrderDate(order.createdAt)}
        </Text>
      </Flex>

      <Stack as="ul" listStyleType="none" gap="0" px={{ base: '4', md: '6' }}>
        {order.lines.map((line) => (
          <Grid
            as="li"
            key={line.id}
            aria-label={line.productName}
            templateColumns={{ base: '56px 1fr', md: '56px 1fr auto auto' }}
            columnGap="4"
            rowGap="2"
            alignItems="center"
            py="4"
            borderBottomWidth="1px"
            borderColor="border"
            _last={{ borderBottomWidth: '0' }}
          >
            <ProductThumb src={line.image} alt="" size={56} />
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" lineHeight="short">
                {line.productName}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {line.quantity} × {formatIDR(line.unitPrice)}
              </Text>
            </Stack>
            <Flex
              display={{ base: 'flex', md: 'contents' }}
              gridColumn="2"
              justify="space-between"
              align="center"
              gap="3"
            >
              <StatusLabel status={line.status} label={line.statusLabel} />
              <Text fontWeight="semibold" textAlign="right" minW={{ md: '32' }}>
                {formatIDR(line.lineTotal)}
              </Text>
            </Flex>
          </Grid>
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
        <Stack gap="2">
          <AmountRow label="Sub Total" amount={order.subtotal} />
          <AmountRow label={TAX_LABEL} amount={order.tax} muted />
          <AmountRow label="Total" amount={order.total} strong />
        </Stack>
      </Grid>
    </Box>
  );
}
