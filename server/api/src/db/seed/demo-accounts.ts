import { ROLES, type RoleId } from '@spectrum/shared';

export const DEMO_PASSWORD = 'spectrum123';

export interface DemoAccount {
  email: string;
  password: string;
  role: RoleId;
  display_name: string;
  gender: 'male' | 'female';
  store_name: string | null;
  store_desc: string | null;
}

/** The accounts the demo data creates; the README and the start script print them. */
export const DEMO_ACCOUNTS = {
  customer: {
    email: 'customer@spectrum.test',
    password: DEMO_PASSWORD,
    role: ROLES.customer,
    display_name: 'Sari Wulandari',
    gender: 'female',
    store_name: null,
    store_desc: null,
  },
  seller: {
    email: 'seller@spectrum.test',
    password: DEMO_PASSWORD,
    role: ROLES.seller,
    display_name: 'Dewi Lestari',
    gender: 'female',
    store_name: 'Rumah Kayu Living',
    store_desc: 'Solid wood furniture and soft furnishings, made in small batches by workshops in Central Java.',
  },
  secondSeller: {
    email: 'studio@spectrum.test',
    password: DEMO_PASSWORD,
    role: ROLES.seller,
    display_name: 'Bima Pratama',
    gender: 'male',
    store_name: 'Studio Linea',
    store_desc: 'Lighting, mirrors and calm decor for modern homes, designed in Bandung.',
  },
} as const satisfies Record<string, DemoAccount>;
