import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageBanner } from '../../components/ui/page-banner';
import { PageContainer } from '../../components/ui/page-container';
import { RouterLink } from '../../components/ui/router-link';

/** The receipt that replaces the checkout form; `children` shows the order itself. */
export function OrderPlaced({ children }: { children: ReactNode }) {
  // The confirmation replaces a long form: start it from the top, with focus on its heading for screen readers.
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    confirmationRef.current?.focus();
  }, []);

  return (
    <>
      <PageBanner title="Checkout" />
      <PageContainer py={{ base: '10', md: '16' }} maxW="960px">
        <Stack gap="8">
          <Stack gap="2" textAlign="center">
            <Heading as="h2" size="xl" fontWeight="medium" ref={confirmationRef} tabIndex={-1} outline="none">
              Thank you, your order is placed
            </Heading>
            <Text color="fg.muted">We will let you know as soon as the seller sends it.</Text>
          </Stack>
          {children}
          <Flex gap="3" justify="center" wrap="wrap">
            <Button asChild size="lg">
              <RouterLink to="/order-track">Track your order</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/product">Continue shopping</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </PageContainer>
    </>
  );
}
