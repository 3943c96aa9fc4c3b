import type { ProfileDetails_ProfileFragment } from '../__generated__/graphql';
import { PROFILE_PAGE_QUERY } from '../features/profile/profile-query';

// The signed-in person's profile, as the profile pages ask for it.

export type Profile = ProfileDetails_ProfileFragment & { __typename: 'Profile' };

export const SELLER_PROFILE: Profile = {
  __typename: 'Profile',
  id: '7',
  email: 'seller@spectrum.test',
  role: 'SELLER',
  displayName: null,
  gender: null,
  image: null,
  storeName: 'Lestari Living',
  storeDescription: 'Teak and rattan for calm homes',
};

export const CUSTOMER_PROFILE: Profile = {
  ...SELLER_PROFILE,
  id: '8',
  email: 'customer@spectrum.test',
  role: 'CUSTOMER',
  storeName: null,
  storeDescription: null,
};

/** The profile query answering first `before`, then `after` on every refetch; counts the calls. */
export function profileQuery(before: Profile, after: Profile = before) {
  const calls = { count: 0 };
  const mock = {
    request: { query: PROFILE_PAGE_QUERY },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      calls.count += 1;
      return { data: { me: calls.count === 1 ? before : after } };
    },
  };
  return { mock, calls };
}
