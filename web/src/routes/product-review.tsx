import { Box, Button, Flex, Grid, Heading, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../components/ui/themed/field';
import { Tabs } from '../components/ui/themed/tabs';
import { useState } from 'react';
import { COLORS } from '@spectrum/shared/constants';
import { formatIDR } from '@spectrum/shared/money';
import { AvatarIllustration } from '../components/illustrations/avatar';
import { SofaIllustration } from '../components/illustrations/sofa';
import { StarIcon } from '../components/ui/icons';
import { QuantityStepper } from '../components/ui/quantity-stepper';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';

const SAMPLE_PRODUCT = {
  id: 12,
  name: 'Minimal Lounge Sofa',
  price: 4_500_000,
  stock: 8,
  categories: ['Sofa', 'Living Room'],
  description:
    'A low, deep three-seater on solid oak legs. The frame is kiln-dried hardwood, the cushions are feather-wrapped foam and every cover zips off for washing.',
} as const;

const GALLERY = [COLORS[1], COLORS[2], COLORS[3], COLORS[4]].filter((color) => color !== undefined);

const SAMPLE_REVIEWS = [
  {
    name: 'Dewi Lestari',
    date: 'March 2, 2019',
    rating: 5,
    text: 'Comfortable, beautifully made and the colour is exactly as shown. Delivery was quick and careful.',
    tone: '#ebe8e3',
    hair: '#443d35',
  },
  {
    name: 'Michael Tan',
    date: 'February 18, 2019',
    rating: 4,
    text: 'Great sofa for a small apartment. The seat is a little firm at first but softens after a week.',
    tone: '#e8ebef',
    hair: '#1a1a1a',
  },
] as const;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <HStack gap="0.5" color="neutral.900" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} size={14} filled={star <= rating} />
      ))}
    </HStack>
  );
}

