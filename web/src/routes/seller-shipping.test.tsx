import { ROLES } from '@spectrum/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SaveShippingOfferMutationVariables, ShippingOfferFieldsFragment } from '../__generated__/graphql';
import { MY_SHIPPING_OFFER, SAVE_SHIPPING_OFFER } from '../features/seller/shipping-offer-documents';
import { renderApp, signIn } from '../test/render-app';

type Offer = ShippingOfferFieldsFragment & { __typename: 'ShippingOffer' };

/** The seller's offers on a fake server; `refuse` makes the next save fail as the API would on that field. */
function fakeShipping(start: Omit<Offer, '__typename'>) {
  const saved: Offer = { __typename: 'ShippingOffer', ...start };
  const state = { refuse: null as { field: string; message: string } | null };
  const sent: SaveShippingOfferMutationVariables['input'][] = [];
  const read = {
    request: { query: MY_SHIPPING_OFFER },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { myShippingOffer: { ...saved } } }),
  };
  const save = {
    request: { query: SAVE_SHIPPING_OFFER, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: SaveShippingOfferMutationVariables) => {
      sent.push(input);
      if (state.refuse) {
        return {
          data: {
            saveShippingOffer: {
              __typename: 'InputValidationError',
              message: state.refuse.message,
              fieldErrors: [{ __typename: 'FieldError', ...state.refuse }],
            },
          },
        };
      }
      Object.assign(saved, {
        flatRateFee: input.flatRateFee ?? null,
        freeShippingMinimum: input.freeShippingMinimum ?? null,
        pickupAddress: input.pickupAddress ?? null,
      });
      return {
        data: {
          saveShippingOffer: {
            __typename: 'SaveShippingOfferSuccess',
            message: 'Shipping options saved',
            offer: { ...saved },
          },
        },
      };
    },
  };
  return { mocks: [read, save], saved, sent, state };
}

const choice = (title: string) => screen.getByRole('region', { name: title });

describe('seller shipping settings', () => {
  it('is a page of the seller centre that shows the saved offers', async () => {
    signIn(ROLES.seller);
    const shipping = fakeShipping({ flatRateFee: 20_000, freeShippingMinimum: 1_000_000, pickupAddress: null });
    await renderApp('/profile/seller/shipping', { mocks: shipping.mocks });

    expect(await screen.findByRole('form', { name: 'Shipping' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seller centre' });
    expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute('aria-current', 'page');
    expect(within(choice('Flat Rate')).getByRole('checkbox', { name: 'Offer Flat Rate' })).toBeChecked();
    expect(within(choice('Flat Rate')).getByRole('textbox', { name: 'Fee per order (Rp)' })).toHaveValue('20000');
    expect(within(choice('Free shipping')).getByRole('textbox', { name: 'Minimum subtotal (Rp)' })).toHaveValue(
      '1000000',
    );
    expect(within(choice('Local Pick Up')).getByRole('checkbox', { name: 'Offer Local Pick Up' })).not.toBeChecked();
    expect(within(choice('Local Pick Up')).getByRole('textbox', { name: 'Pickup address' })).toBeDisabled();
  });

  it('saves a new fee, turns a choice off and another on', async () => {
    signIn(ROLES.seller);
    const shipping = fakeShipping({ flatRateFee: 20_000, freeShippingMinimum: 1_000_000, pickupAddress: null });
    const { user } = await renderApp('/profile/seller/shipping', { mocks: shipping.mocks });

    const fee = await screen.findByRole('textbox', { name: 'Fee per order (Rp)' });
    await user.clear(fee);
    await user.type(fee, '25000');
    await user.click(screen.getByRole('checkbox', { name: 'Offer Free shipping' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offer Local Pick Up' }));
    await user.type(screen.getByRole('textbox', { name: 'Pickup address' }), '  Jl. Kayu 1, Jakarta ');
    await user.click(screen.getByRole('button', { name: 'Save shipping' }));

    expect(await screen.findByText('Shipping options saved')).toBeInTheDocument();
    expect(shipping.sent).toEqual([
      { flatRateFee: 25_000, freeShippingMinimum: null, pickupAddress: 'Jl. Kayu 1, Jakarta' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Minimum subtotal (Rp)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Pickup address' })).toHaveValue('Jl. Kayu 1, Jakarta');
  });

  it('refuses a negative fee, a fraction and a missing pickup address in the store’s words, sending nothing', async () => {
    signIn(ROLES.seller);
    const shipping = fakeShipping({ flatRateFee: 20_000, freeShippingMinimum: 0, pickupAddress: null });
    const { user } = await renderApp('/profile/seller/shipping', { mocks: shipping.mocks });

    const fee = await screen.findByRole('textbox', { name: 'Fee per order (Rp)' });
    await user.clear(fee);
    await user.type(fee, '-1');
    const minimum = screen.getByRole('textbox', { name: 'Minimum subtotal (Rp)' });
    await user.clear(minimum);
    await user.type(minimum, '20.000');
    await user.click(screen.getByRole('checkbox', { name: 'Offer Local Pick Up' }));
    await user.click(screen.getByRole('button', { name: 'Save shipping' }));

    expect(await screen.findByText('The Flat Rate fee must not be negative.')).toBeInTheDocument();
    expect(screen.getByText('The Free shipping minimum must be a whole number of rupiah.')).toBeInTheDocument();
    expect(screen.getByText('The pickup address is required to offer Local Pick Up.')).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fee).toHaveFocus());
    expect(shipping.sent).toEqual([]);
  });

  it('shows the store’s refusal on its field and keeps what was typed', async () => {
    signIn(ROLES.seller);
    const shipping = fakeShipping({ flatRateFee: 20_000, freeShippingMinimum: null, pickupAddress: null });
    shipping.state.refuse = { field: 'flatRateFee', message: 'The Flat Rate fee must be at most 1000000000.' };
    const { user } = await renderApp('/profile/seller/shipping', { mocks: shipping.mocks });

    const fee = await screen.findByRole('textbox', { name: 'Fee per order (Rp)' });
    await user.clear(fee);
    await user.type(fee, '30000');
    await user.click(screen.getByRole('button', { name: 'Save shipping' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The Flat Rate fee must be at most 1000000000.');
    expect(within(choice('Flat Rate')).getByText('The Flat Rate fee must be at most 1000000000.')).toBeInTheDocument();
    expect(fee).toHaveValue('30000');
    expect(shipping.saved.flatRateFee).toBe(20_000);
  });
});
