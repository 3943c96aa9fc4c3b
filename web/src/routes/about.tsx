import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArmchairIllustration } from '../components/illustrations/armchair';
import { AvatarIllustration } from '../components/illustrations/avatar';
import { PartnerLogos } from '../components/illustrations/partner-logos';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';

const FIGURES = [
  { value: '2015', label: 'Founded in Jakarta' },
  { value: '1,200+', label: 'Pieces in the catalogue' },
  { value: '80', label: 'Independent makers' },
  { value: '35k', label: 'Happy homes' },
] as const;

const VALUES = [
  {
    title: 'Fewer, better things',
    text: 'We choose pieces that do their job well and still look right in ten years.',
  },
  {
    title: 'Made by people we know',
    text: 'Our makers are small workshops. We visit them, and we pay them fairly and on time.',
  },
  {
    title: 'Honest prices',
    text: 'No inflated list prices and no endless sales. The price you see is the price it is worth.',
  },
] as const;

const TEAM = [
  { name: 'Andini Putri', role: 'Founder', tone: '#ebe8e3', hair: '#443d35' },
  { name: 'Reza Pratama', role: 'Head of Design', tone: '#e8ebef', hair: '#1a1a1a' },
  { name: 'Maya Sari', role: 'Maker Relations', tone: '#e6ece3', hair: '#a8872c' },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="About Spectrum, the online store and marketplace for minimal furniture and decor."
      />
      <PageBanner title="About Us" />
      <PageContainer py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '10', md: '16' }} alignItems="center">
          <Box bg="neutral.100" aspectRatio="1 / 1" display="flex" alignItems="center" justifyContent="center" p="12">
            <ArmchairIllustration color="#a8872c" title="A golden lounge armchair" />
          </Box>
          <Stack gap="5">
            <Text textStyle="eyebrow">Our story</Text>
            <Heading as="h2" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="light" lineHeight="1.15">
              We make rooms calmer, one piece at a time
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              Spectrum started with a single sofa and a small workshop in Jakarta. Today we bring together independent
              makers and the people who want furniture that lasts, on one simple marketplace.
            </Text>
            <Text color="fg.muted" lineHeight="tall">
              Lorem ipsum dolor sit amet, consectetur adipiscing elit. Every piece in our catalogue is chosen for its
              materials, its proportions and the care that went into making it.
            </Text>
          </Stack>
        </Grid>

        <SimpleGrid
          as="dl"
          columns={{ base: 2, md: 4 }}
          gap="8"
          mt={{ base: '16', md: '24' }}
          py={{ base: '10', md: '12' }}
          layerStyle="ruled"
          textAlign="center"
        >
          {FIGURES.map((figure) => (
            <Stack key={figure.label} gap="1" direction="column-reverse">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {figure.label}
              </Text>
              <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="light">
                {figure.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Stack as="section" aria-labelledby="values-heading" gap="10" mt={{ base: '16', md: '24' }}>
          <Heading id="values-heading" as="h2" size="xl" fontWeight="medium" textAlign="center">
            What we believe
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
            {VALUES.map((value, index) => (
              <Stack key={value.title} gap="3" bg="neutral.100" p="8">
                <Text fontSize="sm" color="fg.muted">
                  0{index + 1}
                </Text>
                <Heading as="h3" size="md" fontWeight="semibold">
                  {value.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                  {value.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack as="section" aria-labelledby="team-heading" gap="10" mt={{ base: '16', md: '24' }}>
          <Heading id="team-heading" as="h2" size="xl" fontWeight="medium" textAlign="center">
            The people behind Spectrum
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="10">
            {TEAM.map((person) => (
              <Stack key={person.name} align="center" gap="3" textAlign="center">
                <Box w="28" h="28">
                  <AvatarIllustration tone={person.tone} hair={person.hair} />
                </Box>
                <Text fontWeight="semibold">{person.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {person.role}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Box mt={{ base: '16', md: '24' }}>
          <PartnerLogos />
        </Box>
      </PageContainer>
    </>
  );
}
