import { useQuery } from '../apollo/use-query';
import { Grid } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState, type FormEvent } from 'react';
import { graphql } from '../__generated__/gql';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { useAddressBook, type AddressBook } from '../features/addresses/use-address-book';
import { toCartLineInputs, useLatestQuote } from '../features/cart/cart-quote';
import { useCart } from '../features/cart/use-cart';
import { FailureNotice } from '../features/checkout/failure-notice';
import { OrderPlaced } from '../features/checkout/order-placed';
import { OrderSummary } from '../features/checkout/order-summary';
import { SelfInformation, type AddressChoice } from '../features/checkout/self-information';
import { useShipmentChoice } from '../features/checkout/shipment-choice';
import { ShipmentOptions } from '../features/checkout/shipment-options';
import {
  useCheckoutDetails,
  type CheckoutDetailsForm,
  type FieldChange,
} from '../features/checkout/use-checkout-details';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import { PlacedOrderView } from '../features/orders/placed-order-view';
import { toastFailure, toastSuccess } from '../lib/toasts';
import { EmptyCart } from '../features/cart/empty-cart';
import { LoadingBlock } from '../components/ui/loading-block';

export const CHECKOUT_PAGE_QUERY = graphql(`
  query CheckoutPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {
    payments {
      id
      name
    }
    shipments {
      id
      name
    }
    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {
      ...CartQuoteFields
    }
  }
`);

export default function CheckoutPage() {
  return (
    <>
      <PageMeta title="Checkout" personal />
      <CheckoutContent />
    </>
  );
}

function CheckoutContent() {
  const cart = useCart();
  const [shipmentId, setShipmentId] = useShipmentChoice();
  const { place, placing, order, failure } = usePlaceOrder({ onPlaced: cart.clear });
  const form = useCheckoutDetails();
  const book = useAddressBook({ skip: order !== null });
  const addressBook = useAddressChoice(book, form);

  const items = toCartLineInputs(cart.items);
  const { data, loading, error, refetch } = useQuery(CHECKOUT_PAGE_QUERY, {
    variables: { items, shipmentId, withQuote: items.length > 0 },
    skip: cart.loading || order !== null,
    fetchPolicy: 'network-only',
  });
  // While the quote for a new shipment choice loads, the summary keeps the latest one.
  const quote = useLatestQuote(data?.cartQuote);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const details = form.validated();
    if (!details) return;
    const placed = await place({ items, ...details, shipmentId });
    // A refusal may mean the stock moved: price the cart again so the summary shows what is short.
    if (!placed) void refetch();
    else if (addressBook.chosenId === '' && addressBook.saveNew && addressBook.canSave) {
      const saved = await book.add({
        receiverName: details.receiverName,
        address: details.address,
        phone: details.phone,
        isDefault: book.addresses.length === 0,
      });
      if (saved.ok) toastSuccess(saved.message);
      else toastFailure(`The address was not saved: ${saved.message}`);
    }
  }

  if (order) {
    return (
      <OrderPlaced>
        <PlacedOrderView order={order} />
      </OrderPlaced>
    );
  }

  return (
    <>
      <PageBanner title="Checkout" />
      <PageContainer py={{ base: '10', md: '16' }}>
        {cart.loading ? (
          <LoadingBlock label="Loading the cart" py="16" />
        ) : items.length === 0 ? (
          <NothingToOrder />
        ) : (
          <Grid
            as="form"
            aria-label="Checkout"
            onSubmit={(event) => void submit(event)}
            templateColumns={{ base: '1fr', lg: '1fr 440px' }}
            gap={{ base: '10', lg: '16' }}
            alignItems="start"
          >
            <SelfInformation
              details={form.details}
              errors={form.errors}
              update={addressBook.update}
              payments={data?.payments ?? []}
              addressBook={addressBook}
              notice={failure ? <FailureNotice failure={failure} /> : null}
            />
            <OrderSummary
              quote={quote}
              loading={loading}
              quoteError={error?.message}
              shipping={
                <ShipmentOptions
                  options={data?.shipments ?? []}
                  sellers={quote?.sellers}
                  value={shipmentId}
                  onChange={setShipmentId}
                />
              }
              placing={placing}
              blocked={!quote || loading || !quote.allAvailable || !quote.shipmentAvailable}
            />
          </Grid>
        )}
      </PageContainer>
    </>
  );
}

/**
 * The address book's part in the checkout: the default address fills the fields once it arrives (unless the
 * customer has typed already), another saved one can be picked, and typing makes it a new address, which may be
 * saved with the order.
 */
function useAddressChoice(book: AddressBook, form: CheckoutDetailsForm): AddressChoice & { update: FieldChange } {
  const [chosenId, setChosenId] = useState('');
  const [saveNew, setSaveNew] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const typed = form.details.receiverName !== '' || form.details.address !== '' || form.details.phone !== '';

  const preferred = book.addresses.find((saved) => saved.isDefault) ?? book.addresses[0];
  if (!prefilled && !book.loading && preferred) {
    setPrefilled(true);
    if (!typed) {
      setChosenId(preferred.id);
      form.fill(preferred);
    }
  }

  function choose(id: string) {
    setChosenId(id);
    const saved = book.addresses.find((entry) => entry.id === id);
    form.fill(saved ?? { receiverName: '', address: '', phone: '' });
  }

  const update: FieldChange = (field) => (change) => {
    if (field !== 'paymentId') setChosenId('');
    form.update(field)(change);
  };

  return {
    saved: book.addresses,
    chosenId,
    choose,
    saveNew,
    setSaveNew,
    canSave: book.addresses.length < LIMITS.maxSavedAddresses,
    update,
  };
}

function NothingToOrder() {
  return <EmptyCart hint="Add a product with a quantity to your cart before checking out." py="10" />;
}
