import { Button, type StackProps } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { EmptyState } from '../../components/ui/empty-state';
import { RouterLink } from '../../components/ui/router-link';

interface EmptyCartProps {
  hint?: string;
  py?: StackProps['py'];
}

/** The spec's empty cart, with a way back to the shop. */
export function EmptyCart({ hint = 'Find a piece you love and it will wait for you here.', py }: EmptyCartProps) {
  return (
    <EmptyState
      title={MESSAGES.cartEmpty}
      description={hint}
      py={py}
      action={
        <Button asChild size="lg">
          <RouterLink to="/product">Continue shopping</RouterLink>
        </Button>
      }
    />
  );
}
