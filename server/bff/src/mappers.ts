/**
 * Parent types of the GraphQL objects whose data comes from the store API (codegen `mappers`): the REST
 * wire types of @spectrum/shared, or a union of them where one GraphQL type is filled from several routes.
 */
import type {
  CategoryData,
  ConversationData,
  Condition,
  NotificationData,
  NotificationKind,
  OrderStatusId,
  PageMeta,
  PaymentState,
  ProductBatchItem,
  ProductDetail,
  ProductListItem,
  ProductFacets,
  ProductListSort,
  ReviewData,
  ReviewSort,
  RoleId,
  SellerProductFilter,
} from '@spectrum/shared';

/**
 * A product as a resolver may hold it: a list row (`GET /products`, related, wishlist) carries only the
 * summary; the other fields come from the per-request product loader (`GET /products?ids=…`, whole
 * details plus `image`), in one batch for the whole list.
 */
export type ProductRecord = ProductListItem | ProductBatchItem;

/** A category from `GET /categories` (with its count) or from a product's detail (without). */
export type CategoryRecord = CategoryData | Pick<CategoryData, 'id' | 'category_name'>;

/** A product's seller as the product detail carries it. */
export type SellerRecord = ProductDetail['seller'];

/** The values GraphQL enums stand for at run time (codegen `enumValues`; the table is resolvers/enums.ts). */
export type ConditionValue = Condition;
export type ProductSortValue = ProductListSort;
export type SellerProductFilterValue = SellerProductFilter | 'all';
export type RoleValue = RoleId;
export type OrderStatusValue = OrderStatusId;
export type NotificationKindValue = NotificationKind;
export type ReviewSortValue = ReviewSort;

/** A page of reviews in the GraphQL shape. */
export type ReviewPageRecord = PageRecord<ReviewData>;
export type PaymentStateValue = PaymentState;

/** A page of a list in the GraphQL shape (`toPage` makes one from the API's page meta). */
export interface PageRecord<Item> {
  items: Item[];
  pageInfo: PageInfoRecord;
}

/** Where a page stands (GraphQL `PageInfo`): the API's page meta, with its links turned into flags. */
export type PageInfoRecord = Pick<PageMeta, 'page' | 'totalPage' | 'totalData' | 'limit'> & {
  hasPrev: boolean;
  hasNext: boolean;
};

/** A page of notifications in the GraphQL shape, with the unread count the API sends along. */
export interface NotificationPageRecord extends PageRecord<NotificationData> {
  unreadCount: number;
}

/** A page of conversations in the GraphQL shape, with the unread message count the API sends along. */
export interface ConversationPageRecord extends PageRecord<ConversationData> {
  unreadCount: number;
}

/** The product a conversation is about, as the API answers it. */
export type ChatProductRecord = NonNullable<ConversationData['product']>;

/**
 * A page of the product list as the API answered it, in the GraphQL shape, plus its facet counts on demand:
 * when the query selects `facets`, `products` asks the API for them in the page's own request.
 */
export interface ProductPageRecord extends PageRecord<ProductRecord> {
  sort: ProductListSort;
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
  facets: () => Promise<ProductFacets>;
}
