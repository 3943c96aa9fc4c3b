import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Grid, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { formatIDR } from '@spectrum/shared/money';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { graphql } from '../__generated__/gql';
import type { CartLineInput } from '../__generated__/graphql';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Notice } from '../components/ui/notice';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { RouterLink } from '../components/ui/router-link';
import { CartLines } from '../features/cart/cart-lines';
import {
  shortLines,
  toCartLineInputs,
  useQuoteSync,
  type PriceChange,
  type ShortLine,
} from '../features/cart/cart-quote';
import { CartTotalPanel } from '../features/cart/cart-total-panel';
import { useShipmentChoice } from '../features/cart/shipment-choice';
import { ShipmentOptions } from '../features/cart/shipment-options';
import { useCart, type CartItem } from '../features/cart/use-cart';
import { useTitle } from '../hooks/use-title';

export const CART_PAGE_QUERY = graphql(`
  query CartPage($items: [CartLineInput!]!, $withQuote: Boolean!) {
    shipments {
      id
      name
    }
    cartQuote(items: $items) @include(if: $withQuote) {
      ...CartQuoteFields
    }
  }
`);

function sameLines(a: readonly CartLineInput[], b: readonly CartLineInput[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => line.productId === b[index]?.productId && line.quantity === b[index]?.quantity)
  );
}

export default function CartPage() {
  useTitle('Cart');
  const cart = useCart();
  const navigate = useNavigate();
  const [shipmentId, setShipmentId] = useShipmentChoice();
  const [clearOpen, setClearOpen] = useState(false);
  // The lines last sent for pricing: the cart as it was opened, then as it was on "Update Cart".
  const [quotedLines, setQuotedLines] = useState<CartLineInput[] | null>(null);

  if (!cart.loading && quotedLines === null) setQuotedLines(toCartLineInputs(cart.items));

  const { data, error, loading, refetch } = useQuery(CART_PAGE_QUERY, {
    variables: { items: quotedLines ?? [], withQuote: (quotedLines?.length ?? 0) > 0 },
    skip: quotedLines === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const priceChanges = useQuoteSync(data?.cartQuote);

  const short = shortLines(cart.items);
  const orderable = toCartLineInputs(cart.items);
  const checkoutHint =
    short.length > 0
      ? 'Fix the quantities marked above to check out.'
      : orderable.length === 0
        ? 'Set a quantity on at least one product to check out.'
        : undefined;

  function updateCart() {
    const next = toCartLineInputs(cart.items);
    if (quotedLines && sameLines(next, quotedLines)) void refetch();
    else setQuotedLines(next);
  }

  async function removeItem(item: CartItem) {
    await cart.remove(item.productId);
    toast.success(MESSAGES.deletedFromCart(item.productName));
  }

  async function clearCart() {
    await cart.clear();
    setClearOpen(false);
    toast.success(MESSAGES.cartCleared);
  }

  return (
    <>
      <PageBanner title="Shopping Cart" crumb="Cart" />
      <PageContainer py={{ base: '10', md: '16' }}>
        {cart.loading ? (
          <Flex justify="center" py="16">
            <Spinner color="neutral.900" aria-label="Loading the cart" />
          </Flex>
        ) : cart.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <Stack gap={{ base: '8', md: '10' }}>
            <CartNotices priceChanges={priceChanges} short={short} quoteError={error?.message} />

            <CartLines
              items={cart.items}
              onQuantityChange={(item, quantity) => void cart.setQuantity(item.productId, quantity)}
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
                  onClick={updateCart}
                  loading={loading && quotedLines !== null && quotedLines.length > 0}
                >
                  Update Cart
                </Button>
              </Flex>
            </Flex>

            <Grid templateColumns={{ base: '1fr', lg: '1fr 440px' }} gap="8">
              <Box display={{ base: 'none', lg: 'block' }} />
              <CartTotalPanel
                subtotal={cart.subtotal}
                tax={cart.tax}
                total={cart.total}
                shipping={
                  <ShipmentOptions options={data?.shipments ?? []} value={shipmentId} onChange={setShipmentId} />
                }
                checkoutDisabled={checkoutHint !== undefined}
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

function EmptyCart() {
  return (
    <Stack align="center" gap="5" py={{ base: '10', md: '16' }} textAlign="center">
      <Heading as="h2" size="lg" fontWeight="medium">
        {MESSAGES.cartEmpty}
      </Heading>
      <Text color="fg.muted">Find a piece you love and it will wait for you here.</Text>
      <Button asChild size="lg">
        <RouterLink to="/product">Continue shopping</RouterLink>
      </Button>
    </Stack>
  );
}

function CartNotices({
  priceChanges,
  short,
  quoteError,
}: {
  priceChanges: PriceChange[];
  short: ShortLine[];
  quoteError?: string;
}) {
  if (priceChanges.length === 0 && short.length === 0 && !quoteError) return null;
  return (
    <Stack gap="3">
      {short.map((line) => (
        <Notice key={`short-${line.productId}`} tone="warning">
          {line.stock > 0
            ? `Only ${line.stock} left of ${line.productName} (you asked for ${line.quantity}). Lower the quantity to check out.`
            : `${line.productName} is sold out or no longer available. Remove it to check out.`}
        </Notice>
      ))}
      {priceChanges.map((change) => (
        <Notice key={`price-${change.productId}`} tone="info">
          The price of {change.productName} changed from {formatIDR(change.previousPrice)} to {formatIDR(change.price)};
          your cart now uses the new price.
        </Notice>
      ))}
      {quoteError ? <Notice tone="error">We could not check the latest prices and stock: {quoteError}</Notice> : null}
    </Stack>
  );
}
