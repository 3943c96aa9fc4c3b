import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Separator,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { PHONE_PREFIX } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { formatIDR } from '@spectrum/shared/money';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../__generated__/gql';
import { Notice } from '../components/ui/notice';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { RouterLink } from '../components/ui/router-link';
import {
  toInternationalPhone,
  validateCheckout,
  type CheckoutDetails,
  type CheckoutErrors,
} from '../features/cart/checkout-details';
import { toCartLineInputs, useQuoteSync, type CartQuote } from '../features/cart/cart-quote';
import { AmountRow, TAX_LABEL } from '../features/cart/cart-total-panel';
import { OrderView } from '../features/cart/order-view';
import { useShipmentChoice } from '../features/cart/shipment-choice';
import { ShipmentOptions } from '../features/cart/shipment-options';
import { useCart } from '../features/cart/use-cart';
import { usePlaceOrder, type OrderFailure } from '../features/cart/use-place-order';
import { useTitle } from '../hooks/use-title';

export const CHECKOUT_PAGE_QUERY = graphql(`
  query CheckoutPage($items: [CartLineInput!]!, $withQuote: Boolean!) {
    payments {
      id
      name
    }
    shipments {
      id
      name
    }
    cartQuote(items: $items) @include(if: $withQuote) {
      ...CartQuoteFields
    }
  }
`);

const EMPTY_DETAILS: CheckoutDetails = { receiverName: '', address: '', phone: '', paymentId: '1' };

export default function CheckoutPage() {
  useTitle('Checkout');
  const cart = useCart();
  const [shipmentId, setShipmentId] = useShipmentChoice();
  const { place, placing, order, failure } = usePlaceOrder();
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<CheckoutErrors>({});

  const items = toCartLineInputs(cart.items);
  const { data, loading, error, refetch } = useQuery(CHECKOUT_PAGE_QUERY, {
    variables: { items, withQuote: items.length > 0 },
    skip: cart.loading || order !== null,
    fetchPolicy: 'network-only',
  });
  useQuoteSync(data?.cartQuote);
  const quote = data?.cartQuote;

  const update =
    (field: keyof CheckoutDetails) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setDetails((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCheckout(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const placed = await place({
      items,
      receiverName: details.receiverName.trim(),
      address: details.address.trim(),
      phone: toInternationalPhone(details.phone),
      paymentId: details.paymentId,
      shipmentId,
    });
    // A refusal may mean the stock moved: price the cart again so the summary shows what is short.
    if (!placed) void refetch();
  }

  // The confirmation replaces a long form: start it from the top, with focus on its heading for screen readers.
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!order) return;
    window.scrollTo({ top: 0 });
    confirmationRef.current?.focus();
  }, [order]);

  if (order) {
    return (
      <>
        <PageBanner title="Checkout" />
        <PageContainer py={{ base: '10', md: '16' }} maxW="960px">
          <Stack gap="8">
            <Stack gap="2" textAlign="center">
              <Heading as="h2" size="xl" fontWeight="medium" ref={confirmationRef} tabIndex={-1} outline="none">
                Thank you, your order is placed
              </Heading>
              <Text color="fg.muted">We will let you know as soon as the seller sends it.</Text>
            </Stack>
            <OrderView order={order} />
            <Flex gap="3" justify="center" wrap="wrap">
              <Button asChild size="lg">
                <RouterLink to="/order-track">Track your order</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <RouterLink to="/product">Continue shopping</RouterLink>
              </Button>
            </Flex>
          </Stack>
        </PageContainer>
      </>
    );
  }

  const nothingToOrder = !cart.loading && items.length === 0;
  const short = quote ? !quote.allAvailable : false;

  return (
    <>
      <PageBanner title="Checkout" />
      <PageContainer py={{ base: '10', md: '16' }}>
        {cart.loading ? (
          <Flex justify="center" py="16">
            <Spinner color="neutral.900" aria-label="Loading the cart" />
          </Flex>
        ) : nothingToOrder ? (
          <Stack align="center" gap="5" py="10" textAlign="center">
            <Heading as="h2" size="lg" fontWeight="medium">
              {MESSAGES.cartEmpty}
            </Heading>
            <Text color="fg.muted">Add a product with a quantity to your cart before checking out.</Text>
            <Button asChild size="lg">
              <RouterLink to="/product">Continue shopping</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Grid
            as="form"
            aria-label="Checkout"
            onSubmit={(event) => void submit(event)}
            templateColumns={{ base: '1fr', lg: '1fr 440px' }}
            gap={{ base: '10', lg: '16' }}
            alignItems="start"
          >
            <Stack gap="6">
              <Heading as="h2" size="lg">
                Self Information
              </Heading>
              {failure ? <FailureNotice failure={failure} /> : null}
              <Field.Root invalid={Boolean(errors.receiverName)}>
                <Field.Label fontSize="sm">Receiver name</Field.Label>
                <Input
                  name="receiver_name"
                  autoComplete="name"
                  value={details.receiverName}
                  onChange={update('receiverName')}
                />
                <Field.ErrorText>{errors.receiverName}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.address)}>
                <Field.Label fontSize="sm">Address</Field.Label>
                <Textarea
                  name="address"
                  autoComplete="street-address"
                  rows={4}
                  minH="28"
                  value={details.address}
                  onChange={update('address')}
                />
                <Field.ErrorText>{errors.address}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.phone)}>
                <Field.Label fontSize="sm">Phone</Field.Label>
                <Flex w="full">
                  <Flex
                    align="center"
                    px="4"
                    bg="neutral.100"
                    borderWidth="1px"
                    borderRightWidth="0"
                    borderColor="neutral.300"
                    fontSize="sm"
                    fontWeight="medium"
                    aria-hidden="true"
                  >
                    {PHONE_PREFIX}
                  </Flex>
                  <Input
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder="812 3456 7890"
                    value={details.phone}
                    onChange={update('phone')}
                  />
                </Flex>
                <Field.ErrorText>{errors.phone}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.paymentId)}>
                <Field.Label fontSize="sm">Payment</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="payment_id"
                    value={details.paymentId}
                    onChange={update('paymentId')}
                    borderRadius="0"
                  >
                    {(data?.payments ?? []).map((payment) => (
                      <option key={payment.id} value={payment.id}>
                        {payment.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.paymentId}</Field.ErrorText>
              </Field.Root>
            </Stack>

            <OrderSummary
              quote={quote}
              loading={loading}
              quoteError={error?.message}
              shipping={<ShipmentOptions options={data?.shipments ?? []} value={shipmentId} onChange={setShipmentId} />}
              placing={placing}
              blocked={short || !quote}
            />
          </Grid>
        )}
      </PageContainer>
    </>
  );
}

