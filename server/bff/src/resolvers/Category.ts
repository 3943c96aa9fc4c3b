import type { CategoryResolvers } from '../__generated__/resolvers-types';

export const Category: CategoryResolvers = {
  name: (category) => category.category_name,
  // A product's categories come without counts; the request's one `GET /categories` fills them in.
  productCount: async (category, _args, { loaders }) => {
    if ('total_product' in category) return category.total_product;
    const all = await loaders.categories();
    return all.find((candidate) => candidate.id === category.id)?.total_product ?? 0;
  },
};
