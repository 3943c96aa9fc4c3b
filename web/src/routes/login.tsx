import { useNavigate } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { startSession } from '../lib/session';
import { AccountCard } from '../features/accounts/account-card';
import { AccountTabs } from '../features/accounts/account-tabs';
import { LoginForm, type SignedIn } from '../features/accounts/login-form';
import { roleIdOf } from '../features/accounts/role';
import { useTitle } from '../hooks/use-title';

export default function LoginPage() {
  useTitle('Login');
  const navigate = useNavigate();

  async function signedIn({ token, user }: SignedIn) {
    startSession(token, { id: Number(user.id), email: user.email, role: roleIdOf(user.role) });
    await navigate('/');
  }

  return (
    <>
      <PageBanner title="My Account" crumb="Login" />
      <AccountCard>
        <AccountTabs current="login">
          <LoginForm onSignedIn={signedIn} />
        </AccountTabs>
      </AccountCard>
    </>
  );
}
