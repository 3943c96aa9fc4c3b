import { ROLES } from '@spectrum/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  OrderStatus,
  SellerOrderListQueryVariables,
  SellerOrderRow_LineFragment,
  UpdateOrderStatusMutationVariables,
} from '../__generated__/graphql';
import { SELLER_ORDER_LIST } from '../features/seller/seller-orders-query';
import { UPDATE_ORDER_STATUS } from '../features/seller/update-order-status';
import { renderApp, signIn } from '../test/render-app';
import { pageInfo } from '../test/page-info';

type Line = Omit<SellerOrderRow_LineFragment, 'payment' | 'shipment'> & {
  __typename: 'SellerOrderLine';
  payment: SellerOrderRow_LineFragment['payment'] & { __typename: 'Payment' };
  shipment: SellerOrderRow_LineFragment['shipment'] & { __typename: 'Shipment' };
};

const LABELS: Record<OrderStatus, string> = {
  WAITING_FOR_PAYMENT: 'Waiting for Payment',
  GET_PAID: 'Get Paid',
  PROCESSED: 'Processed',
  SENT: 'Sent',
  COMPLETED: 'Completed',
  ORDER_CANCEL: 'Order Cancel',
};

/** The store's rule: forward one step at a time, cancel only before Sent. */
function nextStatuses(status: OrderStatus): OrderStatus[] {
  if (status === 'GET_PAID') return ['PROCESSED', 'ORDER_CANCEL'];
  if (status === 'PROCESSED') return ['SENT', 'ORDER_CANCEL'];
  if (status === 'SENT') return ['COMPLETED'];
  return [];
}

