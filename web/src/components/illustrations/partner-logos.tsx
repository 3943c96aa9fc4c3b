import { Box, SimpleGrid } from '@chakra-ui/react';
import { BRANDS } from '@spectrum/shared/constants';
import type { ReactNode } from 'react';
import { SvgFrame } from './svg-frame';

const MARKS: readonly ReactNode[] = [
  <>
    <rect x="6" y="12" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="3" />
    <text x="30" y="27" fontSize="15" fontWeight="700" letterSpacing="3" fill="currentColor">
      NORDHAUS
    </text>
  </>,
  <>
    <circle cx="14" cy="20" r="9" fill="currentColor" />
    <text x="30" y="27" fontSize="17" fontStyle="italic" fontFamily="Georgia, serif" fill="currentColor">
      Kayu Studio
    </text>
  </>,
  <>
    <path d="M6 30h20M6 24h14M6 18h8" stroke="currentColor" strokeWidth="3" />
    <text x="32" y="28" fontSize="18" fontWeight="300" letterSpacing="6" fill="currentColor">
      LINEA
    </text>
  </>,
  <>
    <path d="M14 8c8 6 8 18 0 24-8-6-8-18 0-24z" fill="currentColor" />
    <text x="28" y="27" fontSize="19" fontWeight="600" fill="currentColor">
      oakline
    </text>
  </>,
  <>
    <path d="M4 30V18l10-8 10 8v12z" fill="none" stroke="currentColor" strokeWidth="3" />
    <text x="30" y="27" fontSize="14" fontWeight="800" letterSpacing="2" fill="currentColor">
      RUMAH CO.
    </text>
  </>,
];

/** Word marks of the brands the store carries, drawn as our own SVG text marks. */
export function PartnerLogos() {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, md: 5 }}
      gap={{ base: '8', md: '6' }}
      alignItems="center"
    >
      {BRANDS.map((brand, index) => (
        <Box
          as="li"
          key={brand.id}
          color="neutral.500"
          _hover={{ color: 'neutral.900' }}
          transition="color 0.2s"
          h="10"
        >
          <SvgFrame viewBox="0 0 170 40" title={brand.brand_name} fontFamily="inherit">
            {MARKS[index % MARKS.length]}
          </SvgFrame>
        </Box>
      ))}
    </SimpleGrid>
  );
}
