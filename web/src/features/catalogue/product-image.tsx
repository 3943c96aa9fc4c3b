import { Flex } from '@chakra-ui/react';
import { useState } from 'react';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The intrinsic square size of the file (thumbnails 480, large photos up to 1200). */
  size: number;
  eager?: boolean;
}

/** A product photo filling its square; a product without one (or a broken file) shows a quiet frame. */
export function ProductImage({ src, alt, size, eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);

  if (!src || failed === src) {
    return (
      <Flex
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        w="100%"
        h="100%"
        align="center"
        justify="center"
        color="neutral.400"
        fontSize="xs"
        letterSpacing="0.14em"
        textTransform="uppercase"
      >
        No photo
      </Flex>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
    />
  );
}
