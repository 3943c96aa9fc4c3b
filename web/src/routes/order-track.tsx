import { useQuery } from '../apollo/use-query';
import { Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../__generated__/gql';
import { LoadError } from '../components/ui/load-error';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { Pager } from '../components/ui/pager';
import { RouterLink } from '../components/ui/router-link';
import { OrderView } from '../features/orders/order-view';

export const ORDERS_PER_PAGE = 5;

const PAGER_LABELS = { navigation: 'Order pages', previous: 'Previous page', next: 'Next page' };

export const MY_ORDERS_QUERY = graphql(`
  query MyOrders($page: Int!, $limit: Int!) {
    myOrders(page: $page, limit: $limit) {
      items {
        ...OrderFields
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function OrderTrackPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, loading, error, refetch } = useQuery(MY_ORDERS_QUERY, {
    variables: { page, limit: ORDERS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.myOrders;

  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});

  return (
    <>
      <PageMeta title="Order Tracking" personal />
      <PageBanner title="Order Tracking" />
      <PageContainer py={{ base: '10', md: '16' }} maxW="960px">
        {error && !orders ? (
          <LoadError subject="your orders" error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : !orders ? (
          <Flex justify="center" py="16">
            <Spinner color="neutral.900" aria-label="Loading your orders" />
          </Flex>
        ) : orders.pageInfo.totalData === 0 ? (
          <Stack align="center" gap="5" py={{ base: '10', md: '16' }} textAlign="center">
            <Heading as="h2" size="lg" fontWeight="medium">
              You have no orders yet
            </Heading>
            <Text color="fg.muted">When you check out, your orders and their status will show here.</Text>
            <Button asChild size="lg">
              <RouterLink to="/product">Start shopping</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="8">
            <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
              <Heading as="h2" size="lg">
                Your orders
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {orders.pageInfo.totalData} {orders.pageInfo.totalData === 1 ? 'order' : 'orders'}
                {loading ? ' · refreshing…' : ''}
              </Text>
            </Flex>
            <Stack gap="6">
              {orders.items.map((order) => (
                <OrderView
                  key={order.id}
                  order={order}
                  headingLevel="h3"
                  actions={
                    <RouterLink
                      to={`/order-track/${order.id}`}
                      aria-label={`Details of order #${order.id}`}
                      fontSize="sm"
                      fontWeight="medium"
                      textDecoration="underline"
                    >
                      Details and status history
                    </RouterLink>
                  }
                />
              ))}
            </Stack>
            {orders.pageInfo.totalPage > 1 ? (
              <Pager count="sentence" labels={PAGER_LABELS} position={orders.pageInfo} onPage={goTo} />
            ) : null}
          </Stack>
        )}
      </PageContainer>
    </>
  );
}
