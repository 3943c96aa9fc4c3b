import { Box, Button, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { formatIDR } from '@spectrum/shared/money';
import type { ReactNode } from 'react';

interface CartTotalPanelProps {
  subtotal: number;
  tax: number;
  total: number;
  shipping: ReactNode;
  checkoutDisabled: boolean;
  checkoutHint?: string;
  onCheckout: () => void;
}

export function CartTotalPanel({
  subtotal,
  tax,
  total,
  shipping,
  checkoutDisabled,
  checkoutHint,
  onCheckout,
}: CartTotalPanelProps) {
  return (
    <Box as="section" aria-labelledby="cart-total-heading" bg="neutral.100" p={{ base: '6', md: '8' }}>
      <Heading as="h2" id="cart-total-heading" size="md" mb="6">
        Cart Total
      </Heading>
      <Stack gap="5">
        <AmountRow label="Sub Total" amount={subtotal} />
        <Separator />
        {shipping}
        <Separator />
        <AmountRow label={TAX_LABEL} amount={tax} muted />
        <AmountRow label="Total Price" amount={total} strong />
        <Button size="lg" w="full" disabled={checkoutDisabled} onClick={onCheckout}>
          Procced To Check Out
        </Button>
        {checkoutHint ? (
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {checkoutHint}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The tax line's label wherever an amount is broken down. */
export const TAX_LABEL = `Tax (${LIMITS.taxPercent}%)`;

export function AmountRow({
  label,
  amount,
  strong = false,
  muted = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <Flex as="dl" justify="space-between" align="baseline" gap="4" color={muted ? 'fg.muted' : undefined}>
      <Text as="dt" fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? 'semibold' : 'normal'}>
        {label}
      </Text>
      <Text as="dd" fontSize={strong ? 'lg' : 'sm'} fontWeight={strong ? 'bold' : 'medium'}>
        {formatIDR(amount)}
      </Text>
    </Flex>
  );
}
