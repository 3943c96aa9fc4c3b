import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface RemovablePhotoProps {
  src: string;
  /** The button's accessible name, e.g. "Remove photo 2 (sofa.jpg)". */
  label: string;
  /** The preview's intrinsic size in pixels (it fills its tile). */
  size: number;
  disabled: boolean;
  onRemove: () => void;
  /** Extra styles, e.g. a hint shown on hover. */
  css?: SystemStyleObject;
  /** Drawn over the photo: the remove hint, a Cover label. */
  children?: ReactNode;
}

/** A chosen photo's preview that is its own remove button (the seller's product photos, a review's photos). */
export function RemovablePhoto({ src, label, size, disabled, onRemove, css, children }: RemovablePhotoProps) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      title="Remove this photo"
      disabled={disabled}
      onClick={onRemove}
      position="relative"
      display="block"
      w="100%"
      h="100%"
      layerStyle="photoFrame"
      cursor={disabled ? 'default' : 'pointer'}
      outline="0"
      _focusVisible={{ outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '2px' }}
      css={css}
    >
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {children}
    </chakra.button>
  );
}