/** A static product page with its reviews tab open: a mock-up, nothing here is wired. */
export default function ProductReviewPage() {
  return (
    <>
      <PageMeta title="Product Review" description="What shoppers say about a product at Spectrum." />
      <PageBanner title="Product Detail" crumb="Review" />
      <PageContainer py={{ base: '10', md: '16' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
          gap={{ base: '10', md: '14' }}
        >
          <SampleGallery />
          <SampleSummary />
        </Grid>
        <SampleTabs />

        <Text mt="6" fontSize="sm" color="fg.muted">
          Looking for the real thing?{' '}
          <RouterLink to="/product" textDecoration="underline" color="neutral.900">
            Browse all products
          </RouterLink>
        </Text>
      </PageContainer>
    </>
  );
}

/** The sample sofa in four colours beside the first one, large. */
function SampleGallery() {
  const [main] = GALLERY;
  return (
    <Grid templateColumns="72px minmax(0, 1fr)" gap="4">
      <Stack gap="3">
        {GALLERY.map((color) => (
          <Box
            key={color.id}
            bg="neutral.100"
            aspectRatio="1 / 1"
            p="1.5"
            borderWidth="1px"
            borderColor={color === main ? 'neutral.900' : 'transparent'}
          >
            <SofaIllustration color={color.hex} title={`${SAMPLE_PRODUCT.name} in ${color.color_name}`} />
          </Box>
        ))}
      </Stack>
      <Box bg="neutral.100" aspectRatio="1 / 1" display="flex" alignItems="center" p={{ base: '4', md: '8' }}>
        {main && <SofaIllustration color={main.hex} title={`${SAMPLE_PRODUCT.name} in ${main.color_name}`} />}
      </Box>
    </Grid>
  );
}

/** Name, rating, price, stock, the cart and wishlist buttons and the product's facts. */
function SampleSummary() {
  const [quantity, setQuantity] = useState(1);
  return (
    <Stack gap="5">
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium">
        {SAMPLE_PRODUCT.name}
      </Heading>
      <HStack gap="3">
        <Stars rating={5} label="Rated 5 out of 5" />
        <Text fontSize="sm" color="fg.muted">
          2 (reviews)
        </Text>
      </HStack>
      <Text fontSize="2xl" fontWeight="bold">
        {formatIDR(SAMPLE_PRODUCT.price)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Stock: {SAMPLE_PRODUCT.stock}
      </Text>
      <Text color="fg.muted" lineHeight="tall">
        {SAMPLE_PRODUCT.description}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <QuantityStepper value={quantity} min={1} max={SAMPLE_PRODUCT.stock} onChange={setQuantity} />
        <Button size="lg">Add to cart</Button>
        <IconButton aria-label="Like this product" variant="outline" size="lg">
          <HeartIcon />
        </IconButton>
      </Flex>
      <Button variant="plain" alignSelf="flex-start" px="0" fontSize="sm" textDecoration="underline">
        Add to wistlist
      </Button>
      <Stack as="dl" gap="1.5" fontSize="sm" borderTopWidth="1px" borderColor="border" pt="5">
        <MetaRow term="SKU" value="N/A" />
        <MetaRow term="Categories" value={SAMPLE_PRODUCT.categories.join(', ')} />
        <MetaRow term="Product ID" value={String(SAMPLE_PRODUCT.id)} />
      </Stack>
    </Stack>
  );
}

/** Description, additional information and the reviews, opened on the reviews. */
function SampleTabs() {
  return (
    <Tabs.Root defaultValue="review" variant="line" mt={{ base: '14', md: '20' }}>
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        <Tabs.Trigger value="information">Additional Information</Tabs.Trigger>
        <Tabs.Trigger value="review">Review (2)</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" py="8" color="fg.muted" lineHeight="tall" maxW="3xl">
        {SAMPLE_PRODUCT.description}
      </Tabs.Content>
      <Tabs.Content value="information" py="8" maxW="3xl">
        <Stack as="dl" gap="2" fontSize="sm">
          <MetaRow term="Width" value="210 cm" />
          <MetaRow term="Depth" value="92 cm" />
          <MetaRow term="Height" value="78 cm" />
          <MetaRow term="Materials" value="Oak, linen blend" />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="review" py="8">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '12', lg: '16' }}>
          <SampleReviews />
          <ReviewForm />
        </Grid>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function SampleReviews() {
  return (
    <Stack as="ol" listStyleType="none" gap="6">
      {SAMPLE_REVIEWS.map((review) => (
        <Flex as="li" key={review.name} gap="4" borderBottomWidth="1px" borderColor="border" pb="6">
          <Box w="12" h="12" flexShrink="0">
            <AvatarIllustration tone={review.tone} hair={review.hair} />
          </Box>
          <Stack gap="1.5">
            <HStack gap="3" flexWrap="wrap">
              <Text fontWeight="semibold">{review.name}</Text>
              <Text as="time" fontSize="xs" color="fg.muted">
                {review.date}
              </Text>
            </HStack>
            <Stars rating={review.rating} label={`Rated ${review.rating} out of 5`} />
            <Text fontSize="sm" color="fg.muted" lineHeight="tall">
              {review.text}
            </Text>
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

/** A review form that goes nowhere: submitting it only keeps the page where it is. */
function ReviewForm() {
  return (
    <Stack as="form" aria-labelledby="review-form-heading" gap="5" onSubmit={(event) => event.preventDefault()}>
      <Heading id="review-form-heading" as="h2" size="lg">
        Add a review
      </Heading>
      <Field.Root>
        <Field.Label fontSize="sm">Your review</Field.Label>
        <Textarea name="review" rows={5} />
      </Field.Root>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <Field.Root>
          <Field.Label fontSize="sm">Name</Field.Label>
          <Input name="name" autoComplete="name" />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">Email</Field.Label>
          <Input name="email" type="email" autoComplete="email" />
        </Field.Root>
      </Grid>
      <Button type="submit" alignSelf="flex-start">
        Submit
      </Button>
    </Stack>
  );
}

function MetaRow({ term, value }: { term: string; value: string }) {
  return (
    <Flex gap="2">
      <Text as="dt" fontWeight="semibold" minW="24">
        {term}:
      </Text>
      <Text as="dd" color="fg.muted">
        {value}
      </Text>
    </Flex>
  );
}

function HeartIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />
    </svg>
  );
}
