import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AvatarIllustration } from '../illustrations/avatar';

interface CommentItemProps {
  name: string;
  date: string;
  /** The drawn avatar's skin tone and hair colour. */
  tone: string;
  hair: string;
  /** What they wrote (and a rating, for a review). */
  children: ReactNode;
}

/** One comment or review in a list (`<ol>`): avatar, name and date, then what was written. */
export function CommentItem({ name, date, tone, hair, children }: CommentItemProps) {
  return (
    <Flex as="li" gap="4" borderBottomWidth="1px" borderColor="border" pb="6">
      <Box w="12" h="12" flexShrink="0">
        <AvatarIllustration tone={tone} hair={hair} />
      </Box>
      <Stack gap="1.5">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <Text as="time" fontSize="xs" color="fg.muted">
            {date}
          </Text>
        </HStack>
        {children}
      </Stack>
    </Flex>
  );
}
