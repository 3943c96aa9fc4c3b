import { useApolloClient, useMutation } from '@apollo/client/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { SKIP_SESSION_EXPIRY } from '../../apollo/client';
import { endSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toasts';

export const LOGOUT = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/** Ends the session on the server (best effort), then locally, and sends the person to /login. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const [logout] = useMutation(LOGOUT, { context: { [SKIP_SESSION_EXPIRY]: true } });
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The server may already have ended this session; signing out here must still succeed.
    }
    endSession();
    await client.clearStore();
    toastSuccess(MESSAGES.logoutSuccess);
    await navigate('/login');
  }, [client, logout, navigate]);
}
