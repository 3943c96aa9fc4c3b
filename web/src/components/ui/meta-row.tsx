import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One "Term: value" row of a product's facts (inside a `<dl>`). */
export function MetaRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Flex gap="2">
      <Text as="dt" fontWeight="semibold" minW="24">
        {term}:
      </Text>
      <Text as="dd" color="fg.muted">
        {children}
      </Text>
    </Flex>
  );
}
