import { Box, Grid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ProductImage } from '../../components/ui/product-image';

interface ProductGalleryProps {
  name: string;
  /** Full-size photos, in order. */
  images: readonly string[];
  /** The same photos at thumbnail size. */
  thumbnails: readonly string[];
}

/** The main photo with a column (a row on phones) of thumbnails; clicking one shows it large. */
export function ProductGallery({ name, images, thumbnails }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const current = Math.min(selected, Math.max(count - 1, 0));
  const showThumbnails = count > 1;

  return (
    <Grid
      templateColumns={showThumbnails ? { base: '1fr', sm: '80px 1fr' } : '1fr'}
      templateAreas={showThumbnails ? { base: '"main" "thumbs"', sm: '"thumbs main"' } : '"main"'}
      gap={{ base: '3', sm: '4' }}
    >
      {/*
        The main photo comes first in the page, as on a phone's screen: the browser may paint a page before it has
        all of it, and a list of thumbnails painted ahead of the photo would jump down by the photo's height.
      */}
      <Box gridArea="main" bg="neutral.100" aspectRatio="1 / 1" overflow="hidden">
        <ProductImage
          thumbnail={thumbnails[current]}
          large={images[current]}
          sizes="(min-width: 75em) 460px, (min-width: 48em) 40vw, 100vw"
          alt={count > 1 ? `${name}, photo ${current + 1} of ${count}` : name}
          priority
        />
      </Box>
      {showThumbnails && (
        <Stack
          as="ul"
          aria-label="Photos"
          listStyleType="none"
          gridArea="thumbs"
          direction={{ base: 'row', sm: 'column' }}
          gap="3"
          overflowX={{ base: 'auto', sm: 'visible' }}
        >
          {thumbnails.map((thumbnail, index) => (
            <Box as="li" key={`${thumbnail}-${index}`} flexShrink="0" w={{ base: '16', sm: '100%' }}>
              <Box
                asChild
                display="block"
                w="100%"
                aspectRatio="1 / 1"
                bg="neutral.100"
                p="1"
                cursor="pointer"
                borderWidth="1px"
                borderColor={index === current ? 'neutral.900' : 'transparent'}
                _hover={{ borderColor: index === current ? 'neutral.900' : 'neutral.300' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '2px' }}
              >
                <button
                  type="button"
                  aria-label={`Show photo ${index + 1} of ${count}`}
                  aria-pressed={index === current}
                  onClick={() => setSelected(index)}
                >
                  {/* Lazy, not eager: an eager image is preloaded by the server render ahead of the large photo, the LCP. */}
                  <ProductImage thumbnail={thumbnail} alt="" sizes="80px" />
                </button>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Grid>
  );
}
