import { Box, Center, Text } from '@chakra-ui/react';
import { CloseIcon } from '../../components/ui/icons';
import { RemovablePhoto } from '../../components/ui/removable-photo';
import type { ChosenPhoto } from './use-photo-selection';

interface PhotoTileProps {
  photo: ChosenPhoto;
  /** 1-based place in the list; the first is the cover. */
  position: number;
  /** Upload progress (0–1) while sending a new photo, else undefined. */
  fraction: number | undefined;
  disabled: boolean;
  onRemove: () => void;
}

/** One chosen photo's preview; the whole tile is its remove button. */
export function PhotoTile({ photo, position, fraction, disabled, onRemove }: PhotoTileProps) {
  return (
    <Box position="relative" w="100%" aspectRatio="1">
      <RemovablePhoto
        src={photo.previewUrl}
        label={`Remove photo ${position} (${photo.name})`}
        size={112}
        disabled={disabled}
        onRemove={onRemove}
        css={{
          '& [data-remove-hint]': { opacity: 0, transition: 'opacity 0.2s' },
          '&:hover:not(:disabled) [data-remove-hint], &:focus-visible [data-remove-hint]': { opacity: 1 },
        }}
      >
        <Center data-remove-hint="" position="absolute" inset="0" bg="rgba(26,26,26,0.45)" color="white">
          <CloseIcon size={22} />
        </Center>
        {position === 1 && (
          <Text
            position="absolute"
            top="0"
            left="0"
            bg="neutral.900"
            color="white"
            fontSize="2xs"
            letterSpacing="0.1em"
            textTransform="uppercase"
            px="1.5"
            py="0.5"
          >
            Cover
          </Text>
        )}
      </RemovablePhoto>
      {fraction !== undefined && <UploadBar fraction={fraction} photoNumber={position} />}
    </Box>
  );
}

function UploadBar({ fraction, photoNumber }: { fraction: number; photoNumber: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box
      role="progressbar"
      aria-label={`Upload of photo ${photoNumber}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      position="absolute"
      left="0"
      right="0"
      bottom="0"
      h="1.5"
      bg="rgba(255,255,255,0.8)"
    >
      <Box h="100%" w={`${percent}%`} bg="neutral.900" transition="width 0.2s" />
    </Box>
  );
}
