import { useNavigate } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { PageMeta } from '../components/ui/page-meta';
import { AccountCard } from '../features/accounts/account-card';
import { AccountTabs } from '../features/accounts/account-tabs';
import { RegisterForm } from '../features/accounts/register-form';

export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="Register" description="Create a Spectrum account to shop for furniture or to sell your own." />
      <PageBanner title="My Account" crumb="Register" />
      <AccountCard>
        <AccountTabs current="register">
          <RegisterForm onRegistered={() => navigate('/login')} />
        </AccountTabs>
      </AccountCard>
    </>
  );
}
