import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { useLogout } from '../features/auth/use-logout';
import { ProfilePanel } from '../features/profile/profile-panel';
import { useTitle } from '../hooks/use-title';

const CUSTOMER_FIELDS = ['displayName', 'gender', 'storeDescription'] as const;

export default function CustomerProfilePage() {
  useTitle('Customer Profile');
  const logout = useLogout();
  return (
    <>
      <PageBanner title="Customer Profile" crumb="Profile" />
      <PageContainer py={{ base: '10', md: '16' }}>
        <ProfilePanel fields={CUSTOMER_FIELDS} onLogout={logout} />
      </PageContainer>
    </>
  );
}
