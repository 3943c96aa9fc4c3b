import { Box, Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AmountRow, TAX_LABEL } from '../../components/ui/amount-row';
import type { CartQuote } from './cart-quote';
import { LoadingBlock } from '../../components/ui/loading-block';

interface CartTotalPanelProps {
  /** The server's quote for the lines as they are now; undefined while it is being asked for. */
  quote: CartQuote | undefined;
  shipping: ReactNode;
  checkoutDisabled: boolean;
  checkoutHint?: string;
  onCheckout: () => void;
}

/** The cart's amounts exactly as the server priced them; nothing is added up here. */
export function CartTotalPanel({ quote, shipping, checkoutDisabled, checkoutHint, onCheckout }: CartTotalPanelProps) {
  return (
    <Box as="section" aria-labelledby="cart-total-heading" bg="neutral.100" p={{ base: '6', md: '8' }}>
      <Heading as="h2" id="cart-total-heading" size="md" mb="6">
        Cart Total
      </Heading>
      <Stack gap="5">
        {quote ? (
          <AmountRow label="Sub Total" amount={quote.subtotal} />
        ) : (
          <LoadingBlock label="Pricing your cart" py="2" />
        )}
        <Separator />
        {shipping}
        <Separator />
        {quote ? (
          <>
            <AmountRow label="Shipping fee" amount={quote.shipping} />
            <AmountRow label={TAX_LABEL} amount={quote.tax} muted />
            <AmountRow label="Total Price" amount={quote.total} strong />
          </>
        ) : null}
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
