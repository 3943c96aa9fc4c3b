import { Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VasesIllustration } from '../components/illustrations/vase';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';

/** The countdown is fixed: the page promises nothing it cannot keep. */
export const LAUNCH_COUNTDOWN = [
  { value: 9, unit: 'Days' },
  { value: 12, unit: 'Hours' },
  { value: 13, unit: 'Mins' },
  { value: 20, unit: 'Secs' },
] as const;

export default function ComingSoonPage() {
  return (
    <>
      <PageMeta title="Coming Soon" description="This part of Spectrum is coming soon." />
      <Box bg="neutral.100" flex="1">
        <PageContainer py={{ base: '14', md: '24' }}>
          <Stack align="center" textAlign="center" gap={{ base: '8', md: '10' }} maxW="2xl" mx="auto">
            <Box w={{ base: '40', md: '52' }} h={{ base: '32', md: '40' }}>
              <VasesIllustration />
            </Box>
            <Stack gap="4">
              <Text textStyle="eyebrow">Something new is on its way</Text>
              <Heading
                as="h1"
                fontSize={{ base: '4xl', md: '6xl' }}
                fontWeight="bold"
                letterSpacing="-0.02em"
                lineHeight="1"
              >
                Coming Soon
              </Heading>
              <Text color="fg.muted" maxW="lg" mx="auto">
                We are putting the finishing touches on this page. Leave your e-mail and we will tell you the moment it
                opens.
              </Text>
            </Stack>

            <SimpleGrid
              as="ul"
              listStyleType="none"
              aria-label="Time until launch"
              columns={4}
              gap={{ base: '2', md: '4' }}
              w="100%"
              maxW="lg"
            >
              {LAUNCH_COUNTDOWN.map((part) => (
                <Stack as="li" key={part.unit} gap="1" bg="white" py={{ base: '4', md: '6' }} align="center">
                  <Text fontSize={{ base: '3xl', md: '5xl' }} fontWeight="light" lineHeight="1">
                    {part.value}
                  </Text>
                  <Text
                    fontSize={{ base: '2xs', md: 'xs' }}
                    letterSpacing="0.16em"
                    textTransform="uppercase"
                    color="fg.muted"
                  >
                    {part.unit}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>

            <Box as="form" w="100%" maxW="lg" onSubmit={(event) => event.preventDefault()} aria-label="Subscribe">
              <Flex direction={{ base: 'column', sm: 'row' }} gap="2">
                <Input
                  type="email"
                  name="email"
                  aria-label="Email address"
                  placeholder="Enter your e-mail"
                  bg="white"
                />
                <Button type="submit" h="11" flexShrink="0">
                  Subscribe
                </Button>
              </Flex>
            </Box>
          </Stack>
        </PageContainer>
      </Box>
    </>
  );
}
