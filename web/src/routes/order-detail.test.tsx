import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CancelOrderLineMutation,
  CancelOrderLineMutationVariables,
  CancelOrderMutation,
  CancelOrderMutationVariables,
  MyOrdersQuery,
  MyOrdersQueryVariables,
  OrderDetailQuery,
  OrderDetailQueryVariables,
  SimulatePaymentMutation,
  SimulatePaymentMutationVariables,
} from '../__generated__/graphql';
import {
  CANCEL_ORDER,
  CANCEL_ORDER_LINE,
  ORDER_DETAIL_QUERY,
  SIMULATE_PAYMENT,
} from '../features/orders/order-detail-documents';
import { ORDER_DELIVERY } from '../test/order-mocks';
import { renderApp, signIn } from '../test/render-app';
import { MY_ORDERS_QUERY, ORDERS_PER_PAGE } from './order-track';
import { pageInfo } from '../test/page-info';

type Order = NonNullable<OrderDetailQuery['order']>;
type Line = Order['lines'][number];

const PLACED = {
  __typename: 'OrderLineEvent' as const,
  from: null,
  to: 'GET_PAID' as const,
  toLabel: 'Get Paid',
  changedBy: 'CUSTOMER' as const,
  changedByName: 'Ayu Lestari',
  reason: null,
  at: '2025-03-02T10:15:00.000Z',
};

function orderLine(id: string, productName: string, overrides: Partial<Line> = {}): Line {
  return {
    __typename: 'OrderLine',
    id,
    productId: id,
    productName,
    image: null,
    unitPrice: 100_000,
    quantity: 2,
    lineTotal: 200_000,
    status: 'GET_PAID',
    statusLabel: 'Get Paid',
    trackingNumber: null,
    updatedAt: '2025-03-02T10:15:00.000Z',
    cancellable: true,
    history: [PLACED],
    ...overrides,
  } as Line;
}

const LAMP_SENT = orderLine('81', 'Brass Lamp', {
  status: 'SENT',
  statusLabel: 'Sent',
  cancellable: false,
  history: [
    PLACED,
    {
      ...PLACED,
      from: 'GET_PAID',
      to: 'PROCESSED',
      toLabel: 'Processed',
      changedBy: 'SELLER',
      changedByName: 'Casa Jati',
      at: '2025-03-03T08:00:00.000Z',
    },
    {
      ...PLACED,
      from: 'PROCESSED',
      to: 'SENT',
      toLabel: 'Sent',
      changedBy: 'SELLER',
      changedByName: null,
      at: '2025-03-04T09:30:00.000Z',
    },
  ],
});
const CHAIR = orderLine('80', 'Oak Chair');
const CHAIR_CANCELLED = orderLine('80', 'Oak Chair', {
  status: 'ORDER_CANCEL',
  statusLabel: 'Order Cancel',
  cancellable: false,
  history: [
    PLACED,
    { ...PLACED, from: 'GET_PAID', to: 'ORDER_CANCEL', toLabel: 'Order Cancel', at: '2025-03-02T11:00:00.000Z' },
  ],
});

function order(lines: Line[]): Order {
  return {
    __typename: 'Order',
    id: '12',
    ...ORDER_DELIVERY,
    subtotal: 400_000,
    tax: 40_000,
    shipping: 0,
    total: 440_000,
    paymentState: 'PAID',
    paymentDeadline: null,
    canSimulatePayment: false,
    instructions: null,
    money: {
      __typename: 'OrderMoney',
      cancelled: { __typename: 'OrderAmounts', total: 0 },
      paid: 440_000,
      refunded: 0,
      due: 0,
    },
    lines,
  } as Order;
}

function detailMock(
  found: Order | null,
  id = '12',
): MockLink.MockedResponse<OrderDetailQuery, OrderDetailQueryVariables> {
  return { request: { query: ORDER_DETAIL_QUERY, variables: { id } }, result: { data: { order: found } } };
}

function cancelLineMock(
  sent: string[],
  answer: CancelOrderLineMutation['cancelOrderLine'],
): MockLink.MockedResponse<CancelOrderLineMutation, CancelOrderLineMutationVariables> {
  return {
    request: {
      query: CANCEL_ORDER_LINE,
      variables: (variables: CancelOrderLineMutationVariables) => {
        sent.push(String(variables.input.lineId));
        return true;
      },
    },
    result: { data: { cancelOrderLine: answer } },
  };
}

function lineItem(name: string) {
  return screen.getByRole('listitem', { name });
}

