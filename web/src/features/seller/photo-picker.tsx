import { Box, Flex, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import type { ChangeEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '../../components/ui/icons';
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

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

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
          <Stack
            as="label"
            h="100%"
            align="center"
            justify="center"
            gap="1"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor={invalid ? 'red.600' : 'neutral.400'}
            color="neutral.700"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            opacity={disabled ? 0.5 : 1}
            _hover={disabled ? undefined : { borderColor: 'neutral.900', color: 'neutral.900' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '2px' }}
          >
            <PlusIcon size={22} />
            <Text fontSize="xs" fontWeight="medium">
              Add photo
            </Text>
            <Text fontSize="2xs" color="fg.muted">
              {photos.length} / {LIMITS.maxProductPhotos}
            </Text>
            <VisuallyHidden asChild>
              <input
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                aria-label="Add photos"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={choose}
              />
            </VisuallyHidden>
          </Stack>
        </Box>
      )}
    </Flex>
  );
}
