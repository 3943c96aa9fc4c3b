import { Box, Center, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { COLORS } from '@spectrum/shared/constants';
import { AvatarIllustration } from '../components/illustrations/avatar';
import { PartnerLogos } from '../components/illustrations/partner-logos';
import { RoomSceneIllustration } from '../components/illustrations/room-scene';
import { SofaIllustration } from '../components/illustrations/sofa';
import { ArrowDownIcon, ArrowRightIcon } from '../components/ui/icons';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { CapsLink, SolidLink } from '../components/ui/router-link';

function colorHex(name: string): string {
  return COLORS.find((color) => color.color_name === name)?.hex ?? '#7888b8';
}

interface Promo {
  eyebrow: string;
  title: string;
  text: string;
  sofa: string;
  accent: string;
  label: string;
}

const PROMOS: readonly Promo[] = [
  {
    eyebrow: 'New collection',
    title: 'Sofas shaped for slow Sunday mornings',
    text: 'Deep seats, soft backs and solid oak legs. Pieces that settle into a room and stay for years.',
    sofa: colorHex('Ship Cove'),
    accent: colorHex('Fuel Yellow'),
    label: 'A blue three-seat sofa with a yellow cushion',
  },
  {
    eyebrow: 'Living room',
    title: 'Quiet colours, honest materials',
    text: 'Upholstery in muted tones that sit easily beside wood, stone and linen. Nothing loud, nothing extra.',
    sofa: colorHex('Armadillo'),
    accent: '#f5f5f5',
    label: 'A dark brown three-seat sofa with a white cushion',
  },
  {
    eyebrow: 'Made to last',
    title: 'Furniture you keep, not replace',
    text: 'Frames built by hand, covers you can take off and wash. Good design should not wear out in a season.',
    sofa: colorHex('East Bay'),
    accent: colorHex('Luxor Gold'),
    label: 'A navy three-seat sofa with a gold cushion',
  },
];

export default function LandingPage() {
  return (
    <>
      <PageMeta
        title="Minimal Furniture Store"
        description="Spectrum is an online store and marketplace for minimal furniture and decor: find pieces for every room and buy them from independent sellers."
      />
      <Hero />
      <Box as="section" aria-label="Collections" py={{ base: '16', md: '24' }}>
        <PageContainer>
          <Stack gap={{ base: '16', md: '24' }}>
            {PROMOS.map((promo, index) => (
              <PromoBlock key={promo.title} promo={promo} imageFirst={index % 2 === 0} />
            ))}
          </Stack>
        </PageContainer>
      </Box>
      <Testimonial />
      <Box as="section" aria-labelledby="partners-heading" py={{ base: '14', md: '20' }}>
        <PageContainer>
          <Heading
            id="partners-heading"
            as="h2"
            size="sm"
            textAlign="center"
            textStyle="eyebrow"
            mb={{ base: '8', md: '10' }}
          >
            Brands we carry
          </Heading>
          <PartnerLogos />
        </PageContainer>
      </Box>
    </>
  );
}

function Hero() {
  return (
    <Box as="section" aria-labelledby="hero-heading" bg="neutral.100" overflow="hidden">
      <PageContainer>
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1.1fr' }}
          alignItems="center"
          gap={{ base: '10', lg: '12' }}
          minH={{ lg: '620px' }}
          py={{ base: '14', md: '20', lg: '10' }}
        >
          <Stack gap={{ base: '5', md: '7' }} maxW="xl">
            <Heading
              id="hero-heading"
              as="h1"
              fontSize={{ base: '5xl', md: '6xl', xl: '7xl' }}
              fontWeight="bold"
              lineHeight="1.02"
              letterSpacing="-0.03em"
            >
              Minimal Furniture Store
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="md" lineHeight="tall">
              Simple pieces for calm rooms. Sofas, chairs and tables designed to be used every day and loved for a long
              time.
            </Text>
            <CapsLink
              to="/product"
              display="inline-flex"
              alignItems="center"
              alignSelf="flex-start"
              fontSize="sm"
              pb="1"
              gap="3"
              _hover={{ gap: '4' }}
              transition="gap 0.2s"
            >
              Explore now
              <ArrowDownIcon size={16} />
            </CapsLink>
          </Stack>
          <Box aspectRatio="4 / 3" w="100%">
            <RoomSceneIllustration title="A calm living room with a blue sofa, an arc lamp and a plant" />
          </Box>
        </Grid>
      </PageContainer>
    </Box>
  );
}

function PromoBlock({ promo, imageFirst }: { promo: Promo; imageFirst: boolean }) {
  return (
    <Grid
      as="article"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '8', md: '12', lg: '20' }}
      alignItems="center"
    >
      <Center
        order={{ base: 0, md: imageFirst ? 0 : 1 }}
        bg="neutral.100"
        aspectRatio="1 / 1"
        p={{ base: '6', md: '10' }}
      >
        <SofaIllustration color={promo.sofa} accent={promo.accent} title={promo.label} />
      </Center>
      <Stack gap="5" maxW="md" mx={{ base: '0', md: imageFirst ? '0' : 'auto' }}>
        <Text textStyle="eyebrow">{promo.eyebrow}</Text>
        <Heading as="h2" fontSize={{ base: '3xl', md: '4xl', lg: '5xl' }} fontWeight="light" lineHeight="1.1">
          {promo.title}
        </Heading>
        <Text color="fg.muted" lineHeight="tall">
          {promo.text}
        </Text>
        <SolidLink to="/product" alignSelf="flex-start" aria-label={`Shop now: ${promo.title}`}>
          SHOP NOW
          <ArrowRightIcon size={14} />
        </SolidLink>
      </Stack>
    </Grid>
  );
}

function Testimonial() {
  return (
    <Box as="section" aria-labelledby="testimonial-heading" bg="neutral.100" py={{ base: '16', md: '24' }}>
      <PageContainer>
        <Stack as="figure" align="center" textAlign="center" gap="6" maxW="3xl" mx="auto">
          <Heading id="testimonial-heading" as="h2" textStyle="eyebrow">
            What our customers say
          </Heading>
          <Text as="blockquote" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="light" lineHeight="1.5">
            “The sofa arrived on time, the fabric is even softer than the photos suggested, and it fits our small flat
            perfectly. It has become everyone's favourite seat.”
          </Text>
          <Stack as="figcaption" align="center" gap="3">
            <Box w="14" h="14">
              <AvatarIllustration tone="#ebebeb" hair="#1a1a1a" />
            </Box>
            <Box>
              <Text fontWeight="semibold">Rina Hartono</Text>
              <Text fontSize="sm" color="fg.muted">
                Customer, Jakarta
              </Text>
            </Box>
          </Stack>
        </Stack>
      </PageContainer>
    </Box>
  );
}
