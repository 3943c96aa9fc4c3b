import { useNavigate } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { AccountCard } from '../features/accounts/account-card';
import { AccountTabs } from '../features/accounts/account-tabs';
import { RegisterForm } from '../features/accounts/register-form';
import { useTitle } from '../hooks/use-title';

export default function RegisterPage() {
  useTitle('Register');
  const navigate = useNavigate();
  return (
    <>
      <PageBanner title="My Account" crumb="Register" />
      <AccountCard>
        <AccountTabs current="register">
          <RegisterForm onRegistered={() => navigate('/login')} />
        </AccountTabs>
      </AccountCard>
    </>
  );
}
