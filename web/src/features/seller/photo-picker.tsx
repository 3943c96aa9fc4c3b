import { Box, Flex, IconButton, Stack } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { AddPhotoTile } from '../../components/ui/add-photo-tile';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
import { PhotoTile } from './photo-tile';
import type { ChosenPhoto } from './use-photo-selection';

interface PhotoPickerProps {
  photos: readonly ChosenPhoto[];
  /** Upload progress per photo (0–1) while the form is being sent, else null; kept photos have none. */
  progress: readonly (number | undefined)[] | null;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
}

const TILE_SIZE = { base: '24', sm: '28' } as const;

/**
 * Up to five photos with previews, the first being the cover: the add tile disappears at five, clicking
 * a preview removes it, and the arrows under a preview move it earlier or later.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const { photos, progress, disabled, invalid, describedBy, onAdd, onRemove, onMove } = props;

  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="3" aria-label="Chosen photos">
      {photos.map((photo, index) => (
        <Stack as="li" key={photo.key} gap="1" w={TILE_SIZE}>
          <PhotoTile
            photo={photo}
            position={index + 1}
            fraction={progress?.[index]}
            disabled={disabled}
            onRemove={() => onRemove(photo.key)}
          />
          {photos.length > 1 && (
            <Flex justify="space-between">
              <IconButton
                variant="ghost"
                size="2xs"
                aria-label={`Move photo ${index + 1} earlier`}
                disabled={disabled || index === 0}
                onClick={() => onMove(photo.key, -1)}
              >
                <ChevronLeftIcon size={14} />
              </IconButton>
              <IconButton
                variant="ghost"
                size="2xs"
                aria-label={`Move photo ${index + 1} later`}
                disabled={disabled || index === photos.length - 1}
                onClick={() => onMove(photo.key, 1)}
              >
                <ChevronRightIcon size={14} />
              </IconButton>
            </Flex>
          )}
        </Stack>
      ))}

      {photos.length < LIMITS.maxProductPhotos && (
        <Box as="li" w={TILE_SIZE} h={TILE_SIZE}>
          <AddPhotoTile
            count={photos.length}
            max={LIMITS.maxProductPhotos}
            disabled={disabled}
            invalid={invalid}
            label="Add photos"
            describedBy={describedBy}
            onChoose={onAdd}
          />
        </Box>
      )}
    </Flex>
  );
}
