import { Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { PlusIcon } from './icons';

interface AddPhotoTileProps {
  /** Photos chosen so far, and the most there may be ("2 / 5"). */
  count: number;
  max: number;
  disabled: boolean;
  invalid?: boolean;
  /** The file input's name for assistive technology: its own words, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  onChoose: (files: File[]) => void;
}

/**
 * The dashed "Add photo" tile of a photo picker: the whole tile opens the file chooser (a visually hidden input),
 * and it counts the photos against the limit. The caller leaves it out once the limit is reached.
 */
export function AddPhotoTile(props: AddPhotoTileProps) {
  const { count, max, disabled, invalid = false, label, labelledBy, describedBy, onChoose } = props;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  }

  return (
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
        {count} / {max}
      </Text>
      <VisuallyHidden asChild>
        <input
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={choose}
        />
      </VisuallyHidden>
    </Stack>
  );
}
