import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BlogCover } from '../components/illustrations/blog-cover';
import { ArrowRightIcon } from '../components/ui/icons';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { CapsLink } from '../components/ui/router-link';
import { SAMPLE_POSTS } from '../features/blog/sample-posts';

export default function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Ideas and stories about furniture, decor and living spaces from the Spectrum blog."
      />
      <PageBanner title="Blog" />
      <PageContainer py={{ base: '12', md: '20' }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '12', md: '10' }}>
          {SAMPLE_POSTS.map((post) => (
            <Stack as="article" key={post.title} gap="4">
              <BlogCover subject={post.subject} tint={post.tint} aspectRatio="4 / 3" />
              <HStack gap="3" fontSize="xs" color="fg.muted" letterSpacing="0.08em" textTransform="uppercase">
                <Text>{post.category}</Text>
                <Box w="1" h="1" bg="neutral.400" />
                <Text as="time">{post.date}</Text>
              </HStack>
              <Heading as="h2" size="lg" fontWeight="medium" lineHeight="short">
                {post.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                {post.excerpt}
              </Text>
              <CapsLink
                to="/blog/detail"
                display="inline-flex"
                alignItems="center"
                gap="2"
                alignSelf="flex-start"
                aria-label={`Read More: ${post.title}`}
              >
                Read More
                <ArrowRightIcon size={14} />
              </CapsLink>
            </Stack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </>
  );
}
