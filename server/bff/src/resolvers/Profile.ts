import type { ProfileResolvers } from '../__generated__/resolvers-types';

export const Profile: ProfileResolvers = {
  displayName: (profile) => profile.display_name,
  storeName: (profile) => profile.store_name,
  storeDescription: (profile) => profile.store_desc,
};
