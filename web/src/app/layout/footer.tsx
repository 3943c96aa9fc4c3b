import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/ui/icons';
import { PageContainer } from '../../components/ui/page-container';
import { RouterLink } from '../../components/ui/router-link';
import { Logo } from './logo';
import { STORE_CONTACT } from '../../lib/store-contact';
import { FOOTER_COMPANY_LINKS, FOOTER_USEFUL_LINKS, type MenuLink } from './menu-links';

export function Footer() {
  return (
    <Box as="footer" bg="neutral.100" layerStyle="ruledAbove" mt="auto" pt={{ base: '12', md: '20' }} pb="8">
      <PageContainer>
        <SimpleGrid
          templateColumns={{ base: '1fr 1fr', lg: '1.4fr 1fr 1fr 1.3fr' }}
          columnGap={{ base: '6', lg: '12' }}
          rowGap="10"
        >
          <Stack gap="5" maxW="xs" gridColumn={{ base: 'span 2', lg: 'auto' }}>
            <Logo />
            <Text fontSize="sm" color="fg.muted" lineHeight="tall">
              Lorem ipsum dolor sit amet, consectetur adipiscing elit. Pieces made to be lived with, chosen for calm
              rooms and long afternoons.
            </Text>
          </Stack>
          <FooterColumn title="COMPANY">
            <FooterLinks links={FOOTER_COMPANY_LINKS} />
          </FooterColumn>
          <FooterColumn title="USERFUL">
            <FooterLinks links={FOOTER_USEFUL_LINKS} />
          </FooterColumn>
          <FooterColumn title="CONTACT US" span>
            <Stack as="ul" listStyleType="none" gap="3" fontSize="sm" color="fg.muted">
              <ContactLine icon={<MailIcon size={16} />}>
                <a href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</a>
              </ContactLine>
              <ContactLine icon={<PhoneIcon size={16} />}>
                <a href={`tel:${STORE_CONTACT.phone.replace(/\s/g, '')}`}>{STORE_CONTACT.phone}</a>
              </ContactLine>
              <ContactLine icon={<ClockIcon size={16} />}>{STORE_CONTACT.hours}</ContactLine>
            </Stack>
          </FooterColumn>
        </SimpleGrid>
        <Flex
          mt={{ base: '12', md: '16' }}
          pt="6"
          layerStyle="ruledAbove"
          borderColor="neutral.300"
          justify="space-between"
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          fontSize="xs"
          color="fg.muted"
        >
          <Text>Copyright © 2019 Spectrum. All rights reserved.</Text>
          <Text>Minimal furniture, made to last.</Text>
        </Flex>
      </PageContainer>
    </Box>
  );
}

function FooterColumn({ title, span, children }: { title: string; span?: boolean; children: ReactNode }) {
  return (
    <Stack as="section" gap="5" aria-label={title} gridColumn={span ? { base: 'span 2', lg: 'auto' } : undefined}>
      <Heading as="h2" size="sm" fontSize="xs" letterSpacing="0.16em">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function FooterLinks({ links }: { links: readonly MenuLink[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {links.map((link) => (
        <li key={link.label}>
          <RouterLink to={link.to} fontSize="sm" color="fg.muted" _hover={{ color: 'neutral.900' }}>
            {link.label}
          </RouterLink>
        </li>
      ))}
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="flex-start">
      <Box as="span" mt="0.5" color="neutral.900" flexShrink="0">
        {icon}
      </Box>
      <span>{children}</span>
    </Flex>
  );
}
