import { Button, Stack, Text } from '@chakra-ui/react';

interface LoadErrorProps {
  /** What failed to load, as the sentence names it: "your orders", "the categories, brands and colours". */
  subject: string;
  error?: { message: string };
  onRetry: () => void;
}

/** A query that failed: says what and why, and offers to ask again. */
export function LoadError({ subject, error, onRetry }: LoadErrorProps) {
  return (
    <Stack align="center" gap="4" py="12" textAlign="center" role="alert">
      <Text>
        We could not load {subject}
        {error ? `: ${error.message}` : '.'}
      </Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
