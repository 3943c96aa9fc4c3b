import { Button, IconButton } from '@chakra-ui/react';

interface WishlistButtonProps {
  inWishlist: boolean;
  busy: boolean;
  onToggle: () => void;
}

export function HeartIcon({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />
    </svg>
  );
}

/** The square heart beside 'Add to cart'; pressed while the product is on the wishlist. */
export function WishlistHeartButton({ inWishlist, busy, onToggle }: WishlistButtonProps) {
  return (
    <IconButton
      aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={inWishlist}
      variant="outline"
      size="lg"
      aria-busy={busy}
      onClick={onToggle}
    >
      <HeartIcon filled={inWishlist} />
    </IconButton>
  );
}

/** The underlined text control under the buttons (the spec spells it 'wistlist'). */
export function WishlistTextButton({ inWishlist, busy, onToggle }: WishlistButtonProps) {
  return (
    <Button
      variant="plain"
      alignSelf="flex-start"
      px="0"
      h="auto"
      fontSize="sm"
      textDecoration="underline"
      textUnderlineOffset="4px"
      aria-busy={busy}
      onClick={onToggle}
    >
      {inWishlist ? 'Remove from wistlist' : 'Add to wistlist'}
    </Button>
  );
}
