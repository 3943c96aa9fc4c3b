import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { formatIDR } from '@spectrum/shared/money';
import { useState } from 'react';
import { errorMessage } from '../../components/ui/error-message';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { SIMULATE_PAYMENT, type OrderDetail } from './order-detail-documents';
import { formatOrderDate } from './order-fields';

/**
 * How to pay an unpaid order: the bank, the order's own virtual account, the exact amount and the deadline, all
 * from the store. Where the development provider runs, "Simulate payment" pays it as the bank would.
 */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const [simulate] = useMutation(SIMULATE_PAYMENT);
  const [paying, setPaying] = useState(false);
  const instructions = order.instructions;
  if (!instructions) return null;

  async function pay() {
    setPaying(true);
    try {
      const { data } = await simulate({ variables: { input: { orderId: order.id } } });
      const answer = data?.simulatePayment;
      if (answer?.__typename === 'SimulatePaymentSuccess') toastSuccess(answer.message);
      else toastFailure(answer?.message ?? 'The store did not answer as expected. Please try again.');
    } catch (error) {
      toastFailure(errorMessage(error));
    }
    setPaying(false);
  }

  return (
    <Box
      as="section"
      aria-label="Payment instructions"
      borderWidth="1px"
      borderColor="yellow.300"
      bg="yellow.50"
      px={{ base: '4', md: '6' }}
      py="4"
    >
      <Stack gap="2">
        <Heading as="h2" size="sm">
          Waiting for Payment
        </Heading>
        <Text fontSize="sm">
          Transfer exactly <strong>{formatIDR(instructions.amount)}</strong> to {instructions.bank} virtual account{' '}
          <strong data-testid="virtual-account">{instructions.virtualAccount}</strong> before{' '}
          {formatOrderDate(instructions.deadline)}. Unpaid orders are cancelled after the deadline.
        </Text>
        {order.canSimulatePayment ? (
          <Button size="sm" alignSelf="flex-start" onClick={() => void pay()} loading={paying}>
            Simulate payment
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
