import { useQuery } from '../apollo/use-query';
import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../components/ui/load-error';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { useSession } from '../features/auth/use-session';
import { EDITABLE_PRODUCT } from '../features/seller/edit-product';
import { EditProductForm } from '../features/seller/edit-product-form';
import { SellerPage, SELLER_PATHS } from '../features/seller/seller-nav';
import { SELLING_PRODUCT_OPTIONS } from '../features/seller/selling-options-query';
import { profilePathFor } from '../lib/session';

export default function SellerEditProductPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const options = useQuery(SELLING_PRODUCT_OPTIONS);
  // Always the server's copy: the form sends back the version it loaded, and a cached one may be stale.
  const product = useQuery(EDITABLE_PRODUCT, { variables: { id }, fetchPolicy: 'network-only' });
  const editable = product.data?.editableProduct;

  return (
    <>
      <PageMeta title="Edit Product" personal />
      <SellerPage title="Edit Product" profilePath={profilePathFor(session)}>
        {options.data && editable ? (
          <EditProductForm
            // A reloaded product (a new version) starts the form again from what the server has now.
            key={`${editable.id}:${editable.version}`}
            product={editable}
            options={options.data}
            onSaved={() => void navigate(SELLER_PATHS.products)}
            onReload={() => product.refetch()}
          />
        ) : product.data && editable === null ? (
          <Stack align="center" gap="4" py="16" bg="neutral.100" textAlign="center">
            <Text role="alert" color="fg.muted">
              {API_MESSAGES.productNotFound}
            </Text>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={SELLER_PATHS.products}>Back to My Product</RouterLink>
            </Button>
          </Stack>
        ) : options.error || product.error ? (
          <LoadError
            subject="the product"
            error={options.error ?? product.error}
            onRetry={() => void (options.error ? options.refetch() : product.refetch())}
          />
        ) : (
          <Flex justify="center" py="16">
            <Spinner size="lg" color="neutral.900" aria-label="Loading the product" />
          </Flex>
        )}
      </SellerPage>
    </>
  );
}
