import { IconButton } from '@chakra-ui/react';
import { CountBadge } from '../../components/ui/count-badge';
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
        {count > 0 && <CountBadge>{count}</CountBadge>}
      </RouterLink>
    </IconButton>
  );
}
