import type { Resolvers } from '../__generated__/resolvers-types';
import { addressMutations, addressQueries, SavedAddress } from './addresses';
import { CartQuote, CartQuoteLine, CartQuoteSeller, ShippingChoice } from './CartQuote';
import { Category } from './Category';
import { ChatMessage, ChatParty, ChatProduct, Conversation } from './Chat';
import { enumResolvers } from './enums';
import { Mutation } from './Mutation';
import {
  Notification,
  Order,
  OrderLine,
  OrderLineEvent,
  OrderShipping,
  PaymentInstructions,
  SellerOrderLine,
  ShippingOffer,
} from './Order';
import { Product } from './Product';
import { ProductFacets, ProductPage } from './ProductPage';
import { Profile } from './Profile';
import { Query } from './Query';
import { Subscription } from './Subscription';
import { Brand, Color, Payment, Seller, Shipment } from './reference';
import { resultResolvers } from './results';
import { Review, ReviewPage, reviewMutations, reviewQueries } from './reviews';
import { EditableProduct, SellerProduct } from './SellerProduct';
import { WishlistItem } from './WishlistItem';

export const resolvers: Resolvers = {
  ...enumResolvers,
  ...resultResolvers,
  Query: { ...Query, ...reviewQueries, ...addressQueries },
  Mutation: { ...Mutation, ...reviewMutations, ...addressMutations },
  Subscription,
  Review,
  ReviewPage,
  Product,
  ProductPage,
  ProductFacets,
  Category,
  Brand,
  Color,
  Payment,
  Shipment,
  Seller,
  Profile,
  SellerProduct,
  EditableProduct,
  Order,
  OrderLineEvent,
  Notification,
  OrderLine,
  SellerOrderLine,
  CartQuote,
  CartQuoteLine,
  CartQuoteSeller,
  ShippingChoice,
  OrderShipping,
  PaymentInstructions,
  ShippingOffer,
  SavedAddress,
  WishlistItem,
  Conversation,
  ChatMessage,
  ChatParty,
  ChatProduct,
};
