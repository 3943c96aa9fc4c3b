import { Box, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { Notice } from '../../components/ui/notice';
import type { OrderFailure } from './use-place-order';

/** Why the order was refused, with each refused field. */
export function FailureNotice({ failure }: { failure: OrderFailure }) {
  return (
    <Notice tone="error">
      <Text fontWeight="semibold">{MESSAGES.transactionError}</Text>
      <Text>{failure.message}</Text>
      {failure.fieldErrors.length > 0 ? (
        <Box as="ul" pl="5" mt="1">
          {failure.fieldErrors.map((fieldError) => (
            <li key={`${fieldError.field}-${fieldError.message}`}>
              {fieldError.field}: {fieldError.message}
            </li>
          ))}
        </Box>
      ) : null}
    </Notice>
  );
}
