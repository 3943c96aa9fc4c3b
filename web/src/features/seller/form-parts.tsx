import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of the product form. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="sm" mb={hint ? '1' : '4'} letterSpacing="0.04em">
        {title}
      </Heading>
      {hint && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {hint}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** The same mark Field.RequiredIndicator draws, for the groups that are fieldsets rather than fields. */
export function RequiredMark() {
  return (
    <Text as="span" color="fg.error" aria-hidden="true">
      *
    </Text>
  );
}

export function ProblemText({ children, mt }: { children: ReactNode; mt?: string }) {
  return (
    <Text fontSize="sm" color="fg.error" mt={mt}>
      {children}
    </Text>
  );
}