function FailureNotice({ failure }: { failure: OrderFailure }) {
  return (
    <Notice tone="error">
      <Text fontWeight="semibold">{MESSAGES.transactionError}</Text>
      <Text>{failure.message}</Text>
      {failure.fieldErrors.length > 0 ? (
        <Box as="ul" pl="5" mt="1">
          {failure.fieldErrors.map((fieldError) => (
            <li key={`${fieldError.field}-${fieldError.message}`}>
              {fieldError.field}: {fieldError.message}
            </li>
          ))}
        </Box>
      ) : null}
    </Notice>
  );
}

function OrderSummary({
  quote,
  loading,
  quoteError,
  shipping,
  placing,
  blocked,
}: {
  quote: CartQuote | undefined | null;
  loading: boolean;
  quoteError?: string;
  shipping: ReactNode;
  placing: boolean;
  blocked: boolean;
}) {
  return (
    <Box as="section" aria-labelledby="order-summary-heading" bg="neutral.100" p={{ base: '6', md: '8' }}>
      <Heading as="h2" id="order-summary-heading" size="md" mb="6">
        Your Order
      </Heading>
      {loading && !quote ? (
        <Flex justify="center" py="6">
          <Spinner color="neutral.900" aria-label="Pricing your order" />
        </Flex>
      ) : null}
      {quoteError ? <Notice tone="error">We could not price your order: {quoteError}</Notice> : null}
      {quote ? (
        <Stack gap="5">
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Order lines">
            {quote.lines.map((line) => (
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
          <Separator />
          <AmountRow label="Sub Total" amount={quote.subtotal} />
          <AmountRow label={TAX_LABEL} amount={quote.tax} muted />
          <Separator />
          {shipping}
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
