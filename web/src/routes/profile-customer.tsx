import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { AddressBook } from '../features/addresses/address-book';
import { useLogout } from '../features/auth/use-logout';
import { ProfilePanel } from '../features/profile/profile-panel';

const CUSTOMER_FIELDS = ['displayName', 'gender', 'storeDescription'] as const;

export default function CustomerProfilePage() {
  const logout = useLogout();
  return (
    <>
      <PageMeta title="Customer Profile" personal />
      <PageBanner title="Customer Profile" crumb="Profile" />
      <PageContainer py={{ base: '10', md: '16' }}>
        <ProfilePanel fields={CUSTOMER_FIELDS} onLogout={logout} />
        <AddressBook />
      </PageContainer>
    </>
  );
}
