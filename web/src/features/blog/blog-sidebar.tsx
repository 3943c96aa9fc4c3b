import { Box, Flex, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BlogCover } from '../../components/illustrations/blog-cover';
import { SearchIcon } from '../../components/ui/icons';
import { RouterLink } from '../../components/ui/router-link';
import { BLOG_ARCHIVES, BLOG_CATEGORIES, BLOG_TAGS, SAMPLE_POSTS } from './sample-posts';

/** The blog's search, categories, recent posts, archives and tags: links back to the list. */
export function BlogSidebar() {
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
      <Heading as="h2" size="sm" textStyle="smallCaps">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A tag, linking to the blog's list. */
export function TagChip({ children }: { children: ReactNode }) {
  return (
    <RouterLink
      to="/blog"
      display="inline-block"
      layerStyle="framed"
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
