import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import type {
  AddAddressMutation,
  AddAddressMutationVariables,
  CreateTransactionMutation,
  CreateTransactionMutationVariables,
  OrderDetailQuery,
  OrderDetailQueryVariables,
  SimulatePaymentMutation,
  SimulatePaymentMutationVariables,
} from '../__generated__/graphql';
import { ADD_ADDRESS } from '../features/addresses/address-book-documents';
import { CREATE_TRANSACTION } from '../features/checkout/create-transaction';
import { ORDER_DETAIL_QUERY, SIMULATE_PAYMENT } from '../features/orders/order-detail-documents';
import { checkoutPageMock, DEFAULT_TEST_SELLER, line, savedCart, seedCart } from '../test/test-cart';
import { addressBookMock, savedAddress } from '../test/test-addresses';
import { enterText } from '../test/enter-text';
import { gate, renderApp, signIn } from '../test/render-app';

const CHAIR = line('1', 'Oak Chair', 1_250_000, 2, 5);
const LAMP = line('2', 'Brass Lamp', 300_000, 3, 3);
const VASE_AT_ZERO = line('3', 'Clay Vase', 90_000, 0, 4);
const CART = [VASE_AT_ZERO, LAMP, CHAIR];
const SENT_ITEMS = [
  { productId: '2', quantity: 3 },
  { productId: '1', quantity: 2 },
];

const ORDER = {
  __typename: 'Order' as const,
  id: '41',
  createdAt: '2025-03-02T10:15:00.000Z',
  receiverName: 'Ayu Lestari',
  address: 'Jl. Merdeka 10, Bandung',
  phone: '+628123456789',
  payment: { __typename: 'Payment' as const, id: '2', name: 'BNI' },
  shipment: { __typename: 'Shipment' as const, id: '2', name: 'Free shipping' },
  subtotal: 3_400_000,
  tax: 340_000,
  shipping: 0,
  paymentState: 'PAID' as const,
  money: {
    __typename: 'OrderMoney' as const,
    cancelled: { __typename: 'OrderAmounts' as const, total: 0 },
    paid: 3_740_000,
    refunded: 0,
    due: 0,
  },
  total: 3_740_000,
  lines: [
    {
      __typename: 'OrderLine' as const,
      id: '90',
      productId: '2',
      productName: 'Brass Lamp',
      image: null,
      unitPrice: 300_000,
      quantity: 3,
      lineTotal: 900_000,
      status: 'GET_PAID' as const,
      statusLabel: 'Get Paid',
      trackingNumber: null,
      updatedAt: '2025-03-02T10:15:00.000Z',
    },
    {
      __typename: 'OrderLine' as const,
      id: '91',
      productId: '1',
      productName: 'Oak Chair',
      image: null,
      unitPrice: 1_250_000,
      quantity: 2,
      lineTotal: 2_500_000,
      status: 'GET_PAID' as const,
      statusLabel: 'Get Paid',
      trackingNumber: null,
      updatedAt: '2025-03-02T10:15:00.000Z',
    },
  ],
};
const SUCCESS: CreateTransactionMutation = {
  createTransaction: { __typename: 'CreateTransactionSuccess', message: MESSAGES.transactionCreated, order: ORDER },
};

type Sent = CreateTransactionMutationVariables['input'];
type OrderDetail = NonNullable<OrderDetailQuery['order']>;

/** The same order as the store places it with a bank transfer: unpaid, every line Waiting for Payment. */
const UNPAID_ORDER = {
  ...ORDER,
  paymentState: 'UNPAID' as const,
  money: { ...ORDER.money, paid: 0, due: 3_740_000 },
  lines: ORDER.lines.map((placed) => ({
    ...placed,
    status: 'WAITING_FOR_PAYMENT' as const,
    statusLabel: 'Waiting for Payment',
  })),
};

/** The unpaid order as its own page loads it: how to pay it, and each line's history. */
const UNPAID_DETAIL: OrderDetail = {
  ...UNPAID_ORDER,
  paymentDeadline: '2025-03-03T10:15:00.000Z',
  canSimulatePayment: true,
  instructions: {
    __typename: 'PaymentInstructions',
    bank: 'BNI',
    virtualAccount: '9880800000000041',
    amount: 3_740_000,
    deadline: '2025-03-03T10:15:00.000Z',
  } as OrderDetail['instructions'],
  lines: UNPAID_ORDER.lines.map((placed) => ({ ...placed, cancellable: true, history: [] })),
};

/** The same order once the bank paid it. */
const PAID_DETAIL: OrderDetail = {
  ...UNPAID_DETAIL,
  paymentState: 'PAID',
  paymentDeadline: null,
  canSimulatePayment: false,
  instructions: null,
  money: ORDER.money,
  lines: ORDER.lines.map((placed) => ({ ...placed, cancellable: true, history: [] })),
};

