import { useQuery } from '../apollo/use-query';
import { Box, Button, Flex, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../__generated__/gql';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { CartLines } from '../features/cart/cart-lines';
import { EmptyCart } from '../features/cart/empty-cart';
import { CartNotices } from '../features/cart/cart-notices';
import {
  priceChangesOf,
  toCartLineInputs,
  unavailableLinesOf,
  useLatestQuote,
  withQuotedDetails,
} from '../features/cart/cart-quote';
import { CartTotalPanel } from '../features/cart/cart-total-panel';
import { useCart, type CartItem } from '../features/cart/use-cart';
import { useShipmentChoice } from '../features/checkout/shipment-choice';
import { SHIPMENT_UNAVAILABLE_HINT, ShipmentOptions } from '../features/checkout/shipment-options';
import { toastSuccess } from '../lib/toasts';
import { LoadingBlock } from '../components/ui/loading-block';

export const CART_PAGE_QUERY = graphql(`
  query CartPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {
    shipments {
      id
      name
    }
    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {
      ...CartQuoteFields
    }
  }
`);

export default function CartPage() {
  const cart = useCart();
  const navigate = useNavigate();
  const [shipmentId, setShipmentId] = useShipmentChoice();
  const [clearOpen, setClearOpen] = useState(false);

  // The server prices the lines as they are now, again after every change, like checkout does.
  const lines = toCartLineInputs(cart.items);
  const { data, error, loading, refetch } = useQuery(CART_PAGE_QUERY, {
    variables: { items: lines, shipmentId, withQuote: lines.length > 0 },
    skip: cart.loading,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const quote = data?.cartQuote ?? undefined;
  // While a new quote loads, the rows keep the latest one's prices and stock rather than going back to the
  // snapshot the cart was filled with.
  const latestQuote = useLatestQuote(quote);
  const items = withQuotedDetails(cart.items, latestQuote);
  const priceChanges = priceChangesOf(latestQuote, cart.items);
  const unavailable = unavailableLinesOf(quote, cart.items);

  const shipmentRefused = latestQuote !== undefined && !latestQuote.shipmentAvailable;
  const checkoutHint =
    unavailable.length > 0
      ? 'Fix the quantities marked above to check out.'
      : shipmentRefused
        ? SHIPMENT_UNAVAILABLE_HINT
        : undefined;

  async function removeItem(item: CartItem) {
    await cart.remove(item.productId);
    toastSuccess(MESSAGES.deletedFromCart(item.productName));
  }

  function changeQuantity(item: CartItem, quantity: number) {
    if (quantity < 1) void removeItem(item);
    else void cart.setQuantity(item.productId, quantity, item.stock);
  }

  async function clearCart() {
    await cart.clear();
    setClearOpen(false);
    toastSuccess(MESSAGES.cartCleared);
  }

  return (
    <>
      <PageMeta title="Cart" personal />
      <PageBanner title="Shopping Cart" crumb="Cart" />
      <PageContainer py={{ base: '10', md: '16' }}>
        {cart.loading ? (
          <LoadingBlock label="Loading the cart" py="16" />
        ) : cart.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <Stack gap={{ base: '8', md: '10' }}>
            <CartNotices priceChanges={priceChanges} unavailable={unavailable} quoteError={error?.message} />

            <CartLines
              items={items}
              quoteLines={quote?.lines}
              onQuantityChange={changeQuantity}
              onRemove={(item) => void removeItem(item)}
            />

            <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
              <Stack gap="1" w={{ base: 'full', md: '320px' }}>
                <Input aria-label="Coupon code" placeholder="Coupon code" name="coupon" />
                <Text fontSize="xs" color="fg.muted">
                  Coupons are not available yet.
                </Text>
              </Stack>
              <Flex gap="3" align="flex-start">
                <Button variant="outline" flex={{ base: '1', md: 'none' }} onClick={() => setClearOpen(true)}>
                  Clear Cart
                </Button>
                <Button
                  variant="outline"
                  flex={{ base: '1', md: 'none' }}
                  onClick={() => void refetch()}
                  loading={loading}
                >
                  Update Cart
                </Button>
              </Flex>
            </Flex>

            <Grid templateColumns={{ base: '1fr', lg: '1fr 440px' }} gap="8">
              <Box display={{ base: 'none', lg: 'block' }} />
              <CartTotalPanel
                quote={quote}
                shipping={
                  <ShipmentOptions
                    options={data?.shipments ?? []}
                    sellers={latestQuote?.sellers}
                    value={shipmentId}
                    onChange={setShipmentId}
                  />
                }
                checkoutDisabled={!quote || unavailable.length > 0 || shipmentRefused}
                checkoutHint={checkoutHint}
                onCheckout={() => void navigate('/cart/checkout')}
              />
            </Grid>
          </Stack>
        )}
      </PageContainer>
      <ConfirmDialog
        open={clearOpen}
        message={MESSAGES.clearCartConfirm}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={clearCart}
        onClose={() => setClearOpen(false)}
      />
    </>
  );
}
