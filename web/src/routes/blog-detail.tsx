import { Box, Button, Flex, Grid, Heading, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../components/ui/themed/field';
import { LIMITS } from '@spectrum/shared/constants';
import { useState, type ReactNode } from 'react';
import { AvatarIllustration } from '../components/illustrations/avatar';
import { BlogCover } from '../components/illustrations/blog-cover';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '../components/ui/icons';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { BLOG_ARCHIVES, BLOG_CATEGORIES, BLOG_TAGS, SAMPLE_POSTS } from '../features/blog/sample-posts';

const SAMPLE_COMMENTS = [
  {
    name: 'Dewi Lestari',
    date: 'March 13, 2019',
    text: 'Raised legs really do make a difference. We swapped our skirted sofa and the room looks twice as big.',
    tone: '#ebe8e3',
    hair: '#443d35',
  },
  {
    name: 'Michael Tan',
    date: 'March 13, 2019',
    text: 'Great tips on seat depth. I wish I had read this before buying my last sofa!',
    tone: '#e8ebef',
    hair: '#1a1a1a',
  },
  {
    name: 'Sarah Wijaya',
    date: 'March 14, 2019',
    text: 'Would love a follow-up on fabrics that survive cats. Linen has not been kind to us.',
    tone: '#e6ece3',
    hair: '#a8872c',
  },
  {
    name: 'Budi Santoso',
    date: 'March 15, 2019',
    text: 'Simple and useful. Measuring the doorway first saved us a very awkward delivery day.',
    tone: '#f1ede4',
    hair: '#5b4636',
  },
] as const;

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
              <RouterLink
                to="/blog/detail"
                display="flex"
                gap="3"
                alignItems="center"
                maxW="45%"
                aria-label={`Previous: ${previous.title}`}
              >
                <ChevronLeftIcon />
                <Box>
                  <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.1em">
                    Previous
                  </Text>
                  <Text fontSize="sm" fontWeight="medium" lineClamp="2">
                    {previous.title}
                  </Text>
                </Box>
              </RouterLink>
              <RouterLink
                to="/blog/detail"
                display="flex"
                gap="3"
                alignItems="center"
                textAlign="right"
                maxW="45%"
                aria-label={`Next: ${next.title}`}
              >
                <Box>
                  <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.1em">
                    Next
                  </Text>
                  <Text fontSize="sm" fontWeight="medium" lineClamp="2">
                    {next.title}
                  </Text>
                </Box>
                <ChevronRightIcon />
              </RouterLink>
            </Flex>

            <Comments />
            <CommentForm />
          </Stack>

          <Sidebar />
        </Grid>
      </PageContainer>
    </>
  );
}

function Comments() {
  return (
    <Stack as="section" aria-labelledby="comments-heading" gap="6">
      <Heading id="comments-heading" as="h2" size="lg">
        {SAMPLE_COMMENTS.length} Comments
      </Heading>
      <Stack as="ol" listStyleType="none" gap="6">
        {SAMPLE_COMMENTS.map((comment) => (
          <Flex as="li" key={comment.name} gap="4" borderBottomWidth="1px" borderColor="border" pb="6">
            <Box w="12" h="12" flexShrink="0">
              <AvatarIllustration tone={comment.tone} hair={comment.hair} />
            </Box>
            <Stack gap="1">
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight="semibold">{comment.name}</Text>
                <Text as="time" fontSize="xs" color="fg.muted">
                  {comment.date}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineHeight="tall">
                {comment.text}
              </Text>
            </Stack>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

export function CommentForm() {
  const [comment, setComment] = useState('');
  return (
    <Stack as="form" aria-labelledby="comment-form-heading" gap="5" onSubmit={(event) => event.preventDefault()}>
      <Heading id="comment-form-heading" as="h2" size="lg">
        Leave a comment
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <Field.Root required>
          <Field.Label fontSize="sm">
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input name="name" autoComplete="name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label fontSize="sm">
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input name="email" type="email" autoComplete="email" />
        </Field.Root>
      </Grid>
      <Field.Root required>
        <Field.Label fontSize="sm">
          Comment <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name="comment"
          rows={6}
          maxLength={LIMITS.commentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, LIMITS.commentMaxLength))}
        />
        <Field.HelperText alignSelf="flex-end" aria-live="polite">
          {comment.length}/{LIMITS.commentMaxLength}
        </Field.HelperText>
      </Field.Root>
      <Button type="submit" alignSelf="flex-start">
        Post Comment
      </Button>
    </Stack>
  );
}

function Sidebar() {
  return (
    <Stack as="aside" aria-label="Blog sidebar" gap="10">
      <form role="search" aria-label="Blog" onSubmit={(event) => event.preventDefault()}>
        <Flex>
          <Input name="q" aria-label="Search the blog" placeholder="Search ..." />
          <IconButton type="submit" aria-label="Submit blog search" size="md" h="11" w="11">
            <SearchIcon size={18} />
          </IconButton>
        </Flex>
      </form>
      <SidebarSection title="Categories">
        <Stack as="ul" listStyleType="none" gap="3">
          {BLOG_CATEGORIES.map((category) => (
            <Flex as="li" key={category.name} justify="space-between" fontSize="sm" color="fg.muted">
              <RouterLink to="/blog" _hover={{ color: 'neutral.900' }}>
                {category.name}
              </RouterLink>
              <Text>({category.count})</Text>
            </Flex>
          ))}
        </Stack>
      </SidebarSection>
      <SidebarSection title="Recent News">
        <Stack as="ul" listStyleType="none" gap="4">
          {SAMPLE_POSTS.slice(1, 4).map((post) => (
            <Flex as="li" key={post.title} gap="3" align="center">
              <BlogCover subject={post.subject} tint={post.tint} w="16" h="16" flexShrink="0" />
              <Box>
                <RouterLink
                  to="/blog/detail"
                  fontSize="sm"
                  fontWeight="medium"
                  lineHeight="short"
                  _hover={{ textDecoration: 'underline' }}
                >
                  {post.title}
                </RouterLink>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {post.date}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </SidebarSection>
      <SidebarSection title="Archives">
        <Stack as="ul" listStyleType="none" gap="3">
          {BLOG_ARCHIVES.map((month) => (
            <li key={month}>
              <RouterLink to="/blog" fontSize="sm" color="fg.muted" _hover={{ color: 'neutral.900' }}>
                {month}
              </RouterLink>
            </li>
          ))}
        </Stack>
      </SidebarSection>
      <SidebarSection title="Tags">
        <Flex as="ul" listStyleType="none" gap="2" flexWrap="wrap">
          {BLOG_TAGS.map((tag) => (
            <li key={tag}>
              <TagChip>{tag}</TagChip>
            </li>
          ))}
        </Flex>
      </SidebarSection>
    </Stack>
  );
}

function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="5" aria-label={title}>
      <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="0.14em" fontSize="xs">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function TagChip({ children }: { children: ReactNode }) {
  return (
    <RouterLink
      to="/blog"
      display="inline-block"
      borderWidth="1px"
      borderColor="border"
      px="3"
      py="1"
      fontSize="xs"
      color="fg.muted"
      _hover={{ borderColor: 'neutral.900', color: 'neutral.900' }}
    >
      {children}
    </RouterLink>
  );
}
