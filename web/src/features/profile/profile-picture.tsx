import { Box } from '@chakra-ui/react';

const PICTURE_SIZE = 160;

/** Our own stand-in portrait for a profile without a picture: a quiet silhouette on light grey. */
function PlaceholderPortrait() {
  return (
    <svg
      viewBox="0 0 160 160"
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      role="img"
      aria-label="No profile picture yet"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="160" height="160" fill="#f5f5f5" />
      <circle cx="80" cy="62" r="28" fill="#d9d9d9" />
      <path d="M28 160c4-34 26-52 52-52s48 18 52 52z" fill="#d9d9d9" />
      <path d="M58 52c4-14 14-20 22-20s20 6 23 20c-8-7-15-9-23-9s-15 2-22 9z" fill="#b3b3b3" />
    </svg>
  );
}

/** The profile picture in a circle: a new choice first, then the saved one, else the placeholder. */
export function ProfilePicture({ src }: { src: string | null }) {
  return (
    <Box
      w={`${PICTURE_SIZE}px`}
      h={`${PICTURE_SIZE}px`}
      borderRadius="full"
      overflow="hidden"
      bg="neutral.100"
      layerStyle="framed"
      flexShrink="0"
      css={{ '& img, & svg': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } }}
    >
      {src ? (
        <img src={src} alt="Profile picture" width={PICTURE_SIZE} height={PICTURE_SIZE} />
      ) : (
        <PlaceholderPortrait />
      )}
    </Box>
  );
}
