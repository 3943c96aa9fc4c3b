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

type Line = SellerOrderRow_LineFragment & { __typename: 'SellerOrderLine' };

const LABELS: Record<OrderStatus, string> = {
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
    receiverName: 'Budi',
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A seller's order lines on a fake server; `refuse` makes the next move fail as the API would. */
function fakeOrders(lines: Line[]) {
  const listCalls: SellerOrderListQueryVariables[] = [];
  const state = { refuse: null as string | null };
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
            page,
            totalPage,
            totalData: matching.length,
            hasPrev: page > 1,
            hasNext: page < totalPage,
          },
        },
      };
    },
  };
  const move = {
    request: { query: UPDATE_ORDER_STATUS, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: UpdateOrderStatusMutationVariables) => {
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
      Object.assign(target, {
        status: input.status,
        statusLabel: LABELS[input.status],
        nextStatuses: nextStatuses(input.status),
      });
      return { data: { updateOrderStatus: { __typename: 'UpdateOrderStatusSuccess', line: { ...target } } } };
    },
  };
  return { mocks: [list, move], listCalls, state };
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
    expect(within(first).getByText('Rp 3,000,000')).toBeInTheDocument();
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
    await waitFor(() => expect(within(rowOf('Teak Bench 1')).getByText('Sent')).toBeInTheDocument());
    expect(within(rowOf('Teak Bench 1')).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
  });

  it('shows the refusal when the server does not allow the move', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders([line(1, 'PROCESSED')]);
    orders.state.refuse = 'Cannot change status from Sent to Order Cancel';
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    await user.click(await screen.findByRole('button', { name: /^Cancel order/ }));
    expect(await screen.findByText(orders.state.refuse)).toBeInTheDocument();
    expect(within(rowOf('Teak Bench 1')).getByText('Processed')).toBeInTheDocument();
  });

  it('pages through the lines', async () => {
    signIn(ROLES.seller);
    const orders = fakeOrders(Array.from({ length: 12 }, (_, index) => line(index + 1, 'GET_PAID')));
    const { user } = await renderApp('/profile/seller/order', { mocks: orders.mocks });

    expect(await screen.findByText('Showing page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByText('Teak Bench 12')).toBeInTheDocument();
    expect(screen.queryByText('Teak Bench 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
