import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageBanner } from '../../components/ui/page-banner';
import { PageContainer } from '../../components/ui/page-container';
import { NavTabLink } from '../../components/ui/router-link';

export const SELLER_PATHS = {
  products: '/profile/seller/product',
  addProduct: '/profile/seller/selling-product',
  orders: '/profile/seller/order',
  shipping: '/profile/seller/shipping',
} as const;

/** The edit page of one of the seller's products. */
export function editProductPath(productId: string): string {
  return `${SELLER_PATHS.products}/${encodeURIComponent(productId)}/edit`;
}

interface SellerNavProps {
  /** Where "Profile" leads for the signed-in person (customer profile, seller profile or home). */
  profilePath: string;
}

/** The seller centre's own header nav: the spec's Profile, My Product, Selling Product, My Order, then Shipping. */
export function SellerNav({ profilePath }: SellerNavProps) {
  const links = [
    { label: 'Profile', to: profilePath },
    { label: 'My Product', to: SELLER_PATHS.products },
    { label: 'Selling Product', to: SELLER_PATHS.addProduct },
    { label: 'My Order', to: SELLER_PATHS.orders },
    { label: 'Shipping', to: SELLER_PATHS.shipping },
  ];
  return (
    <Box as="nav" aria-label="Seller centre" layerStyle="ruledBelow" bg="white">
      <PageContainer>
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(5, auto)' }}
          columnGap={{ base: '4', md: '10' }}
          justifyContent="center"
        >
          {links.map((link) => (
            <Box as="li" key={link.label}>
              <NavTabLink
                to={link.to}
                end
                layerStyle="quietAction"
                justifyContent="center"
                h={{ base: '12', md: '14' }}
                whiteSpace="nowrap"
                _currentPage={{ color: 'neutral.900' }}
              >
                {link.label}
              </NavTabLink>
            </Box>
          ))}
        </Grid>
      </PageContainer>
    </Box>
  );
}

interface SellerPageProps extends SellerNavProps {
  title: string;
  children: ReactNode;
}

/** Banner, seller nav and the content column every seller page shares. */
export function SellerPage({ title, profilePath, children }: SellerPageProps) {
  return (
    <>
      <PageBanner title={title} />
      <SellerNav profilePath={profilePath} />
      <PageContainer py={{ base: '8', md: '14' }}>{children}</PageContainer>
    </>
  );
}
