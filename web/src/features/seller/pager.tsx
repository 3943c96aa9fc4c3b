import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';

interface PagerProps {
  page: number;
  totalPage: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** 'Showing page X of Y' with previous and next buttons, each disabled at its end. */
export function Pager({ page, totalPage, hasPrev, hasNext, onPage }: PagerProps) {
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" gap="4" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing page {page} of {totalPage}
      </Text>
      <HStack gap="2">
        <Button variant="outline" size="sm" disabled={!hasPrev} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon size={14} />
          Prev
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon size={14} />
        </Button>
      </HStack>
    </Flex>
  );
}
