import { useQuery } from '../apollo/use-query';
import { Flex, Spinner } from '@chakra-ui/react';
import { profilePathFor } from '../lib/session';
import { useSession } from '../features/auth/use-session';
import { AddProductForm } from '../features/seller/add-product-form';
import { SellerPage } from '../features/seller/seller-nav';
import { SELLING_PRODUCT_OPTIONS } from '../features/seller/selling-options-query';
import { LoadError } from '../components/ui/load-error';
import { PageMeta } from '../components/ui/page-meta';

export default function SellerAddProductPage() {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(SELLING_PRODUCT_OPTIONS);

  return (
    <>
      <PageMeta title="Selling Product" personal />
      <SellerPage title="Selling Product" profilePath={profilePathFor(session)}>
        {data ? (
          <AddProductForm categories={data.categories} brands={data.brands} colors={data.colors} />
        ) : loading ? (
          <Flex justify="center" py="16">
            <Spinner size="lg" color="neutral.900" aria-label="Loading the form" />
          </Flex>
        ) : (
          <LoadError subject="the categories, brands and colours" error={error} onRetry={() => void refetch()} />
        )}
      </SellerPage>
    </>
  );
}
