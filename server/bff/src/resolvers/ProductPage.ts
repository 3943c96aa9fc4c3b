import type { ProductFacetsResolvers, ProductPageResolvers } from '../__generated__/resolvers-types';

export const ProductPage: ProductPageResolvers = {
  facets: (page) => page.facets(),
};

export const ProductFacets: ProductFacetsResolvers = {
  categories: (facets) =>
    facets.categories.map((category) => ({
      id: String(category.id),
      name: category.category_name,
      count: category.products,
    })),
  brands: (facets) =>
    facets.brands.map((brand) => ({ id: String(brand.id), name: brand.brand_name, count: brand.products })),
  colors: (facets) =>
    facets.colors.map((color) => ({
      id: String(color.id),
      name: color.color_name,
      hex: color.hex,
      count: color.products,
    })),
};
