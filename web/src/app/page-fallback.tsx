import { Flex, Spinner } from '@chakra-ui/react';

/** Shown while the first page's code loads. */
export function PageFallback() {
  return (
    <Flex minH="100dvh" align="center" justify="center">
      <Spinner size="lg" color="neutral.900" aria-label="Loading" />
    </Flex>
  );
}
