import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { RouterLink } from '../../components/ui/router-link';

export function EmptyCart() {
  return (
    <Stack align="center" gap="5" py={{ base: '10', md: '16' }} textAlign="center">
      <Heading as="h2" size="lg" fontWeight="medium">
        {MESSAGES.cartEmpty}
      </Heading>
      <Text color="fg.muted">Find a piece you love and it will wait for you here.</Text>
      <Button asChild size="lg">
        <RouterLink to="/product">Continue shopping</RouterLink>
      </Button>
    </Stack>
  );
}
