import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import type { CartQuote } from './cart-quote';
import { CART_COLUMNS, CartLineRow, type CartLineActions } from './cart-line-row';
import type { CartItem } from './use-cart';

interface CartLinesProps extends CartLineActions {
  items: CartItem[];
  /** The server's priced lines, when a quote for these lines has arrived. */
  quoteLines: CartQuote['lines'] | undefined;
}

const headStyle = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: 'fg.muted',
} as const;

/** The cart's rows: a table-like grid on wide screens, stacked cards on phones. */
export function CartLines({ items, quoteLines, onQuantityChange, onRemove }: CartLinesProps) {
  return (
    <Box>
      <Grid
        templateColumns={CART_COLUMNS.md}
        gap="6"
        py="4"
        borderBottomWidth="1px"
        borderColor="border"
        display={{ base: 'none', md: 'grid' }}
        aria-hidden="true"
        {...headStyle}
      >
        <span />
        <span />
        <span>Product</span>
        <span>Price</span>
        <span>Quantity</span>
        <Text as="span" textAlign="right">
          Subtotal
        </Text>
      </Grid>
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Cart items">
        {items.map((item) => (
          <CartLineRow
            key={item.productId}
            item={item}
            quoteLine={quoteLines?.find((line) => line.productId === item.productId)}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          />
        ))}
      </Stack>
    </Box>
  );
}
