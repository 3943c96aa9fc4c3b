import { profilePathFor } from '../lib/session';
import { useLogout } from '../features/auth/use-logout';
import { useSession } from '../features/auth/use-session';
import { ProfilePanel } from '../features/profile/profile-panel';
import { SellerPage } from '../features/seller/seller-nav';
import { PageMeta } from '../components/ui/page-meta';

const SELLER_FIELDS = ['displayName', 'gender', 'storeName', 'storeDescription'] as const;

export default function SellerProfilePage() {
  const logout = useLogout();
  const session = useSession();
  return (
    <>
      <PageMeta title="Seller Profile" personal />
      <SellerPage title="Seller Profile" profilePath={profilePathFor(session)}>
        <ProfilePanel fields={SELLER_FIELDS} onLogout={logout} />
      </SellerPage>
    </>
  );
}
