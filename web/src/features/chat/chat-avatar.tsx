import { Box, Image } from '@chakra-ui/react';
import { AvatarIllustration } from '../../components/illustrations/avatar';

/** The other side's picture, or the drawn portrait when they have none. */
export function ChatAvatar({ image, size }: { image: string | null | undefined; size: string }) {
  return (
    <Box w={size} h={size} flexShrink="0" borderRadius="full" overflow="hidden">
      {image ? <Image src={image} alt="" w="full" h="full" objectFit="cover" /> : <AvatarIllustration />}
    </Box>
  );
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** When a message was sent, as a reader sees it. */
export function formatSentAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME_FORMAT.format(date);
}
