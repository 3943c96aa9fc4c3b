import { Box, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { AddPhotoTile } from '../../components/ui/add-photo-tile';
import { CloseIcon } from '../../components/ui/icons';
import { imageFileProblem } from '../../components/ui/image-file';
import { RemovablePhoto } from '../../components/ui/removable-photo';

/** A photo the review already has, kept by its id unless removed. */
export interface KeptReviewPhoto {
  id: string;
  thumbnail: string;
}

/** A file chosen for the review, with its local preview. */
export interface NewReviewPhoto {
  file: File;
  previewUrl: string;
}

/** The review's photos as the form holds them: the kept ones first, then the new files, in order. */
export interface ReviewPhotoDraft {
  kept: readonly KeptReviewPhoto[];
  added: readonly NewReviewPhoto[];
}

const TILE_SIZE = '24';

/** Gives the previews' memory back when the field goes away (after a save or a cancel). */
function useReleasedOnUnmount(added: readonly NewReviewPhoto[]) {
  const addedRef = useRef(added);
  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  useEffect(() => () => addedRef.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);
}

/**
 * The review's photos, up to `LIMITS.maxReviewPhotos`: each preview is its remove button, and the add tile (the
 * file input) is there while there is room. Files that are no pictures, too large, or past the limit are named and left out.
 */
export function ReviewPhotosField({
  draft,
  disabled,
  onChange,
}: {
  draft: ReviewPhotoDraft;
  disabled: boolean;
  onChange: (draft: ReviewPhotoDraft) => void;
}) {
  const [refusals, setRefusals] = useState<string[]>([]);
  const refusalsId = useId();
  const labelId = useId();
  useReleasedOnUnmount(draft.added);
  const count = draft.kept.length + draft.added.length;
  const room = LIMITS.maxReviewPhotos - count;

  async function choose(files: File[]) {
    const accepted: NewReviewPhoto[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const problem = await imageFileProblem(file);
      if (problem) refused.push(problem);
      else if (accepted.length < room) accepted.push({ file, previewUrl: URL.createObjectURL(file) });
      else refused.push(`${file.name}: ${API_MESSAGES.tooManyReviewPhotos}`);
    }
    setRefusals(refused);
    if (accepted.length > 0) onChange({ ...draft, added: [...draft.added, ...accepted] });
  }

  const tiles = [
    ...draft.kept.map((photo, index) => ({
      key: `kept-${photo.id}`,
      src: photo.thumbnail,
      remove: () => onChange({ ...draft, kept: draft.kept.filter((_, at) => at !== index) }),
    })),
    ...draft.added.map((photo, index) => ({
      key: photo.previewUrl,
      src: photo.previewUrl,
      remove: () => {
        URL.revokeObjectURL(photo.previewUrl);
        onChange({ ...draft, added: draft.added.filter((_, at) => at !== index) });
      },
    })),
  ];

  return (
    <Stack gap="2">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Photos (up to {LIMITS.maxReviewPhotos})
      </Text>
      <Flex as="ul" listStyleType="none" wrap="wrap" gap="3" aria-label="Chosen photos">
        {tiles.map((tile, index) => (
          <Box as="li" key={tile.key} w={TILE_SIZE} h={TILE_SIZE}>
            <RemovablePhoto
              src={tile.src}
              label={`Remove photo ${index + 1}`}
              size={80}
              disabled={disabled}
              onRemove={() => {
                setRefusals([]);
                tile.remove();
              }}
            >
              <Center
                position="absolute"
                top="1"
                right="1"
                boxSize="5"
                bg="rgba(26,26,26,0.6)"
                color="white"
                borderRadius="full"
              >
                <CloseIcon size={12} />
              </Center>
            </RemovablePhoto>
          </Box>
        ))}
        {room > 0 && (
          <Box as="li" w={TILE_SIZE} h={TILE_SIZE}>
            <AddPhotoTile
              count={count}
              max={LIMITS.maxReviewPhotos}
              disabled={disabled}
              labelledBy={labelId}
              describedBy={refusals.length > 0 ? refusalsId : undefined}
              onChoose={(files) => void choose(files).catch(() => undefined)}
            />
          </Box>
        )}
      </Flex>
      {refusals.length > 0 && (
        <Stack id={refusalsId} gap="1" role="alert">
          {refusals.map((refusal) => (
            <Text key={refusal} fontSize="xs" color="fg.error">
              {refusal}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
