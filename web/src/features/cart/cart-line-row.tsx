import { Box, Flex, Grid, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { TrashIcon } from '../../components/ui/icons';
import { ProductImage } from '../../components/ui/product-image';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { RouterLink } from '../../components/ui/router-link';
import type { CartQuote } from './cart-quote';
import { maxQuantityFor } from './cart-rules';
import type { CartItem } from './use-cart';

export const CART_COLUMNS = { base: '80px 1fr', md: '48px 96px 1fr 140px 150px 140px' };

export interface CartLineActions {
  /** A quantity of 0 asks for the line to leave the cart. */
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

interface CartLineRowProps extends CartLineActions {
  item: CartItem;
  quoteLine: CartQuote['lines'][number] | undefined;
}

/** One cart line; its subtotal is the server's, shown once the quote for this quantity has arrived. */
export function CartLineRow({ item, quoteLine, onQuantityChange, onRemove }: CartLineRowProps) {
  const max = maxQuantityFor(item);
  const overStock = item.quantity > item.stock;
  const atStock = item.quantity >= max && max > 0;
  // A line the server cannot sell as asked is left out of the subtotal, so it shows no amount.
  const lineTotal = quoteLine?.available ? formatIDR(quoteLine.lineTotal) : '—';
  const removeButton = (
    <IconButton
      aria-label={`Remove ${item.productName} from cart`}
      variant="ghost"
      size="sm"
      onClick={() => onRemove(item)}
    >
      <TrashIcon size={18} />
    </IconButton>
  );

  return (
    <Grid
      as="li"
      aria-label={item.productName}
      templateColumns={CART_COLUMNS}
      columnGap={{ base: '4', md: '6' }}
      rowGap="3"
      alignItems="center"
      py={{ base: '5', md: '6' }}
      layerStyle="ruledBelow"
      position="relative"
    >
      <Box display={{ base: 'none', md: 'block' }}>{removeButton}</Box>
      <RouterLink to={`/product/detail/${item.productId}`} aria-label={`View ${item.productName}`} tabIndex={-1}>
        <Box display={{ base: 'block', md: 'none' }}>
          <ProductImage thumbnail={item.image} alt="" square={80} />
        </Box>
        <Box display={{ base: 'none', md: 'block' }}>
          <ProductImage thumbnail={item.image} alt="" square={96} />
        </Box>
      </RouterLink>

      <Stack gap="1" minW="0" pr={{ base: '10', md: '0' }}>
        <RouterLink
          to={`/product/detail/${item.productId}`}
          fontWeight="medium"
          lineHeight="short"
          _hover={{ textDecoration: 'underline' }}
        >
          {item.productName}
        </RouterLink>
        <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted">
          {formatIDR(item.price)}
        </Text>
      </Stack>

      <Text display={{ base: 'none', md: 'block' }} fontSize="sm">
        {formatIDR(item.price)}
      </Text>

      <Stack gap="1" gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <Flex justify="space-between" align="center" gap="4">
          <QuantityStepper
            productName={item.productName}
            value={item.quantity}
            min={0}
            max={max}
            size="sm"
            onChange={(quantity) => onQuantityChange(item, quantity)}
          />
          <Text display={{ base: 'block', md: 'none' }} fontWeight="semibold">
            {lineTotal}
          </Text>
        </Flex>
        {overStock ? (
          <Text fontSize="xs" color="fg.error" fontWeight="medium">
            {item.stock > 0 ? `Only ${item.stock} in stock: lower the quantity` : 'Sold out: remove this product'}
          </Text>
        ) : atStock ? (
          <Text fontSize="xs" color="fg.muted">
            Only {item.stock} in stock
          </Text>
        ) : null}
      </Stack>

      <Text display={{ base: 'none', md: 'block' }} textAlign="right" fontWeight="semibold">
        {lineTotal}
      </Text>

      <Box position="absolute" top="4" right="0" display={{ base: 'block', md: 'none' }}>
        {removeButton}
      </Box>
    </Grid>
  );
}