/** A createTransaction mock that records every input it was sent. */
function transactionMock(
  sent: Sent[],
  answer: { data: CreateTransactionMutation } | Error,
): MockLink.MockedResponse<CreateTransactionMutation, CreateTransactionMutationVariables> {
  return {
    request: {
      query: CREATE_TRANSACTION,
      variables: (variables: CreateTransactionMutationVariables) => {
        sent.push(variables.input);
        return true;
      },
    },
    ...(answer instanceof Error ? { error: answer } : { result: answer }),
  };
}

async function fillDetails(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await enterText(user, await screen.findByRole('textbox', { name: 'Receiver name' }), 'Ayu Lestari');
  await enterText(user, screen.getByRole('textbox', { name: 'Address' }), 'Jl. Merdeka 10, Bandung');
  await enterText(user, screen.getByRole('textbox', { name: 'Phone' }), '0812-3456-789');
  await waitFor(() => expect(screen.getByRole('option', { name: 'BNI' })).toBeInTheDocument());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'BNI');
}

beforeEach(() => {
  sessionStorage.clear();
  signIn(ROLES.customer);
  seedCart(CART);
});

/** Checks out with the details filled in, the first answer lost in the network and the next one a success. */
async function checkOutAndLoseTheAnswer() {
  const sent: Sent[] = [];
  const { user } = await renderApp('/cart/checkout', {
    mocks: [
      addressBookMock(),
      checkoutPageMock(CART),
      transactionMock(sent, new Error('Network request failed')),
      transactionMock(sent, { data: SUCCESS }),
    ],
  });
  await fillDetails(user);
  await screen.findByText('Rp 3,740,000');
  await user.click(screen.getByRole('button', { name: 'Check Out' }));
  expect(await screen.findAllByText(MESSAGES.transactionError)).not.toHaveLength(0);
  // A refusal prices the cart again, and Check Out waits for that price: a click before it is ignored.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled());
  return { user, sent };
}

