export interface MenuLink {
  label: string;
  to: string;
}

export const PAGES_LINKS: readonly MenuLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Coming Soon', to: '/comingsoon' },
  { label: '404 Page', to: '/s' },
  { label: 'FAQ Page', to: '/FAQ' },
];

/** "My Account" is resolved per person (see `profilePathFor`), so it is not listed here. */
export const SHOP_LINKS: readonly MenuLink[] = [
  { label: 'Product or Other Page', to: '/product' },
  { label: 'Shopping Cart', to: '/cart' },
  { label: 'Check Out', to: '/cart/checkout' },
];

export const ORDER_TRACKING_LINK: MenuLink = { label: 'Order Tracking', to: '/order-track' };

export const FOOTER_COMPANY_LINKS: readonly MenuLink[] = [
  { label: 'About us', to: '/about' },
  { label: 'Help center', to: '/FAQ' },
  { label: 'Licenses', to: '/comingsoon' },
  { label: 'Market API', to: '/comingsoon' },
  { label: 'Site map', to: '/comingsoon' },
];

export const FOOTER_USEFUL_LINKS: readonly MenuLink[] = [
  { label: 'The collections', to: '/product' },
  { label: 'Size guide', to: '/comingsoon' },
  { label: 'Lookbook', to: '/blog' },
  { label: 'Instagram shop', to: '/comingsoon' },
];
