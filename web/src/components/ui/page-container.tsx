import { Box, type BoxProps } from '@chakra-ui/react';

/** The centred content column every page shares. */
export function PageContainer(props: BoxProps) {
  return <Box width="100%" maxW="1200px" mx="auto" px={{ base: '5', md: '8' }} {...props} />;
}
