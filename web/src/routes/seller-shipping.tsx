import { useQuery } from '../apollo/use-query';
import { Flex, Spinner } from '@chakra-ui/react';
import { LoadError } from '../components/ui/load-error';
import { PageMeta } from '../components/ui/page-meta';
import { useSession } from '../features/auth/use-session';
import { SellerPage } from '../features/seller/seller-nav';
import { MY_SHIPPING_OFFER } from '../features/seller/shipping-offer-documents';
import { ShippingOfferForm } from '../features/seller/shipping-offer-form';
import { profilePathFor } from '../lib/session';

export default function SellerShippingPage() {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(MY_SHIPPING_OFFER, { fetchPolicy: 'network-only' });

  return (
    <>
      <PageMeta title="Shipping" personal />
      <SellerPage title="Shipping" profilePath={profilePathFor(session)}>
        {data ? (
          <ShippingOfferForm offer={data.myShippingOffer} />
        ) : loading ? (
          <Flex justify="center" py="16">
            <Spinner size="lg" color="neutral.900" aria-label="Loading your shipping options" />
          </Flex>
        ) : (
          <LoadError subject="your shipping options" error={error} onRetry={() => void refetch()} />
        )}
      </SellerPage>
    </>
  );
}
