import { Box, Center } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The widths the store keeps of every product photo: a 480 px square thumbnail and a large copy fitted
 * inside 1200 px. The server hands both out as URLs; nothing in between exists.
 */
export const PHOTO_WIDTHS = { thumbnail: 480, large: 1200 } as const;

interface ProductImageProps {
  /** The photo's thumbnail URL, when the caller has it. */
  thumbnail?: string | null;
  /** The same photo's large URL, when the caller has it. */
  large?: string | null;
  alt: string;
  /** How wide the image shows at each viewport, for the browser's pick between the two files. */
  sizes?: string;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
  /** The page's largest image (its LCP): fetched at once and ahead of other images. */
  priority?: boolean;
  /**
   * A fixed square of this many pixels on light grey, the photo cropped to fill it (cart and seller
   * rows). Without it the photo fills its container, whole.
   */
  square?: number;
}

interface Candidate {
  url: string;
  width: number;
}

function candidates(thumbnail: string | null | undefined, large: string | null | undefined): Candidate[] {
  const found: Candidate[] = [];
  if (thumbnail) found.push({ url: thumbnail, width: PHOTO_WIDTHS.thumbnail });
  if (large) found.push({ url: large, width: PHOTO_WIDTHS.large });
  return found;
}

/**
 * A product photo. Given both stored sizes it offers them as a srcset so a small slot fetches the
 * thumbnail and a large or dense screen the large copy; a missing or broken photo leaves a quiet frame.
 */
export function ProductImage({
  thumbnail,
  large,
  alt,
  sizes,
  eager = false,
  priority = false,
  square,
}: ProductImageProps) {
  const sources = candidates(thumbnail, large);
  // The largest file is the fallback for the rare browser that ignores srcset.
  const fallback = sources.at(-1);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !fallback || failed === fallback.url;

  const image = broken ? null : (
    <img
      src={fallback.url}
      srcSet={sources.length > 1 ? sources.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined}
      sizes={sources.length > 1 ? (sizes ?? (square ? `${square}px` : '100vw')) : undefined}
      alt={alt}
      width={square ?? fallback.width}
      height={square ?? fallback.width}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(fallback.url)}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: square ? 'cover' : 'contain',
      }}
    />
  );

  if (square) {
    // A row thumbnail is too small for words: without a photo the grey square stays alone.
    return (
      <Box bg="neutral.100" w={`${square}px`} h={`${square}px`} flexShrink="0" overflow="hidden">
        {image}
      </Box>
    );
  }
  if (image) return image;
  return (
    <Center
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      w="100%"
      h="100%"
      color="neutral.400"
      fontSize="xs"
      letterSpacing="0.14em"
      textTransform="uppercase"
    >
      No photo
    </Center>
  );
}
