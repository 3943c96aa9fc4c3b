import { SELLER_PRODUCT_LIST } from '../features/seller/seller-products-query';
import { SELLING_PRODUCT_OPTIONS } from '../features/seller/selling-options-query';
import { pageInfo } from './page-info';

/** The choices the add and edit product forms offer: categories, brands and colours, as the server answers them. */
export const SELLING_OPTIONS_MOCK = {
  request: { query: SELLING_PRODUCT_OPTIONS },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      categories: [
        { __typename: 'Category', id: '1', name: 'Sofa' },
        { __typename: 'Category', id: '2', name: 'Chair' },
        { __typename: 'Category', id: '3', name: 'Lamp' },
      ],
      brands: [
        { __typename: 'Brand', id: '1', name: 'Nordhaus' },
        { __typename: 'Brand', id: '2', name: 'Kayu Studio' },
      ],
      colors: [
        { __typename: 'Color', id: '1', name: 'Luxor Gold', hex: '#a8872c' },
        { __typename: 'Color', id: '2', name: 'Ship Cove', hex: '#7888b8' },
        { __typename: 'Color', id: '3', name: 'Armadillo', hex: '#443d35' },
        { __typename: 'Color', id: '4', name: 'East Bay', hex: '#3f5078' },
        { __typename: 'Color', id: '5', name: 'Hippe Green', hex: '#5a8a4a' },
        { __typename: 'Color', id: '6', name: 'Fuel Yellow', hex: '#eca927' },
      ],
    },
  },
};

/** My Product's list on one page: `items` as they are when the list is asked for (the array may grow meanwhile). */
export function sellerProductListMock(items: readonly object[]) {
  return {
    request: { query: SELLER_PRODUCT_LIST, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({
      data: {
        sellerProducts: {
          __typename: 'SellerProductPage',
          items,
          pageInfo: pageInfo(1, 1, items.length),
        },
      },
    }),
  };
}