beforeEach(() => {
  signIn(ROLES.customer);
});

/** The same order unpaid: its instructions and what is due, as the store sends them. */
function unpaid(lines: Line[], canSimulatePayment = true): Order {
  return {
    ...order(lines),
    paymentState: 'UNPAID',
    paymentDeadline: '2025-03-03T10:15:00.000Z',
    canSimulatePayment,
    instructions: {
      __typename: 'PaymentInstructions',
      bank: 'BCA',
      virtualAccount: '3988800000000012',
      amount: 440_000,
      deadline: '2025-03-03T10:15:00.000Z',
    } as Order['instructions'],
    money: { ...order(lines).money, paid: 0, due: 440_000 },
  };
}

describe('an unpaid order', () => {
  it('shows the bank, its virtual account, the exact amount due and the deadline, and pays with Simulate payment', async () => {
    const sent: string[] = [];
    const paid: MockLink.MockedResponse<SimulatePaymentMutation, SimulatePaymentMutationVariables> = {
      request: {
        query: SIMULATE_PAYMENT,
        variables: (variables: SimulatePaymentMutationVariables) => {
          sent.push(String(variables.input.orderId));
          return true;
        },
      },
      result: {
        data: {
          simulatePayment: { __typename: 'SimulatePaymentSuccess', message: 'Payment received', order: order([CHAIR]) },
        },
      },
    };
    const { user } = await renderApp('/order-track/12', { mocks: [detailMock(unpaid([CHAIR])), paid] });
    const panel = await screen.findByRole('region', { name: 'Payment instructions' });
    expect(panel).toHaveTextContent('Transfer exactly Rp 440,000 to BCA virtual account 3988800000000012 before');
    expect(screen.getByText('Due')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Simulate payment' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(sent).toEqual(['12']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment instructions' })).not.toBeInTheDocument());
  });

  it('keeps every amount of a line Waiting for Payment on one line, "Rp" with its digits', async () => {
    const waiting = orderLine('80', 'Oak Chair', {
      status: 'WAITING_FOR_PAYMENT',
      statusLabel: 'Waiting for Payment',
      unitPrice: 2_450_000,
      lineTotal: 4_900_000,
    });
    await renderApp('/order-track/12', { mocks: [detailMock(unpaid([waiting]))] });
    const item = await screen.findByRole('listitem', { name: 'Oak Chair' });
    expect(within(item).getByText('Waiting for Payment')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(item).getByText('Rp 4,900,000')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(item).getByText('Rp 2,450,000')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('offers no Simulate payment where the store does not (production)', async () => {
    await renderApp('/order-track/12', { mocks: [detailMock(unpaid([CHAIR], false))] });
    const panel = await screen.findByRole('region', { name: 'Payment instructions' });
    expect(within(panel).queryByRole('button', { name: 'Simulate payment' })).not.toBeInTheDocument();
  });
});

describe('order detail page', () => {
  it('is reached from the order tracking list', async () => {
    const list: MockLink.MockedResponse<MyOrdersQuery, MyOrdersQueryVariables> = {
      request: { query: MY_ORDERS_QUERY, variables: { page: 1, limit: ORDERS_PER_PAGE } },
      result: {
        data: {
          myOrders: {
            __typename: 'OrderPage',
            items: [order([CHAIR])],
            pageInfo: pageInfo(1, 1, 1),
          } as MyOrdersQuery['myOrders'],
        },
      },
    };
    const { user, router } = await renderApp('/order-track', { mocks: [list, detailMock(order([CHAIR]))] });
    await user.click(await screen.findByRole('link', { name: 'Details of order #12' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-track/12'));
    expect(await screen.findByRole('region', { name: 'Status history of Oak Chair' })).toBeInTheDocument();
  });

  it("shows each line's status and its history: what, who and when", async () => {
    await renderApp('/order-track/12', { mocks: [detailMock(order([LAMP_SENT, CHAIR]))] });

    const history = await screen.findByRole('region', { name: 'Status history of Brass Lamp' });
    const events = within(history)
      .getAllByRole('listitem')
      .map((event) => event.textContent);
    expect(events).toEqual([
      expect.stringMatching(/^Ordered \(Get Paid\) · by you · 2 Mar 2025/),
      expect.stringMatching(/^Processed · by the seller, Casa Jati · 3 Mar 2025/),
      expect.stringMatching(/^Sent · by the seller · 4 Mar 2025/),
    ]);
    expect(within(lineItem('Brass Lamp')).getAllByText('Sent').length).toBeGreaterThan(0);
    expect(within(lineItem('Brass Lamp')).queryByRole('button', { name: 'Cancel Brass Lamp' })).not.toBeInTheDocument();
    expect(within(lineItem('Oak Chair')).getByRole('button', { name: 'Cancel Oak Chair' })).toBeInTheDocument();
    // One line is already on its way, so the order as a whole can no longer be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // Each line can start a conversation with its seller.
    expect(
      within(lineItem('Brass Lamp')).getByRole('link', { name: 'Ask the seller about Brass Lamp' }),
    ).toHaveAttribute('href', `/chat?line=${LAMP_SENT.id}`);
  });

  it('says why a line was cancelled when no person chose it: the payment deadline passed', async () => {
    const expired = orderLine('82', 'Teak Stool', {
      status: 'ORDER_CANCEL',
      statusLabel: 'Order Cancel',
      cancellable: false,
      history: [
        { ...PLACED, to: 'WAITING_FOR_PAYMENT', toLabel: 'Waiting for Payment' },
        {
          ...PLACED,
          from: 'WAITING_FOR_PAYMENT',
          to: 'ORDER_CANCEL',
          toLabel: 'Order Cancel',
          reason: 'Not paid by the payment deadline',
          at: '2025-03-03T10:15:00.000Z',
        },
      ],
    });
    await renderApp('/order-track/12', { mocks: [detailMock(order([expired]))] });

    const history = await screen.findByRole('region', { name: 'Status history of Teak Stool' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      /^Order Cancel · Not paid by the payment deadline · 3 Mar 2025/,
    );
  });

  it('cancels a line at Get Paid only after the confirmation, and toasts the result', async () => {
    const sent: string[] = [];
    const { user } = await renderApp('/order-track/12', {
      mocks: [
        detailMock(order([LAMP_SENT, CHAIR])),
        cancelLineMock(sent, {
          __typename: 'CancelOrderSuccess',
          message: 'Order line cancelled',
          order: order([LAMP_SENT, CHAIR_CANCELLED]),
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Oak Chair' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cancel 2 × Oak Chair from order #12?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(within(lineItem('Oak Chair')).getByText('Get Paid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Oak Chair' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Order line cancelled')).toBeInTheDocument();
    expect(sent).toEqual(['80']);
    await waitFor(() => expect(within(lineItem('Oak Chair')).getAllByText('Order Cancel').length).toBeGreaterThan(0));
    expect(within(lineItem('Oak Chair')).queryByRole('button', { name: 'Cancel Oak Chair' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history of Oak Chair' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(/^Order Cancel · by you · 2 Mar 2025/);
  });

  it('cancels the whole order when every line is still at Get Paid', async () => {
    const sent: string[] = [];
    const lamp = orderLine('81', 'Brass Lamp');
    const cancelled = (line: Line): Line => ({
      ...line,
      status: 'ORDER_CANCEL',
      statusLabel: 'Order Cancel',
      cancellable: false,
    });
    const cancelOrder: MockLink.MockedResponse<CancelOrderMutation, CancelOrderMutationVariables> = {
      request: {
        query: CANCEL_ORDER,
        variables: (variables: CancelOrderMutationVariables) => {
          sent.push(String(variables.input.orderId));
          return true;
        },
      },
      result: {
        data: {
          cancelOrder: {
            __typename: 'CancelOrderSuccess',
            message: 'Order cancelled',
            order: order([cancelled(lamp), cancelled(CHAIR)]),
          },
        },
      },
    };
    const { user } = await renderApp('/order-track/12', { mocks: [detailMock(order([lamp, CHAIR])), cancelOrder] });

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cancel order #12? Every product in it will be cancelled.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(sent).toEqual(['12']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it("toasts the store's refusal and leaves the line as it was", async () => {
    const sent: string[] = [];
    const refusal = API_MESSAGES.notCancellable('Processed');
    const { user } = await renderApp('/order-track/12', {
      mocks: [
        detailMock(order([CHAIR])),
        cancelLineMock(sent, { __typename: 'IllegalStatusChangeError', message: refusal }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Oak Chair' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sent).toEqual(['80']);
    expect(within(lineItem('Oak Chair')).getByText('Get Paid')).toBeInTheDocument();
  });

  it('says so when the order is not one of yours', async () => {
    await renderApp('/order-track/99', { mocks: [detailMock(null, '99')] });
    expect(await screen.findByRole('heading', { name: API_MESSAGES.orderNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/order-track');
  });
});
