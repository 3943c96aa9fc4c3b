import { Box, Button, Flex, Grid, Heading, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { useState } from 'react';
import { SofaIllustration } from '../components/illustrations/sofa';
import { CommentItem } from '../components/ui/comment-item';
import { MetaRow } from '../components/ui/meta-row';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { QuantityStepper } from '../components/ui/quantity-stepper';
import { RouterLink } from '../components/ui/router-link';
import { RatingSummary, Stars } from '../components/ui/stars';
import { Field } from '../components/ui/themed/field';
import { Tabs } from '../components/ui/themed/tabs';
import { SAMPLE_GALLERY, SAMPLE_PRODUCT, SAMPLE_REVIEWS } from '../features/reviews/sample-reviews';
import { HeartIcon } from '../features/wishlist/wishlist-buttons';

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
  const [main] = SAMPLE_GALLERY;
  return (
    <Grid templateColumns="72px minmax(0, 1fr)" gap="4">
      <Stack gap="3">
        {SAMPLE_GALLERY.map((color) => (
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
      <RatingSummary rating={5} reviews={2} />
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
          <HeartIcon filled={false} />
        </IconButton>
      </Flex>
      <Button variant="plain" alignSelf="flex-start" px="0" fontSize="sm" textDecoration="underline">
        Add to wistlist
      </Button>
      <Stack as="dl" gap="1.5" fontSize="sm" borderTopWidth="1px" borderColor="border" pt="5">
        <MetaRow term="SKU">N/A</MetaRow>
        <MetaRow term="Categories">{SAMPLE_PRODUCT.categories.join(', ')}</MetaRow>
        <MetaRow term="Product ID">{SAMPLE_PRODUCT.id}</MetaRow>
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
          <MetaRow term="Width">210 cm</MetaRow>
          <MetaRow term="Depth">92 cm</MetaRow>
          <MetaRow term="Height">78 cm</MetaRow>
          <MetaRow term="Materials">Oak, linen blend</MetaRow>
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
        <CommentItem key={review.name} name={review.name} date={review.date} tone={review.tone} hair={review.hair}>
          <Stars rating={review.rating} />
          <Text fontSize="sm" color="fg.muted" lineHeight="tall">
            {review.text}
          </Text>
        </CommentItem>
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
