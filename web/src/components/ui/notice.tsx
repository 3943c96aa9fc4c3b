import { Box, type BoxProps } from '@chakra-ui/react';

type Tone = 'info' | 'warning' | 'error' | 'success';

const TONES: Record<Tone, { bg: string; border: string }> = {
  info: { bg: 'neutral.100', border: 'neutral.900' },
  warning: { bg: 'orange.50', border: 'orange.500' },
  error: { bg: 'red.50', border: 'red.600' },
  success: { bg: 'green.50', border: 'green.600' },
};

/** A quiet boxed message with a coloured left rule; warnings and errors are announced. */
export function Notice({ tone = 'info', children, ...props }: { tone?: Tone } & BoxProps) {
  const colors = TONES[tone];
  return (
    <Box
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      bg={colors.bg}
      borderLeftWidth="3px"
      borderColor={colors.border}
      px="4"
      py="3"
      fontSize="sm"
      lineHeight="tall"
      {...props}
    >
      {children}
    </Box>
  );
}
