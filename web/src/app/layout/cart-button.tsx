import { Box, IconButton } from '@chakra-ui/react';
import { BagIcon } from '../../components/ui/icons';
import { RouterLink } from '../../components/ui/router-link';
import { useCartCount } from '../../features/cart/use-cart-count';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The cart in the header at every width. It leads to /cart, which asks a visitor to log in first (the
 * cart page and checkout are a customer's); the count is this browser's and shows once the page runs.
 */
export function CartButton() {
  const count = useCartCount();
  return (
    <IconButton asChild aria-label={cartLabel(count)} variant="ghost" size="sm" position="relative">
      <RouterLink to="/cart">
        <BagIcon />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0"
            right="0"
            minW="4"
            h="4"
            px="1"
            fontSize="2xs"
            lineHeight="1rem"
            fontWeight="semibold"
            textAlign="center"
            bg="neutral.900"
            color="white"
            borderRadius="full"
          >
            {count}
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
}
