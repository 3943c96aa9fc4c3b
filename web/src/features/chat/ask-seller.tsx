import { Button } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../components/ui/router-link';
import { loginPathFor } from '../../lib/return-to';
import { toastFailure } from '../../lib/toasts';

/**
 * "Ask the seller" on a product's page: a customer goes to the conversation with its seller; a visitor logs in
 * first and comes back to it. Sellers talk to customers only, so they see no button.
 */
export function AskSellerButton({
  productId,
  viewer,
}: {
  productId: string;
  viewer: 'customer' | 'visitor' | 'other-role';
}) {
  const navigate = useNavigate();
  const to = `/chat?product=${productId}`;
  if (viewer === 'customer') {
    return (
      <Button asChild variant="outline" size="sm" alignSelf="flex-start">
        <RouterLink to={to}>Ask the seller</RouterLink>
      </Button>
    );
  }
  if (viewer !== 'visitor') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      alignSelf="flex-start"
      onClick={() => {
        toastFailure(MESSAGES.loginFirst, { id: MESSAGES.loginFirst });
        void navigate(loginPathFor(to));
      }}
    >
      Ask the seller
    </Button>
  );
}
