import { useQuery } from '../apollo/use-query';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { useParams } from 'react-router';
import { ChevronLeftIcon } from '../components/ui/icons';
import { LoadError } from '../components/ui/load-error';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { ORDER_DETAIL_QUERY } from '../features/orders/order-detail-documents';
import { OrderDetailView } from '../features/orders/order-detail-view';
import { LoadingBlock } from '../components/ui/loading-block';

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(ORDER_DETAIL_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <PageMeta title="Order Detail" personal />
      <PageBanner title="Order Tracking" />
      <PageContainer py={{ base: '10', md: '16' }} maxW="960px">
        <Stack gap="6">
          <RouterLink to="/order-track" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
            <ChevronLeftIcon size={14} /> Back to your orders
          </RouterLink>
          {error && !data ? (
            <LoadError subject="this order" error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <LoadingBlock label="Loading the order" py="16" />
          ) : data.order ? (
            <OrderDetailView order={data.order} />
          ) : (
            <OrderNotFound />
          )}
        </Stack>
      </PageContainer>
    </>
  );
}

function OrderNotFound() {
  return (
    <Stack align="center" gap="5" py={{ base: '10', md: '16' }} textAlign="center">
      <Heading as="h2" size="lg" fontWeight="medium">
        {API_MESSAGES.orderNotFound}
      </Heading>
      <Text color="fg.muted">There is no order with this number among yours.</Text>
      <Button asChild size="lg">
        <RouterLink to="/order-track">See your orders</RouterLink>
      </Button>
    </Stack>
  );
}
