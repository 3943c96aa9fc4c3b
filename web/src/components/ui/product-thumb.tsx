import { Box } from '@chakra-ui/react';

interface ProductThumbProps {
  src: string | null;
  alt: string;
  size?: number;
}

/** A square product thumbnail on the store's light grey, or the grey square alone when there is no photo. */
export function ProductThumb({ src, alt, size = 80 }: ProductThumbProps) {
  return (
    <Box bg="neutral.100" w={`${size}px`} h={`${size}px`} flexShrink="0" overflow="hidden">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  );
}