describe('checkout page', () => {
  it('shows the Self Information form and the order priced by the server', async () => {
    await renderApp('/cart/checkout', { mocks: [addressBookMock(), checkoutPageMock(CART)] });
    expect(await screen.findByRole('heading', { name: 'Self Information' })).toBeInTheDocument();
    expect(screen.getByText('+62')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your Order' });
    expect(await within(summary).findByText('Rp 900,000')).toBeInTheDocument();
    expect(within(summary).queryByText(/Clay Vase/)).not.toBeInTheDocument();
    expect(within(summary).getByText('Rp 3,740,000')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI']);
  });

  it('names the missing fields and sends nothing', async () => {
    const sent: Sent[] = [];
    const { user } = await renderApp('/cart/checkout', {
      mocks: [addressBookMock(), checkoutPageMock(CART), transactionMock(sent, { data: SUCCESS })],
    });
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    expect(await screen.findByText('Receiver name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('orders the real quantities with one idempotency key, empties the cart and shows the order', async () => {
    sessionStorage.setItem('spectrum:shipment', '2');
    const sent: Sent[] = [];
    // The answer waits until both clicks are done, so the second one always lands while the first is in flight.
    const answer = gate();
    const { user } = await renderApp('/cart/checkout', {
      mocks: [
        addressBookMock(),
        checkoutPageMock(CART, {}, { shipmentId: '2' }),
        transactionMock(sent, { data: SUCCESS }),
        transactionMock(sent, { data: SUCCESS }),
      ],
      hold: { CreateTransaction: answer.opened },
    });
    await fillDetails(user);
    await screen.findByText('Rp 3,740,000');
    const checkOut = screen.getByRole('button', { name: 'Check Out' });
    await user.dblClick(checkOut);
    answer.open();

    expect(await screen.findByText(MESSAGES.transactionCreated)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      items: SENT_ITEMS,
      receiverName: 'Ayu Lestari',
      address: 'Jl. Merdeka 10, Bandung',
      phone: '+628123456789',
      paymentId: '2',
      shipmentId: '2',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const order = await screen.findByRole('article', { name: 'Order #41' });
    expect(within(order).getByText('Rp 3,740,000')).toBeInTheDocument();
    expect(within(order).getAllByText('Get Paid')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/order-track');
    expect(screen.getByRole('heading', { name: 'Thank you, your order is placed' })).toHaveFocus();
    expect(savedCart()).toEqual([]);
  });

  it('says how to pay an unpaid order on the confirmation, and pays it there', async () => {
    const sent: Sent[] = [];
    const unpaid: CreateTransactionMutation = {
      createTransaction: {
        __typename: 'CreateTransactionSuccess',
        message: MESSAGES.transactionCreated,
        order: UNPAID_ORDER,
      },
    };
    const detail: MockLink.MockedResponse<OrderDetailQuery, OrderDetailQueryVariables> = {
      request: { query: ORDER_DETAIL_QUERY, variables: { id: '41' } },
      result: { data: { order: UNPAID_DETAIL } },
    };
    const paid: MockLink.MockedResponse<SimulatePaymentMutation, SimulatePaymentMutationVariables> = {
      request: { query: SIMULATE_PAYMENT, variables: { input: { orderId: '41' } } },
      result: {
        data: {
          simulatePayment: { __typename: 'SimulatePaymentSuccess', message: 'Payment received', order: PAID_DETAIL },
        },
      },
    };
    // The instructions wait until the test has seen what shows before them.
    const instructions = gate();
    const { user } = await renderApp('/cart/checkout', {
      mocks: [addressBookMock(), checkoutPageMock(CART), transactionMock(sent, { data: unpaid }), detail, paid],
      hold: { OrderDetail: instructions.opened },
    });
    await fillDetails(user);
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    // At once: what is due, and the order's page that says how to pay it.
    const howToPay = await screen.findByRole('link', { name: 'See how to pay' });
    expect(howToPay).toHaveAttribute('href', '/order-track/41');
    expect(howToPay.parentElement).toHaveTextContent('Waiting for Payment: Rp 3,740,000 is due. See how to pay');
    instructions.open();

    const panel = await screen.findByRole('region', { name: 'Payment instructions' });
    expect(panel).toHaveTextContent('Transfer exactly Rp 3,740,000 to BNI virtual account 9880800000000041 before');
    expect(screen.queryByRole('link', { name: 'See how to pay' })).not.toBeInTheDocument();
    const order = screen.getByRole('article', { name: 'Order #41' });
    expect(within(order).getAllByText('Waiting for Payment')).toHaveLength(2);
    expect(within(order).getByText('Due')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Simulate payment' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment instructions' })).not.toBeInTheDocument());
    expect(within(order).getAllByText('Get Paid')).toHaveLength(2);
    expect(within(order).queryByText('Due')).not.toBeInTheDocument();
  });

  it('retries with the same key after a lost answer', async () => {
    const { user, sent } = await checkOutAndLoseTheAnswer();
    expect(screen.getByText('Network request failed')).toBeInTheDocument();
    expect(savedCart()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText(MESSAGES.transactionCreated)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('makes a new key when the details change after a lost answer', async () => {
    const { user, sent } = await checkOutAndLoseTheAnswer();

    await user.type(screen.getByRole('textbox', { name: 'Address' }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText(MESSAGES.transactionCreated)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.address).toBe('Jl. Merdeka 10, Bandung 2');
    expect(sent[1]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('shows Transaction error and the reason when the stock ran out', async () => {
    const sent: Sent[] = [];
    const refusal: CreateTransactionMutation = {
      createTransaction: {
        __typename: 'InsufficientStockError',
        message: 'Insufficient stock for Brass Lamp',
        productId: '2',
      },
    };
    const { user } = await renderApp('/cart/checkout', {
      mocks: [addressBookMock(), checkoutPageMock(CART), transactionMock(sent, { data: refusal })],
    });
    await fillDetails(user);
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    const alert = await screen.findByText('Insufficient stock for Brass Lamp');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(MESSAGES.transactionError);
    expect(screen.getAllByText(MESSAGES.transactionError).length).toBeGreaterThanOrEqual(2);
    expect(savedCart()).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists the refused fields of a validation error', async () => {
    const sent: Sent[] = [];
    const refusal: CreateTransactionMutation = {
      createTransaction: {
        __typename: 'InputValidationError',
        message: 'phone must be a phone number',
        fieldErrors: [{ field: 'phone', message: 'must be a phone number' }],
      },
    };
    const { user } = await renderApp('/cart/checkout', {
      mocks: [addressBookMock(), checkoutPageMock(CART), transactionMock(sent, { data: refusal })],
    });
    await fillDetails(user);
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    expect(await screen.findByText('phone must be a phone number')).toBeInTheDocument();
    expect(screen.getByText('phone: must be a phone number')).toBeInTheDocument();
  });

  it('blocks checkout when the server has less stock than the cart asks', async () => {
    await renderApp('/cart/checkout', { mocks: [addressBookMock(), checkoutPageMock(CART, { '2': { stock: 1 } })] });
    expect(await screen.findByText('Only 1 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Fix your cart' })).toHaveAttribute('href', '/cart');
  });

  it("charges the quote's total with each seller's shipping", async () => {
    const withFee = { sellers: [{ ...DEFAULT_TEST_SELLER, flatRate: 25_000 }] };
    await renderApp('/cart/checkout', { mocks: [addressBookMock(), checkoutPageMock(CART, {}, withFee)] });
    const summary = screen.getByRole('region', { name: 'Your Order' });
    expect(await within(summary).findByText('Rp 3,765,000')).toBeInTheDocument();
    expect(within(summary).getAllByText('Rp 25,000')).toHaveLength(2);
    expect(within(summary).getByText('Oak & Co does not offer Local Pick Up.')).toBeInTheDocument();
    expect(within(summary).getByRole('radio', { name: 'Local Pick Up' })).toBeDisabled();
  });

  it("shows the server's refusal of a shipment and prices the cart again", async () => {
    const sent: Sent[] = [];
    const refusal: CreateTransactionMutation = {
      createTransaction: {
        __typename: 'ShipmentNotOfferedError',
        message: 'Oak & Co does not offer Flat Rate.',
      },
    };
    const notOffered = { sellers: [{ ...DEFAULT_TEST_SELLER, flatRate: 'Oak & Co does not offer Flat Rate.' }] };
    const { user } = await renderApp('/cart/checkout', {
      mocks: [
        addressBookMock(),
        { ...checkoutPageMock(CART), maxUsageCount: 1 },
        transactionMock(sent, { data: refusal }),
        checkoutPageMock(CART, {}, notOffered),
      ],
    });
    await fillDetails(user);
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    const alert = await screen.findByText('Oak & Co does not offer Flat Rate.', { selector: '[role="alert"] *' });
    expect(alert.closest('[role="alert"]')).toHaveTextContent(MESSAGES.transactionError);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Flat Rate' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(savedCart()).toHaveLength(3);
  });

  it('fills in the default address, switches to another saved one, and treats typing as a new address', async () => {
    const book = [
      savedAddress('5', 'Ayu Lestari', 'Jl. Merdeka 10, Bandung', { isDefault: true }),
      savedAddress('6', 'Budi Santoso', 'Jl. Braga 3, Bandung', { phone: '+62811222333' }),
    ];
    const { user } = await renderApp('/cart/checkout', { mocks: [addressBookMock(book), checkoutPageMock(CART)] });
    const receiver = await screen.findByRole('textbox', { name: 'Receiver name' });
    await waitFor(() => expect(receiver).toHaveValue('Ayu Lestari'));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Jl. Merdeka 10, Bandung');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('8123456789');
    const picker = screen.getByRole('combobox', { name: 'Saved address' });
    expect(picker).toHaveValue('5');
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();

    await user.selectOptions(picker, '6');
    expect(receiver).toHaveValue('Budi Santoso');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('811222333');

    await enterText(user, screen.getByRole('textbox', { name: 'Address' }), 'Jl. Braga 4, Bandung');
    expect(picker).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked();
  });

  it('saves a new address with the order when asked', async () => {
    const sent: Sent[] = [];
    const saved: AddAddressMutationVariables[] = [];
    const addAddressMock: MockLink.MockedResponse<AddAddressMutation, AddAddressMutationVariables> = {
      request: {
        query: ADD_ADDRESS,
        variables: (variables: AddAddressMutationVariables) => {
          saved.push(variables);
          return true;
        },
      },
      result: {
        data: {
          addAddress: {
            __typename: 'AddressBookUpdated',
            message: 'The address was saved',
            addresses: [savedAddress('9', 'Ayu Lestari', 'Jl. Merdeka 10, Bandung', { isDefault: true })],
          },
        },
      },
    };
    const { user } = await renderApp('/cart/checkout', {
      mocks: [addressBookMock(), checkoutPageMock(CART), transactionMock(sent, { data: SUCCESS }), addAddressMock],
    });
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    expect(await screen.findByText('The address was saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(saved).toEqual([
      {
        input: {
          receiverName: 'Ayu Lestari',
          address: 'Jl. Merdeka 10, Bandung',
          phone: '+628123456789',
          isDefault: true,
        },
      },
    ]);
  });

  it('does not save the address unless asked', async () => {
    const sent: Sent[] = [];
    const { user } = await renderApp('/cart/checkout', {
      mocks: [addressBookMock(), checkoutPageMock(CART), transactionMock(sent, { data: SUCCESS })],
    });
    await fillDetails(user);
    await screen.findByText('Rp 3,740,000');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByRole('article', { name: 'Order #41' })).toBeInTheDocument();
    expect(screen.queryByText('The address was saved')).not.toBeInTheDocument();
  });
});
