import { useNavigate, useSearchParams } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { PageMeta } from '../components/ui/page-meta';
import { RETURN_TO_PARAM } from '../lib/return-to';
import { safeReturnPath } from '../lib/safe-return-path';
import { startSession } from '../lib/session';
import { AccountCard } from '../features/accounts/account-card';
import { AccountTabs } from '../features/accounts/account-tabs';
import { LoginForm, type SignedIn } from '../features/accounts/login-form';
import { roleIdOf } from '../features/accounts/role';

export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  async function signedIn({ token, user }: SignedIn) {
    startSession(token, { id: Number(user.id), email: user.email, role: roleIdOf(user.role) });
    // Back to the page a guard or a button sent the person here from; only a path of this store.
    await navigate(safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? '/', { replace: true });
  }

  return (
    <>
      <PageMeta title="Login" description="Log in to your Spectrum account." />
      <PageBanner title="My Account" crumb="Login" />
      <AccountCard>
        <AccountTabs current="login">
          <LoginForm onSignedIn={signedIn} />
        </AccountTabs>
      </AccountCard>
    </>
  );
}
