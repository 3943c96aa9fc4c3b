import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyOrdersQuery, MyOrdersQueryVariables, OrderStatus } from '../__generated__/graphql';
import { ORDER_DELIVERY } from '../test/order-mocks';
import { renderApp, signIn } from '../test/render-app';
import { MY_ORDERS_QUERY, ORDERS_PER_PAGE } from './order-track';
import { pageInfo } from '../test/page-info';

type Order = MyOrdersQuery['myOrders']['items'][number];

const STATUSES: [OrderStatus, string][] = [
  ['GET_PAID', 'Get Paid'],
  ['PROCESSED', 'Processed'],
  ['SENT', 'Sent'],
  ['COMPLETED', 'Completed'],
  ['ORDER_CANCEL', 'Order Cancel'],
];

function order(id: string, statuses: [OrderStatus, string][]): Order {
  const lines = statuses.map(([status, statusLabel], index) => ({
    __typename: 'OrderLine' as const,
    id: `${id}-${index}`,
    productId: String(index + 1),
    productName: `Product ${id}.${index + 1}`,
    image: null,
    unitPrice: 100_000,
    quantity: index + 1,
    lineTotal: 100_000 * (index + 1),
    status,
    statusLabel,
    trackingNumber: null,
    updatedAt: '2025-03-03T08:00:00.000Z',
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    __typename: 'Order',
    id,
    ...ORDER_DELIVERY,
    subtotal,
    tax: subtotal / 10,
    shipping: 0,
    paymentState: 'PAID' as const,
    money: {
      __typename: 'OrderMoney' as const,
      cancelled: { __typename: 'OrderAmounts' as const, total: 0 },
      paid: subtotal + subtotal / 10,
      refunded: 0,
      due: 0,
    },
    total: subtotal + subtotal / 10,
    lines,
  } as Order;
}

function ordersMock(
  page: number,
  items: Order[],
  totalPage: number,
  totalData: number,
): MockLink.MockedResponse<MyOrdersQuery, MyOrdersQueryVariables> {
  return {
    request: { query: MY_ORDERS_QUERY, variables: { page, limit: ORDERS_PER_PAGE } },
    result: {
      data: {
        myOrders: {
          __typename: 'OrderPage',
          items,
          pageInfo: pageInfo(page, totalPage, totalData),
        } as MyOrdersQuery['myOrders'],
      },
    },
  };
}

beforeEach(() => {
  signIn(ROLES.customer);
});

describe('order tracking page', () => {
  it('lists the orders with each line status, totals and dates', async () => {
    await renderApp('/order-track', { mocks: [ordersMock(1, [order('12', STATUSES)], 1, 1)] });

    const card = await screen.findByRole('article', { name: 'Order #12' });
    for (const [, label] of STATUSES) {
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    expect(within(within(card).getByRole('listitem', { name: 'Product 12.3' })).getByText('Sent')).toBeInTheDocument();
    expect(within(card).getByText('Rp 1,500,000')).toBeInTheDocument();
    expect(within(card).getByText('Rp 1,650,000')).toBeInTheDocument();
    expect(within(card).getByText(/Placed 2 Mar 2025/)).toBeInTheDocument();
    expect(within(card).getByText('BCA · Local Pick Up')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('shows the tracking number the seller gave with Sent', async () => {
    const sent = order('14', [STATUSES[2]!, STATUSES[1]!]);
    sent.lines = sent.lines.map((line) =>
      line.status === 'SENT' ? { ...line, trackingNumber: 'JNE-0123456789' } : line,
    );
    await renderApp('/order-track', { mocks: [ordersMock(1, [sent], 1, 1)] });

    const card = await screen.findByRole('article', { name: 'Order #14' });
    const sentLine = within(card).getByRole('listitem', { name: 'Product 14.1' });
    expect(within(sentLine).getByText('Tracking number: JNE-0123456789')).toBeInTheDocument();
    const processedLine = within(card).getByRole('listitem', { name: 'Product 14.2' });
    expect(within(processedLine).queryByText(/Tracking number/)).not.toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    const { user, router } = await renderApp('/order-track', {
      mocks: [
        ordersMock(1, [order('30', [STATUSES[0]!]), order('29', [STATUSES[1]!])], 2, 7),
        ordersMock(2, [order('3', [STATUSES[3]!])], 2, 7),
      ],
    });
    expect(await screen.findByRole('article', { name: 'Order #30' })).toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Order #3' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says why the orders could not be loaded and shows them after Try again', async () => {
    const failure: MockLink.MockedResponse<MyOrdersQuery, MyOrdersQueryVariables> = {
      request: { query: MY_ORDERS_QUERY, variables: { page: 1, limit: ORDERS_PER_PAGE } },
      error: new Error('The store is not answering'),
    };
    const { user } = await renderApp('/order-track', {
      mocks: [failure, ordersMock(1, [order('30', [STATUSES[0]!])], 1, 1)],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your orders: The store is not answering',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order #30' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    await renderApp('/order-track', { mocks: [ordersMock(1, [], 1, 0)] });
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/product');
  });
});
