import { Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { useState } from 'react';
import type { WishlistItem_ItemFragment } from '../../__generated__/graphql';
import { CloseIcon } from '../../components/ui/icons';
import { ProductImage } from '../../components/ui/product-image';
import { RouterLink } from '../../components/ui/router-link';

interface WishlistCardProps {
  item: WishlistItem_ItemFragment;
  eager?: boolean;
  onAddToCart: () => Promise<void>;
  onRemove: () => Promise<void>;
}

/** A wishlist product: photo, name, stock state, price, 'Add to cart' and a remove control. */
export function WishlistCard({ item, eager = false, onAddToCart, onRemove }: WishlistCardProps) {
  const { product } = item;
  const [busy, setBusy] = useState<'cart' | 'remove' | null>(null);

  async function run(action: 'cart' | 'remove', work: () => Promise<void>) {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack as="article" aria-label={product.name} gap="0" position="relative" h="100%">
      <IconButton
        aria-label={`Remove ${product.name} from wishlist`}
        variant="ghost"
        size="sm"
        position="absolute"
        top="2"
        right="2"
        zIndex="1"
        bg="white"
        _hover={{ bg: 'neutral.200' }}
        loading={busy === 'remove'}
        onClick={() => void run('remove', onRemove)}
      >
        <CloseIcon size={16} />
      </IconButton>
      <RouterLink to={`/product/detail/${product.id}`} display="block" tabIndex={-1} aria-hidden="true">
        <Box bg="neutral.100" aspectRatio="1 / 1" overflow="hidden">
          <ProductImage
            thumbnail={product.image}
            alt=""
            sizes="(min-width: 62em) 260px, (min-width: 48em) 30vw, 45vw"
            eager={eager}
          />
        </Box>
      </RouterLink>
      <Stack gap="1.5" pt="4" textAlign="center" flex="1">
        <RouterLink
          to={`/product/detail/${product.id}`}
          fontSize={{ base: 'sm', md: 'md' }}
          color="neutral.800"
          _hover={{ textDecoration: 'underline', textUnderlineOffset: '4px' }}
        >
          {product.name}
        </RouterLink>
        <Text
          fontSize="xs"
          letterSpacing="0.08em"
          textTransform="uppercase"
          color={product.inStock ? 'fg.muted' : 'fg.error'}
        >
          {product.inStock ? 'In Stock' : 'Sold out'}
        </Text>
        <Text fontWeight="bold">{formatIDR(product.price)}</Text>
      </Stack>
      <Flex pt="4" justify="center">
        <Button
          size="sm"
          w={{ base: '100%', sm: 'auto' }}
          disabled={!product.inStock}
          loading={busy === 'cart'}
          onClick={() => void run('cart', onAddToCart)}
        >
          Add to cart
        </Button>
      </Flex>
    </Stack>
  );
}
