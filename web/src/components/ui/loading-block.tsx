import { Flex, Spinner, type FlexProps } from '@chakra-ui/react';

/** A spinner centred in the space its content will take, named for what loads. */
export function LoadingBlock({ label, py }: { label: string; py: FlexProps['py'] }) {
  return (
    <Flex justify="center" py={py}>
      <Spinner color="neutral.900" aria-label={label} />
    </Flex>
  );
}
