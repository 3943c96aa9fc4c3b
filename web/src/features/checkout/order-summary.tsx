import { Box, Button, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import type { ReactNode } from 'react';
import type { CartQuoteFieldsFragment } from '../../__generated__/graphql';
import { AmountRow, TAX_LABEL } from '../../components/ui/amount-row';
import { Notice } from '../../components/ui/notice';
import { RouterLink } from '../../components/ui/router-link';
import { LoadingBlock } from '../../components/ui/loading-block';

interface OrderSummaryProps {
  quote: CartQuoteFieldsFragment | undefined | null;
  loading: boolean;
  quoteError?: string;
  shipping: ReactNode;
  placing: boolean;
  blocked: boolean;
}

/** "Your Order": the lines and amounts as the server priced them, and the Check Out button. */
export function OrderSummary({ quote, loading, quoteError, shipping, placing, blocked }: OrderSummaryProps) {
  return (
    <Box as="section" aria-labelledby="order-summary-heading" bg="neutral.100" p={{ base: '6', md: '8' }}>
      <Heading as="h2" id="order-summary-heading" size="md" mb="6">
        Your Order
      </Heading>
      {loading && !quote ? <LoadingBlock label="Pricing your order" py="6" /> : null}
      {quoteError ? <Notice tone="error">We could not price your order: {quoteError}</Notice> : null}
      {quote ? (
        <Stack gap="5">
          <SummaryLines lines={quote.lines} />
          <Separator />
          <AmountRow label="Sub Total" amount={quote.subtotal} />
          <AmountRow label={TAX_LABEL} amount={quote.tax} muted />
          <Separator />
          {shipping}
          <AmountRow label="Shipping fee" amount={quote.shipping} />
          <Separator />
          <AmountRow label="Total" amount={quote.total} strong />
          {!quote.allAvailable ? (
            <Notice tone="warning">
              Some products do not have enough stock.{' '}
              <RouterLink to="/cart" textDecoration="underline">
                Fix your cart
              </RouterLink>{' '}
              to check out.
            </Notice>
          ) : null}
        </Stack>
      ) : null}
      <Button type="submit" size="lg" w="full" mt="6" loading={placing} disabled={blocked}>
        Check Out
      </Button>
    </Box>
  );
}

function SummaryLines({ lines }: { lines: CartQuoteFieldsFragment['lines'] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Order lines">
      {lines.map((line) => (
        <Flex as="li" key={line.productId} justify="space-between" gap="4" fontSize="sm">
          <Box minW="0">
            <Text>
              {line.productName || 'Unavailable product'}{' '}
              <Text as="span" color="fg.muted">
                × {line.quantity}
              </Text>
            </Text>
            {!line.available ? (
              <Text color="fg.error" fontSize="xs">
                {line.stock > 0 ? `Only ${line.stock} left` : 'No longer available'}
              </Text>
            ) : null}
          </Box>
          <Text fontWeight="medium" whiteSpace="nowrap">
            {formatIDR(line.lineTotal)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
