import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description: string;
  /** A way on, such as a button to the shop. */
  action?: ReactNode;
  py?: StackProps['py'];
}

/** What a list or a page shows while it has nothing to list: a heading, a sentence and maybe a way on. */
export function EmptyState({ title, description, action, py = { base: '10', md: '16' } }: EmptyStateProps) {
  return (
    // A button below the sentence wants more air than the sentence below the heading.
    <Stack align="center" gap={action ? '5' : '3'} py={py} textAlign="center">
      <Heading as="h2" size="lg" fontWeight="medium">
        {title}
      </Heading>
      <Text color="fg.muted">{description}</Text>
      {action}
    </Stack>
  );
}