function line(id: number, status: OrderStatus, overrides: Partial<Line> = {}): Line {
  return {
    __typename: 'SellerOrderLine',
    id: String(id),
    orderId: String(100 + id),
    productName: `Teak Bench ${id}`,
    image: null,
    unitPrice: 1_500_000,
    quantity: 2,
    lineTotal: 3_000_000,
    status,
    statusLabel: LABELS[status],
    nextStatuses: nextStatuses(status),
    paymentState: status === 'WAITING_FOR_PAYMENT' ? 'UNPAID' : 'PAID',
    tax: 300_000,
    refunded: 0,
    trackingNumber: null,
    receiverName: 'Budi',
    address: 'Jl. Kemang Raya 12, Jakarta Selatan 12730',
    phone: '+62 812 3456 7890',
    payment: { __typename: 'Payment', id: '2', name: 'BCA' },
    shipment: { __typename: 'Shipment', id: '1', name: 'Flat Rate' },
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A seller's order lines on a fake server; `refuse` makes the next move fail as the API would, `refuseInput` as it
 * refuses a bad field.
 */
function fakeOrders(lines: Line[]) {
  const listCalls: SellerOrderListQueryVariables[] = [];
  const state = { refuse: null as string | null, refuseInput: null as string | null };
  const moves: UpdateOrderStatusMutationVariables['input'][] = [];
  const list = {
    request: { query: SELLER_ORDER_LIST, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: SellerOrderListQueryVariables) => {
      listCalls.push(variables);
      const page = variables.page ?? 1;
      const limit = variables.limit ?? 10;
      const matching = lines.filter((candidate) => !variables.status || candidate.status === variables.status);
      const totalPage = Math.max(1, Math.ceil(matching.length / limit));
      return {
        data: {
          sellerOrders: {
            __typename: 'SellerOrderLinePage',
            items: matching.slice((page - 1) * limit, page * limit),
            pageInfo: pageInfo(page, totalPage, matching.length),
          },
        },
      };
    },
  };
  const move = {
    request: { query: UPDATE_ORDER_STATUS, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: UpdateOrderStatusMutationVariables) => {
      moves.push(input);
      const target = lines.find((candidate) => candidate.id === input.lineId);
      if (!target) throw new Error('unknown line');
      if (state.refuse) {
        return {
          data: {
            updateOrderStatus: {
              __typename: 'IllegalStatusChangeError',
              errorCode: 'ILLEGAL_STATUS_CHANGE',
              message: state.refuse,
            },
          },
        };
      }
      if (state.refuseInput) {
        return {
          data: {
            updateOrderStatus: {
              __typename: 'InputValidationError',
              errorCode: 'INVALID_INPUT',
              message: state.refuseInput,
              fieldErrors: [],
            },
          },
        };
      }
      Object.assign(target, {
        trackingNumber: input.trackingNumber ?? null,
        status: input.status,
        statusLabel: LABELS[input.status],
        nextStatuses: nextStatuses(input.status),
      });
      return { data: { updateOrderStatus: { __typename: 'UpdateOrderStatusSuccess', line: { ...target } } } };
    },
  };
  return { mocks: [list, move], listCalls, state, moves };
}

/** The element that reads `text` whole, though parts of it (the phone number) sit in elements of their own. */
function wholeText(text: string) {
  return (_content: string, element: Element | null) =>
    element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);
}

function rowOf(productName: string): HTMLElement {
  const row = screen.getByText(productName).closest('tr');
  if (!row) throw new Error(`no row for ${productName}`);
  return row;
}

describe('seller orders', () => {
  it('lists the real order lines with the columns of the spec', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'GET_PAID'), line(2, 'SENT', { quantity: 1, lineTotal: 1_500_000 })]);
    await renderApp('/profile/seller/order', { mocks: orders.mocks });

    const table = await screen.findByRole('table', { name: 'My Order' });
    for (const column of ['Products', 'Price', 'Quantity', 'Status Order', 'Total']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const first = await waitFor(() => rowOf('Teak Bench 1'));
    expect(within(first).getByText('Rp 1,500,000')).toBeInTheDocument();
    expect(within(first).getByText('2')).toBeInTheDocument();
    expect(within(first).getByText('Get Paid')).toBeInTheDocument();
    // The total and its payment details are one stack, right-aligned on a phone's card like the other values.
    const total = within(first).getByText('Rp 3,000,000');
    expect(total.tagName).not.toBe('TD');
    expect(total.parentElement).toContainElement(within(first).getByText('Tax Rp 300,000'));
    expect(within(first).getByRole('button', { name: /^Mark Processed/ })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Cancel order/ })).toBeInTheDocument();
    const second = rowOf('Teak Bench 2');
    expect(within(second).getByRole('button', { name: /^Mark Completed/ })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
  });

  it('filters by status with the dropdown of the spec', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'GET_PAID'), line(2, 'SENT'), line(3, 'ORDER_CANCEL')]);
    const { user, router } = await renderApp('/profile/seller/order', { mocks: orders.mocks });
    const dropdown = await screen.findByRole('combobox', { name: 'Status Order' });
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Get Paid', 'Processed', 'Sent', 'Completed', 'Order Cancel']);
    expect(await screen.findByText('Teak Bench 3')).toBeInTheDocument();

    await user.selectOptions(dropdown, 'Sent');
    await waitFor(() => expect(screen.queryByText('Teak Bench 1')).not.toBeInTheDocument());
    expect(screen.getByText('Teak Bench 2')).toBeInTheDocument();
    expect(screen.queryByText('Teak Bench 3')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=sent');
    expect(orders.listCalls.at(-1)?.status).toBe('SENT');

    await user.selectOptions(dropdown, 'Order Cancel');
    expect(await screen.findByText('Teak Bench 3')).toBeInTheDocument();
    expect(screen.queryByText('Teak Bench 2')).not.toBeInTheDocument();
    expect(within(rowOf('Teak Bench 3')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves a line to its next status and updates the row', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'GET_PAID')]);
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    await user.click(await screen.findByRole('button', { name: /^Mark Processed/ }));
    await waitFor(() => expect(within(rowOf('Teak Bench 1')).getByText('Processed')).toBeInTheDocument());
    expect(within(rowOf('Teak Bench 1')).getByRole('button', { name: /^Mark Sent/ })).toBeInTheDocument();

    await user.click(within(rowOf('Teak Bench 1')).getByRole('button', { name: /^Mark Sent/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(rowOf('Teak Bench 1')).getByText('Sent')).toBeInTheDocument());
    expect(within(rowOf('Teak Bench 1')).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
  });

  it('shows the refusal when the server does not allow the move', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'PROCESSED')]);
    orders.state.refuse = 'Cannot change status from Sent to Order Cancel';
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    await user.click(await screen.findByRole('button', { name: /^Cancel order/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(orders.state.refuse)).toBeInTheDocument();
    expect(within(rowOf('Teak Bench 1')).getByText('Processed')).toBeInTheDocument();
  });

  it('pages through the lines', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders(Array.from({ length: 12 }, (_, index) => line(index + 1, 'GET_PAID')));
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    expect(await screen.findByText('Showing page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByText('Teak Bench 12')).toBeInTheDocument();
    expect(screen.queryByText('Teak Bench 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows each line’s receiver, address, phone, payment and shipment', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([
      line(1, 'GET_PAID'),
      line(2, 'PROCESSED', {
        receiverName: 'Sari Wulandari',
        address: 'Jl. Malioboro 5, Yogyakarta 55271',
        phone: '+62 811 2222 3333',
        payment: { __typename: 'Payment', id: '4', name: 'Mandiri' },
        shipment: { __typename: 'Shipment', id: '3', name: 'Local Pickup' },
      }),
    ]);
    await renderApp('/profile/seller/order', { mocks: orders.mocks });

    const first = await waitFor(() => rowOf('Teak Bench 1'));
    expect(within(first).getByText(wholeText('Ship to Budi · +62 812 3456 7890'))).toBeInTheDocument();
    expect(within(first).getByText('+62 812 3456 7890')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(first).getByText('Jl. Kemang Raya 12, Jakarta Selatan 12730')).toBeInTheDocument();
    expect(within(first).getByText('Payment: BCA · Shipment: Flat Rate')).toBeInTheDocument();
    const second = rowOf('Teak Bench 2');
    expect(within(second).getByText(wholeText('Ship to Sari Wulandari · +62 811 2222 3333'))).toBeInTheDocument();
    expect(within(second).getByText('Jl. Malioboro 5, Yogyakarta 55271')).toBeInTheDocument();
    expect(within(second).getByText('Payment: Mandiri · Shipment: Local Pickup')).toBeInTheDocument();
  });

  it('moves forward without a question and toasts the new status', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'GET_PAID')]);
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    await user.click(await screen.findByRole('button', { name: /^Mark Processed/ }));
    expect(await screen.findByText('Order #101 (Teak Bench 1) is now Processed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(orders.moves).toEqual([{ lineId: '1', status: 'PROCESSED' }]);
  });

  it.each([
    [
      'Cancel order',
      'GET_PAID' as const,
      'Cancel order #101 (Teak Bench 1)? Its stock goes back to the shop. This cannot be undone.',
      'ORDER_CANCEL' as const,
      'Order Cancel',
    ],
    [
      'Mark Sent',
      'PROCESSED' as const,
      'Mark order #101 (Teak Bench 1) as Sent? This cannot be undone.',
      'SENT' as const,
      'Sent',
    ],
    [
      'Mark Completed',
      'SENT' as const,
      'Mark order #101 (Teak Bench 1) as Completed? This cannot be undone.',
      'COMPLETED' as const,
      'Completed',
    ],
  ])(
    'asks before “%s”: Close changes nothing, Yes moves the line and toasts',
    async (button, from, question, to, label) => {
      signIn(ROLES.seller);
      const orders = fakeOrders([line(1, from)]);
      const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });
      const before = LABELS[from];

      await user.click(await screen.findByRole('button', { name: new RegExp(`^${button}`) }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(question)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(orders.moves).toEqual([]);
      expect(within(rowOf('Teak Bench 1')).getByText(before)).toBeInTheDocument();

      await user.click(within(rowOf('Teak Bench 1')).getByRole('button', { name: new RegExp(`^${button}`) }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(`Order #101 (Teak Bench 1) is now ${label}`)).toBeInTheDocument();
      expect(orders.moves).toEqual([{ lineId: '1', status: to }]);
      await waitFor(() => expect(within(rowOf('Teak Bench 1')).getByText(label)).toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    },
  );

  it('shows an unpaid line without a move it cannot make, and says why', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'WAITING_FOR_PAYMENT'), line(2, 'GET_PAID')]);
    await renderApp('/profile/seller/order', { mocks: orders.mocks });

    const unpaid = await waitFor(() => rowOf('Teak Bench 1'));
    expect(within(unpaid).getByText('Waiting for Payment')).toBeInTheDocument();
    expect(within(unpaid).getByText('Not paid yet')).toBeInTheDocument();
    const processed = within(unpaid).getByRole('button', { name: /^Mark Processed/ });
    expect(processed).toBeDisabled();
    expect(processed).toHaveAccessibleDescription('This order is not paid yet: its lines move once the customer pays.');
    expect(within(unpaid).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
    const paid = rowOf('Teak Bench 2');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Tax Rp 300,000')).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: /^Mark Processed/ })).toBeEnabled();
    expect(orders.moves).toEqual([]);
  });

  it('shows what went back to the customer for a line cancelled after payment', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([
      line(1, 'ORDER_CANCEL', { refunded: 3_300_000 }),
      line(2, 'ORDER_CANCEL', { paymentState: 'EXPIRED' }),
    ]);
    await renderApp('/profile/seller/order', { mocks: orders.mocks });

    const refunded = await waitFor(() => rowOf('Teak Bench 1'));
    expect(within(refunded).getByText('Refunded Rp 3,300,000')).toBeInTheDocument();
    const expired = rowOf('Teak Bench 2');
    expect(within(expired).getByText('Expired unpaid')).toBeInTheDocument();
    expect(within(expired).queryByText(/^Refunded/)).not.toBeInTheDocument();
  });

  it('takes a tracking number with Sent, checked with the store’s rule, and shows it on the row', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'PROCESSED')]);
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    await user.click(await screen.findByRole('button', { name: /^Mark Sent/ }));
    const dialog = await screen.findByRole('alertdialog');
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number (optional)' });
    await user.type(tracking, 'JNE 01/23');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await within(dialog).findByText('The tracking number may only have letters, digits and dashes.'),
    ).toBeInTheDocument();
    expect(orders.moves).toEqual([]);

    await user.clear(tracking);
    await user.type(tracking, ' JNE-0123456789 ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order #101 (Teak Bench 1) is now Sent')).toBeInTheDocument();
    expect(orders.moves).toEqual([{ lineId: '1', status: 'SENT', trackingNumber: 'JNE-0123456789' }]);
    await waitFor(() =>
      expect(within(rowOf('Teak Bench 1')).getByText('Tracking number: JNE-0123456789')).toBeInTheDocument(),
    );
  });

  it('keeps the question open with the store’s refusal of a tracking number', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'PROCESSED')]);
    orders.state.refuseInput = 'The tracking number must be at most 40 characters.';
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    await user.click(await screen.findByRole('button', { name: /^Mark Sent/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number (optional)' }), 'JNE-1');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText(orders.state.refuseInput)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(rowOf('Teak Bench 1')).getByText('Processed')).toBeInTheDocument();
  });
});
