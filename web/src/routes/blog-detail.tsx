import { Box, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BlogCover } from '../components/illustrations/blog-cover';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/ui/icons';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { BlogComments, CommentForm } from '../features/blog/blog-comments';
import { BlogSidebar, TagChip } from '../features/blog/blog-sidebar';
import { BLOG_TAGS, SAMPLE_POSTS, type SamplePost } from '../features/blog/sample-posts';

export default function BlogDetailPage() {
  return (
    <>
      <PageMeta title="Blog Detail" description="A post from the Spectrum blog, with readers' comments." />
      <BlogDetailContent />
    </>
  );
}

function BlogDetailContent() {
  const [article, previous, next] = SAMPLE_POSTS;
  if (!article || !previous || !next) return null;
  return (
    <>
      <PageBanner title="Blog Detail" />
      <PageContainer py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 300px' }} gap={{ base: '14', lg: '16' }}>
          <Stack as="article" gap="6" minW="0">
            <BlogCover subject={article.subject} tint={article.tint} aspectRatio="16 / 9" title={article.title} />
            <HStack gap="3" fontSize="xs" color="fg.muted" letterSpacing="0.08em" textTransform="uppercase">
              <Text>By {article.author}</Text>
              <Box w="1" h="1" bg="neutral.400" />
              <Text as="time">{article.date}</Text>
              <Box w="1" h="1" bg="neutral.400" />
              <Text>{article.category}</Text>
            </HStack>
            <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="medium" lineHeight="short">
              {article.title}
            </Heading>
            <Stack gap="5" color="fg.muted" lineHeight="tall">
              <Text>
                Lorem ipsum dolor sit amet, consectetur adipiscing elit. A small room asks for a sofa that takes up less
                visual space than floor space. Look for slim arms, a low back and legs that let light pass beneath the
                frame.
              </Text>
              <Box
                as="blockquote"
                borderLeftWidth="3px"
                borderColor="neutral.900"
                pl="5"
                py="1"
                color="neutral.900"
                fontSize="lg"
              >
                “Measure the room, then the doorway, then the stairs. Then measure again.”
              </Box>
              <Text>
                Seat depth matters more than width. A shallow seat keeps you upright for conversation, a deep one
                invites you to lie down. Pick the one that matches how you actually spend your evenings, and let the
                cushions and throws do the rest.
              </Text>
            </Stack>
            <HStack gap="2" flexWrap="wrap" pt="2">
              <Text fontSize="sm" fontWeight="semibold" mr="2">
                Tags:
              </Text>
              {BLOG_TAGS.slice(0, 3).map((tag) => (
                <TagChip key={tag}>{tag}</TagChip>
              ))}
            </HStack>

            <Flex
              as="nav"
              aria-label="Other articles"
              justify="space-between"
              gap="4"
              borderTopWidth="1px"
              borderBottomWidth="1px"
              borderColor="border"
              py="6"
            >
              <AdjacentPostLink direction="previous" post={previous} />
              <AdjacentPostLink direction="next" post={next} />
            </Flex>

            <BlogComments />
            <CommentForm />
          </Stack>

          <BlogSidebar />
        </Grid>
      </PageContainer>
    </>
  );
}

/** The previous or the next article, with a chevron on its outer side. */
function AdjacentPostLink({ direction, post }: { direction: 'previous' | 'next'; post: SamplePost }) {
  const previous = direction === 'previous';
  return (
    <RouterLink
      to="/blog/detail"
      display="flex"
      gap="3"
      alignItems="center"
      textAlign={previous ? undefined : 'right'}
      maxW="45%"
      aria-label={`${previous ? 'Previous' : 'Next'}: ${post.title}`}
    >
      {previous && <ChevronLeftIcon />}
      <Box>
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.1em">
          {previous ? 'Previous' : 'Next'}
        </Text>
        <Text fontSize="sm" fontWeight="medium" lineClamp="2">
          {post.title}
        </Text>
      </Box>
      {!previous && <ChevronRightIcon />}
    </RouterLink>
  );
}
