import type { ConditionValue as Condition } from '../mappers';
import type { ProductSortValue as ProductSort } from '../mappers';
import type { SellerProductFilterValue as SellerProductFilter } from '../mappers';
import type { RoleValue as Role } from '../mappers';
import type { OrderStatusValue as OrderStatus } from '../mappers';
import type { NotificationKindValue as NotificationKind } from '../mappers';
import type { RoleValue as OrderActor } from '../mappers';
import type { ReviewSortValue as ReviewSort } from '../mappers';
import type { PaymentStateValue as PaymentState } from '../mappers';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductRecord, ProductPageRecord, SellerRecord, CategoryRecord, NotificationPageRecord, ConversationPageRecord, ChatProductRecord, ReviewPageRecord } from '../mappers';
import type { ProductFacets as ProductFacetsData, BrandData, Suggestions, ColorData, PaymentData, ShipmentData, ProfileData, SellerProductItem, SellerOrderLine as SellerOrderLineData, OrderData, CustomerOrderLine, LineEvent, EditableProduct as EditableProductData, NotificationData, ConversationData, ChatMessage as ChatMessageData, ChatParty as ChatPartyData, WishlistItem as WishlistItemData, QuoteData, QuoteLine, ReviewData, RatingSummary, MyReviewData, QuoteSeller, ShippingChoice as ShippingChoiceData, OrderMoney as OrderMoneyData, PaymentInstructions as PaymentInstructionsData, OrderShipping as OrderShippingData, ShippingOfferData, SavedAddress as SavedAddressData } from '@spectrum/shared';
import type { BffContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file sent with a multipart GraphQL request (the GraphQL multipart request spec). */
  Upload: { input: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; output: never; }
};

/** The address book holds the most addresses it may; nothing was saved. */
export type AddressBookFullError = ErrorResult & {
  __typename?: 'AddressBookFullError';
  /** Always ADDRESS_BOOK_FULL. */
  errorCode: ErrorCode;
  /** A sentence to show, with the cap. */
  message: Scalars['String']['output'];
};

/** Result of the address book's mutations. */
export type AddressBookResult = AddressBookFullError | AddressBookUpdated | InputValidationError | NotFoundError;

/** The address book after the change. */
export type AddressBookUpdated = {
  __typename?: 'AddressBookUpdated';
  /** The address saved, changed or made default; null after a delete. */
  address?: Maybe<SavedAddress>;
  /** Every saved address as it is now, the default first, then newest first. */
  addresses: Array<SavedAddress>;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** Which saved address. */
export type AddressIdInput = {
  /** The address's id. */
  id: Scalars['ID']['input'];
};

/** An address to save. */
export type AddressInput = {
  /** Where it goes (1–500 characters). */
  address: Scalars['String']['input'];
  /** True makes it the default; false or omitted leaves the default where it is (a first address always becomes it). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** The receiver's phone, e.g. +62 812 3456 7890 (7–13 digits after +62). */
  phone: Scalars['String']['input'];
  /** Who receives the order (1–100 characters). */
  receiverName: Scalars['String']['input'];
};

/** What the customer's view of an order line and the seller's share: the product as bought, its price and status. */
export type BoughtLine = {
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** Its photo's thumbnail URL when it was bought, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** Price times quantity. */
  lineTotal: Scalars['Int']['output'];
  /** The bought product's id. */
  productId: Scalars['ID']['output'];
  /** Its name when it was bought. */
  productName: Scalars['String']['output'];
  /** How many units. */
  quantity: Scalars['Int']['output'];
  /** The line's status. */
  status: OrderStatus;
  /** That status in the store's words. */
  statusLabel: Scalars['String']['output'];
  /** The price of one unit when it was bought. */
  unitPrice: Scalars['Int']['output'];
};

/** A furniture brand. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand's id (1–5). */
  id: Scalars['ID']['output'];
  /** The brand's name. */
  name: Scalars['String']['output'];
};

/** Who may keep an answer: any cache (PUBLIC) or only the asker's (PRIVATE). */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** Which order to cancel. */
export type CancelOrderInput = {
  /** The order's id. */
  orderId: Scalars['ID']['input'];
};

/** Which order line to cancel. */
export type CancelOrderLineInput = {
  /** The order line's id. */
  lineId: Scalars['ID']['input'];
};

/** Result of `cancelOrder` and `cancelOrderLine`. */
export type CancelOrderResult = CancelOrderSuccess | IllegalStatusChangeError | NotFoundError;

/** The lines were cancelled. */
export type CancelOrderSuccess = {
  __typename?: 'CancelOrderSuccess';
  /** A sentence to show: 'Order cancelled' or 'Order line cancelled'. */
  message: Scalars['String']['output'];
  /** The whole order as it is now. */
  order: Order;
};

/** A cart line: a product and how many units. */
export type CartLineInput = {
  /** The product's id. */
  productId: Scalars['ID']['input'];
  /** Units wanted (1–999). */
  quantity: Scalars['Int']['input'];
};

/** A cart priced by the server. */
export type CartQuote = {
  __typename?: 'CartQuote';
  /** True when every line can be bought as asked. */
  allAvailable: Scalars['Boolean']['output'];
  /** One line per product (lines naming the same product are merged). */
  lines: Array<CartQuoteLine>;
  /** Each seller's part of the cart and what each shipment choice costs that seller. */
  sellers: Array<CartQuoteSeller>;
  /** False when a seller does not offer the chosen shipment for this cart (checkout would refuse it). */
  shipmentAvailable: Scalars['Boolean']['output'];
  /** Every seller's fee for the chosen shipment (0 when none was chosen). */
  shipping: Scalars['Int']['output'];
  /** Sum of the available lines, in whole rupiah. */
  subtotal: Scalars['Int']['output'];
  /** 10% of each available line, rounded to whole rupiah, summed. */
  tax: Scalars['Int']['output'];
  /** subtotal + tax + shipping. */
  total: Scalars['Int']['output'];
  /** The lines that cannot be bought as asked (gone, or fewer units in stock); they are not in the subtotal. */
  unavailableLines: Array<CartQuoteLine>;
};

/** One priced cart line. */
export type CartQuoteLine = {
  __typename?: 'CartQuoteLine';
  /** False when the product is gone or has fewer units than asked. */
  available: Scalars['Boolean']['output'];
  /** Thumbnail URL, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** price × quantity. */
  lineTotal: Scalars['Int']['output'];
  /** Price per unit now, in whole rupiah. */
  price: Scalars['Int']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** The product's name now. */
  productName: Scalars['String']['output'];
  /** Units asked for. */
  quantity: Scalars['Int']['output'];
  /** Units in stock now. */
  stock: Scalars['Int']['output'];
};

/** A seller's part of a cart, priced for shipping. */
export type CartQuoteSeller = {
  __typename?: 'CartQuoteSeller';
  /** Every shipment choice as this seller prices it. */
  choices: Array<ShippingChoice>;
  /** The seller's id. */
  sellerId: Scalars['ID']['output'];
  /** The fee for the chosen shipment (0 when none was chosen or it is not available). */
  shipping: Scalars['Int']['output'];
  /** The seller's store name. */
  storeName: Scalars['String']['output'];
  /** Sum of this seller's available lines. */
  subtotal: Scalars['Int']['output'];
};

/** A product category. */
export type Category = {
  __typename?: 'Category';
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
  /** Number of live products in the category. */
  productCount: Scalars['Int']['output'];
};

/** The current and the new password. */
export type ChangePasswordInput = {
  /** The new password (at least 8 characters). */
  newPassword: Scalars['String']['input'];
  /** The current password. */
  oldPassword: Scalars['String']['input'];
};

/** Result of `changePassword`. */
export type ChangePasswordResult = ChangePasswordSuccess | InputValidationError | WrongPasswordError;

/** The password was changed. */
export type ChangePasswordSuccess = {
  __typename?: 'ChangePasswordSuccess';
  /** A sentence to show: 'Edit Password Success'. */
  message: Scalars['String']['output'];
};

/** One message of a conversation. Plain text: show it escaped, never as HTML. */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** The text as written (trimmed). */
  body: Scalars['String']['output'];
  /** The conversation it belongs to. */
  conversationId: Scalars['ID']['output'];
  /** When it was sent (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The message's id (later messages have larger ids). */
  id: Scalars['ID']['output'];
  /** True when the signed-in person sent it. */
  mine: Scalars['Boolean']['output'];
  /** Who sent it. */
  senderId: Scalars['ID']['output'];
};

/** The other side of a conversation. */
export type ChatParty = {
  __typename?: 'ChatParty';
  /** The person's user id. */
  id: Scalars['ID']['output'];
  /** Avatar URL, or null (the web shows a fallback picture). */
  image?: Maybe<Scalars['String']['output']>;
  /** A seller's store name, or a person's display name. */
  name: Scalars['String']['output'];
  /** Whether they are a customer or a seller. */
  role: Role;
};

/** A product a conversation is about. */
export type ChatProduct = {
  __typename?: 'ChatProduct';
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** Thumbnail URL of its first photo, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  name: Scalars['String']['output'];
};

/** A product colour. */
export type Color = {
  __typename?: 'Color';
  /** The colour as a CSS hex value, for swatches. */
  hex: Scalars['String']['output'];
  /** The colour's id (1–6). */
  id: Scalars['ID']['output'];
  /** The colour's name, e.g. Luxor Gold. */
  name: Scalars['String']['output'];
};

export type { Condition };

/** A message from the contact form. */
export type ContactMessageInput = {
  /** What the sender's business plans are, if anything. */
  businessPlan?: InputMaybe<Scalars['String']['input']>;
  /** The sender's email. */
  email: Scalars['String']['input'];
  /** The message. */
  message: Scalars['String']['input'];
  /** The sender's name. */
  name: Scalars['String']['input'];
  /** The sender's website, if any. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** The message was received. */
export type ContactMessageSent = {
  __typename?: 'ContactMessageSent';
  /** A sentence to show: 'Success, we will follow up you soon!'. */
  message: Scalars['String']['output'];
};

/** A conversation between a customer and a seller, as one of the two sees it. */
export type Conversation = {
  __typename?: 'Conversation';
  /** The conversation's id. */
  id: Scalars['ID']['output'];
  /** The newest message, or null before the first. */
  lastMessage?: Maybe<ChatMessage>;
  /** The order it is about, if any. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The product it is about, if any. */
  product?: Maybe<ChatProduct>;
  /** Messages from the other side not read yet. */
  unreadCount: Scalars['Int']['output'];
  /** When the last message was sent, or the conversation started (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** The other side. */
  with: ChatParty;
};

/** One page of conversations. */
export type ConversationPage = {
  __typename?: 'ConversationPage';
  /** The conversations on this page, latest message first. */
  items: Array<Conversation>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
  /** How many messages to the person are unread, in all conversations. */
  unreadCount: Scalars['Int']['output'];
};

/** The conversation, new or the one there was. */
export type ConversationStarted = {
  __typename?: 'ConversationStarted';
  /** The conversation. */
  conversation: Conversation;
  /** True when this call started it. */
  created: Scalars['Boolean']['output'];
};

/** A new product. */
export type CreateProductInput = {
  /** The brand's id (1–5). */
  brandId: Scalars['ID']['input'];
  /** One or more category ids. */
  categoryIds: Array<Scalars['ID']['input']>;
  /** The colour's id (1–6). */
  colorId: Scalars['ID']['input'];
  /** New or second-hand. */
  condition: Condition;
  /** A description for shoppers. */
  description: Scalars['String']['input'];
  /** 1 to 5 photos (images of at most 5 MB each). */
  images: Array<Scalars['Upload']['input']>;
  /** The product's name. */
  name: Scalars['String']['input'];
  /** Price per unit in whole rupiah (0 or more). */
  price: Scalars['Int']['input'];
  /** Units in stock (0 or more). */
  stock: Scalars['Int']['input'];
};

/** Result of `createProduct`. */
export type CreateProductResult = CreateProductSuccess | InputValidationError | InvalidImageError;

/** The product was listed. */
export type CreateProductSuccess = {
  __typename?: 'CreateProductSuccess';
  /** A sentence to show: 'Product added successfully'. */
  message: Scalars['String']['output'];
  /** The new product. */
  product: Product;
};

/** An order to place. */
export type CreateTransactionInput = {
  /** Where it goes. */
  address: Scalars['String']['input'];
  /**
   * A key unique to this checkout attempt; retrying with the same key (within 24 hours) never creates a second
   * order. Bound to the order it was first sent with: another cart or other details need a new key.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The cart's lines (at least one). */
  items: Array<CartLineInput>;
  /** The chosen payment method's id (1–4). */
  paymentId: Scalars['ID']['input'];
  /** The receiver's phone, e.g. +62 812 3456 7890. */
  phone: Scalars['String']['input'];
  /** Who receives the order. */
  receiverName: Scalars['String']['input'];
  /** The chosen shipment option's id (1–3); Flat Rate when omitted. */
  shipmentId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of `createTransaction`. */
export type CreateTransactionResult = CreateTransactionSuccess | IdempotencyKeyReusedError | InputValidationError | InsufficientStockError | ShipmentNotOfferedError;

/** The order was placed. */
export type CreateTransactionSuccess = {
  __typename?: 'CreateTransactionSuccess';
  /** A sentence to show: 'Transaction created'. */
  message: Scalars['String']['output'];
  /** The new order. */
  order: Order;
};

/** Which product to delete. */
export type DeleteProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
};

/** Result of `deleteProduct`. */
export type DeleteProductResult = DeleteProductSuccess | NotFoundError;

/** The product was archived. */
export type DeleteProductSuccess = {
  __typename?: 'DeleteProductSuccess';
  /** The archived product's id. */
  id: Scalars['ID']['output'];
  /** A sentence to show: 'Delete Product Success'. */
  message: Scalars['String']['output'];
};

/** The outcome of deleting a review. */
export type DeleteReviewResult = NotFoundError | ReviewDeleted;

/** Changes to one's own review; fields left out stay. */
export type EditReviewInput = {
  /** The text (1–4000 characters). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The review. */
  id: Scalars['ID']['input'];
  /**
   * The review's photos in their new order (up to 3): existing ones by id, new ones as files; photos left out are
   * removed, an empty list removes them all. Omitted: the photos stay as they are.
   */
  photos?: InputMaybe<Array<ProductPhotoInput>>;
  /** 1 to 5 stars, whole. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** A title (1–120 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A product as its seller edits it. */
export type EditableProduct = {
  __typename?: 'EditableProduct';
  /** True once the seller has deleted (archived) it; `restoreProduct` brings it back. */
  archived: Scalars['Boolean']['output'];
  /** The brand. */
  brand: Brand;
  /** The categories it is listed in. */
  categories: Array<Category>;
  /** The colour. */
  color: Color;
  /** New or second-hand. */
  condition: Condition;
  /** The description. */
  description: Scalars['String']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** Its photos, in order, with the ids `updateProduct` names them by. */
  photos: Array<ProductPhoto>;
  /** Price per unit in whole rupiah. */
  price: Scalars['Int']['output'];
  /** True when it is not archived and has no stock; `restockProduct` gives it stock again. */
  soldOut: Scalars['Boolean']['output'];
  /** Units in stock now. */
  stock: Scalars['Int']['output'];
  /** When it last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** The version the form loaded: send it back with `updateProduct`. */
  version: Scalars['Int']['output'];
};

/** An account already has that email. */
export type EmailTakenError = ErrorResult & {
  __typename?: 'EmailTakenError';
  /** Always EMAIL_TAKEN. */
  errorCode: ErrorCode;
  /** 'Email Already Exist'. */
  message: Scalars['String']['output'];
};

/** What kind of expected failure a result is. */
export type ErrorCode =
  /** The address book holds the most addresses it may; delete one first. */
  | 'ADDRESS_BOOK_FULL'
  /** This person has reported this review already. */
  | 'ALREADY_REPORTED'
  /** The customer has reviewed this product already; edit that review. */
  | 'ALREADY_REVIEWED'
  /** This person has marked this review helpful already. */
  | 'ALREADY_VOTED'
  /** An account already has that email. */
  | 'EMAIL_TAKEN'
  /** The idempotency key was already used for a different order. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** An order line cannot move to that status. */
  | 'ILLEGAL_STATUS_CHANGE'
  /** A product has fewer units than asked. */
  | 'INSUFFICIENT_STOCK'
  /** Email or password is wrong. */
  | 'INVALID_CREDENTIALS'
  /** A file is not an image, or too large. */
  | 'INVALID_IMAGE'
  /** Some input is missing or malformed; see fieldErrors. */
  | 'INVALID_INPUT'
  /** Only a customer with a Completed order line of the product may review it. */
  | 'NOT_ELIGIBLE_TO_REVIEW'
  /** The thing does not exist, or is not yours. */
  | 'NOT_FOUND'
  /** A product cannot be restocked because it is not sold out. */
  | 'NOT_SOLD_OUT'
  /** Nobody may vote for or report their own review. */
  | 'OWN_REVIEW'
  /** A payment was refused: already paid, expired, or nothing due. */
  | 'PAYMENT_REFUSED'
  /** A product cannot be restocked because it is archived; restore it first. */
  | 'PRODUCT_ARCHIVED'
  /** The product changed since the edit form loaded it; reload it and edit again. */
  | 'PRODUCT_CHANGED'
  /** A seller in the cart does not offer the chosen shipment. */
  | 'SHIPMENT_NOT_OFFERED'
  /** Too many wrong reset codes (ask for a new one) or too many sign-in attempts (wait and try again). */
  | 'TOO_MANY_ATTEMPTS'
  /** The reset code is wrong, expired or used. */
  | 'WRONG_OTP'
  /** The current password is wrong. */
  | 'WRONG_PASSWORD';

/** An expected failure a client can switch on. */
export type ErrorResult = {
  /** What kind of failure. */
  errorCode: ErrorCode;
  /** A sentence to show the person. */
  message: Scalars['String']['output'];
};

/** One choice of a facet and how many products choosing it would give. */
export type FacetCount = {
  __typename?: 'FacetCount';
  /** Live products matching the search and the other filters with this choice. */
  count: Scalars['Int']['output'];
  /** The colour as a CSS hex value (colour facets only). */
  hex?: Maybe<Scalars['String']['output']>;
  /** The category's, brand's or colour's id (the filter's value). */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** One input field that was refused. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The field's name as the client sent it, e.g. 'price'. */
  field: Scalars['String']['output'];
  /** Why it was refused. */
  message: Scalars['String']['output'];
};

/** The idempotency key was already used, within 24 hours, for a different order; nothing was ordered. */
export type IdempotencyKeyReusedError = ErrorResult & {
  __typename?: 'IdempotencyKeyReusedError';
  /** Always IDEMPOTENCY_KEY_REUSED. */
  errorCode: ErrorCode;
  /** A sentence saying a new key is needed. */
  message: Scalars['String']['output'];
};

/** An order line cannot move to that status (only forward; cancel only before Sent). */
export type IllegalStatusChangeError = ErrorResult & {
  __typename?: 'IllegalStatusChangeError';
  /** Always ILLEGAL_STATUS_CHANGE. */
  errorCode: ErrorCode;
  /** A sentence naming both statuses. */
  message: Scalars['String']['output'];
};

/** One piece of live news for the signed-in person. */
export type InboxEvent = {
  __typename?: 'InboxEvent';
  /** What it is about. */
  kind: InboxEventKind;
  /** The message, for MESSAGE. */
  message?: Maybe<ChatMessage>;
  /** The order's id, for ORDER. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** How many messages to the person are unread now. */
  unreadMessageCount: Scalars['Int']['output'];
  /** How many of the person's notifications are unread now. */
  unreadNotificationCount: Scalars['Int']['output'];
};

/** What an inbox event is about. */
export type InboxEventKind =
  /** A message was sent to or by the person (`message` is it). */
  | 'MESSAGE'
  /** The person has a new notification. */
  | 'NOTIFICATION'
  /** The first event of every subscription: the unread counts as they are when it starts. */
  | 'OPENED'
  /** One of the person's orders changed. */
  | 'ORDER'
  /** The person read messages (on this or another device). */
  | 'READ'
  /** News may have been missed (the connection to the store was lost and is back): refetch what is shown. */
  | 'RESYNC';

/** Some input is missing or malformed; nothing was changed. */
export type InputValidationError = ErrorResult & {
  __typename?: 'InputValidationError';
  /** Always INVALID_INPUT. */
  errorCode: ErrorCode;
  /** Every refused field. */
  fieldErrors: Array<FieldError>;
  /** A sentence naming the first problem. */
  message: Scalars['String']['output'];
};

/** A product has fewer units than asked; nothing was ordered. */
export type InsufficientStockError = ErrorResult & {
  __typename?: 'InsufficientStockError';
  /** Always INSUFFICIENT_STOCK. */
  errorCode: ErrorCode;
  /** A sentence naming the product. */
  message: Scalars['String']['output'];
  /** The product that is short, when known. */
  productId?: Maybe<Scalars['ID']['output']>;
};

/** Email or password is wrong (the same answer for both). */
export type InvalidCredentialsError = ErrorResult & {
  __typename?: 'InvalidCredentialsError';
  /** Always INVALID_CREDENTIALS. */
  errorCode: ErrorCode;
  /** 'Email/Password is wrong'. */
  message: Scalars['String']['output'];
};

/** A file is not an image, or is larger than 5 MB. */
export type InvalidImageError = ErrorResult & {
  __typename?: 'InvalidImageError';
  /** Always INVALID_IMAGE. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** Email and password. */
export type LoginInput = {
  /** The account's email (case-insensitive). */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** Result of `login`. */
export type LoginResult = InputValidationError | InvalidCredentialsError | LoginSuccess | TooManyAttemptsError;

/** Signed in. */
export type LoginSuccess = {
  __typename?: 'LoginSuccess';
  /** A sentence to show, e.g. 'Congrats! a@b.c login success'. */
  message: Scalars['String']['output'];
  /** The session token, sent back in the `x-access-token` header. */
  token: Scalars['String']['output'];
  /** Who signed in. */
  user: SessionUser;
};

/** Result of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** A sentence to show: 'Logout succesfully'. */
  message: Scalars['String']['output'];
};

/** Which conversation to mark read. */
export type MarkConversationReadInput = {
  /** The conversation's id. */
  conversationId: Scalars['ID']['input'];
  /** The newest message on screen; later ones stay unread. All when omitted. */
  upToId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of `markConversationRead`. */
export type MarkConversationReadPayload = {
  __typename?: 'MarkConversationReadPayload';
  /** How many messages to the person are still unread, in all conversations. */
  unreadCount: Scalars['Int']['output'];
};

/** Up to which notification to mark read. */
export type MarkNotificationsReadInput = {
  /** The newest notification on screen; later ones stay unread. All when omitted. */
  upToId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of `markNotificationsRead`. */
export type MarkNotificationsReadPayload = {
  __typename?: 'MarkNotificationsReadPayload';
  /** How many are still unread. */
  unreadCount: Scalars['Int']['output'];
};

/** Messages of a conversation, oldest first. */
export type MessagePage = {
  __typename?: 'MessagePage';
  /** Whether more messages lie beyond this page in the direction asked (older, or newer with `after`). */
  hasMore: Scalars['Boolean']['output'];
  /** The messages, oldest first. */
  items: Array<ChatMessage>;
};

/** The message was stored and sent. */
export type MessageSent = {
  __typename?: 'MessageSent';
  /** The message as stored. */
  chatMessage: ChatMessage;
};

/** Everything that changes data. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Saves an address to the signed-in customer's address book (the first one becomes the default). Customers only. */
  addAddress: AddressBookResult;
  /** Adds a product to the signed-in customer's wishlist (adding twice keeps one). Customers only. */
  addToWishlist: WishlistResult;
  /**
   * Cancels every line of one of the signed-in customer's orders that is still at Get Paid (lines the seller
   * has acted on stay as they are); their stock goes back and their sellers are notified. Customers only.
   */
  cancelOrder: CancelOrderResult;
  /** Cancels one line of the signed-in customer's order while it is at Waiting for Payment or Get Paid; its stock goes back. Customers only. */
  cancelOrderLine: CancelOrderResult;
  /** Changes the signed-in person's password; other sessions end. Requires a session. */
  changePassword: ChangePasswordResult;
  /** Lists a new product with 1–5 photos. Sellers only. */
  createProduct: CreateProductResult;
  /** Places an order for the given cart lines; the server prices everything and reserves the stock. Customers only. */
  createTransaction: CreateTransactionResult;
  /** Deletes one of the signed-in customer's saved addresses; the newest one left becomes the default. Customers only. */
  deleteAddress: AddressBookResult;
  /** Archives one of the signed-in seller's products (it leaves the shop; past orders keep it). Sellers only. */
  deleteProduct: DeleteProductResult;
  /** Deletes the signed-in customer's own review. Customers only. */
  deleteReview: DeleteReviewResult;
  /** Edits the signed-in customer's own review (the fields given, its photos when `photos` is given). Customers only. */
  editReview: ReviewResult;
  /** Signs in with email and password. The returned token goes in the `x-access-token` header. */
  login: LoginResult;
  /** Ends the current session on the server. Requires a session. */
  logout: LogoutPayload;
  /** Marks read the other side's messages of a conversation, up to `upToId` or all. Requires a session. */
  markConversationRead: MarkConversationReadPayload;
  /** Marks the signed-in person's notifications read, up to `upToId` (the newest on screen) or all. Requires a session. */
  markNotificationsRead: MarkNotificationsReadPayload;
  /** Marks a review helpful, once per person, not one's own. Requires a session. */
  markReviewHelpful: ReviewActionResult;
  /** Creates a customer or seller account. */
  register: RegisterResult;
  /** Removes a product from the signed-in customer's wishlist. Customers only. */
  removeFromWishlist: WishlistResult;
  /** Posts or edits the one public reply of the product's seller to a review. Sellers only. */
  replyToReview: ReviewResult;
  /** Reports a review, once per person; 3 reports hide it until a moderator decides. Requires a session. */
  reportReview: ReviewActionResult;
  /** Sends a 6-digit password reset code to the email, if an account has it (the answer is the same either way). */
  requestPasswordReset: RequestPasswordResetResult;
  /** Sets a new password with a reset code. Ends every session of that account. */
  resetPassword: ResetPasswordResult;
  /** Gives one of the signed-in seller's sold-out products stock again. Sellers only. */
  restockProduct: RestockProductResult;
  /** Brings one of the signed-in seller's archived products back to the shop. Sellers only. */
  restoreProduct: RestoreProductResult;
  /** Sets the signed-in seller's shipping offers. Sellers only. */
  saveShippingOffer: SaveShippingOfferResult;
  /** Sends a message to the store through the contact form. */
  sendContactMessage: SendContactMessageResult;
  /** Sends a text message in one of the signed-in person's conversations. Requires a session. */
  sendMessage: SendMessageResult;
  /** Makes one of the signed-in customer's saved addresses the default. Customers only. */
  setDefaultAddress: AddressBookResult;
  /** Development only: pays the signed-in customer's order with the development provider. Refused in production. */
  simulatePayment: SimulatePaymentResult;
  /**
   * Starts a conversation with a seller about a product, one of the customer's order lines, or nothing in
   * particular (exactly one of productId, lineId, sellerId), or opens the one there is already; a first message
   * may come with it. Customers only.
   */
  startConversation: StartConversationResult;
  /** Changes one of the signed-in customer's saved addresses. Customers only. */
  updateAddress: AddressBookResult;
  /** Moves an order line forward (Get Paid → Processed → Sent → Completed) or cancels it before it is sent. Sellers only. */
  updateOrderStatus: UpdateOrderStatusResult;
  /**
   * Edits one of the signed-in seller's products: the fields given (others stay), and its photos (1–5: kept ones
   * by id, new ones as files, in the order listed). Refused with ProductChangedError when the product changed
   * since the form loaded `version` (another edit, or a sale or cancellation moving its stock). Sellers only.
   */
  updateProduct: UpdateProductResult;
  /** Changes the signed-in person's profile; only non-empty fields are written. Requires a session. */
  updateProfile: UpdateProfileResult;
  /**
   * Reviews a product the signed-in customer received (a Completed order line), once per product, with up to 3
   * photos. Customers only.
   */
  writeReview: ReviewResult;
};


/** Everything that changes data. */
export type MutationAddAddressArgs = {
  input: AddressInput;
};


/** Everything that changes data. */
export type MutationAddToWishlistArgs = {
  input: WishlistInput;
};


/** Everything that changes data. */
export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


/** Everything that changes data. */
export type MutationCancelOrderLineArgs = {
  input: CancelOrderLineInput;
};


/** Everything that changes data. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Everything that changes data. */
export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


/** Everything that changes data. */
export type MutationCreateTransactionArgs = {
  input: CreateTransactionInput;
};


/** Everything that changes data. */
export type MutationDeleteAddressArgs = {
  input: AddressIdInput;
};


/** Everything that changes data. */
export type MutationDeleteProductArgs = {
  input: DeleteProductInput;
};


/** Everything that changes data. */
export type MutationDeleteReviewArgs = {
  input: ReviewIdInput;
};


/** Everything that changes data. */
export type MutationEditReviewArgs = {
  input: EditReviewInput;
};


/** Everything that changes data. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Everything that changes data. */
export type MutationMarkConversationReadArgs = {
  input: MarkConversationReadInput;
};


/** Everything that changes data. */
export type MutationMarkNotificationsReadArgs = {
  input?: InputMaybe<MarkNotificationsReadInput>;
};


/** Everything that changes data. */
export type MutationMarkReviewHelpfulArgs = {
  input: ReviewIdInput;
};


/** Everything that changes data. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Everything that changes data. */
export type MutationRemoveFromWishlistArgs = {
  input: WishlistInput;
};


/** Everything that changes data. */
export type MutationReplyToReviewArgs = {
  input: ReplyToReviewInput;
};


/** Everything that changes data. */
export type MutationReportReviewArgs = {
  input: ReviewIdInput;
};


/** Everything that changes data. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Everything that changes data. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Everything that changes data. */
export type MutationRestockProductArgs = {
  input: RestockProductInput;
};


/** Everything that changes data. */
export type MutationRestoreProductArgs = {
  input: RestoreProductInput;
};


/** Everything that changes data. */
export type MutationSaveShippingOfferArgs = {
  input: ShippingOfferInput;
};


/** Everything that changes data. */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/** Everything that changes data. */
export type MutationSendMessageArgs = {
  input: SendMessageInput;
};


/** Everything that changes data. */
export type MutationSetDefaultAddressArgs = {
  input: AddressIdInput;
};


/** Everything that changes data. */
export type MutationSimulatePaymentArgs = {
  input: SimulatePaymentInput;
};


/** Everything that changes data. */
export type MutationStartConversationArgs = {
  input: StartConversationInput;
};


/** Everything that changes data. */
export type MutationUpdateAddressArgs = {
  input: UpdateAddressInput;
};


/** Everything that changes data. */
export type MutationUpdateOrderStatusArgs = {
  input: UpdateOrderStatusInput;
};


/** Everything that changes data. */
export type MutationUpdateProductArgs = {
  input: UpdateProductInput;
};


/** Everything that changes data. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Everything that changes data. */
export type MutationWriteReviewArgs = {
  input: WriteReviewInput;
};

/** What the signed-in customer may do about reviewing a product. */
export type MyReview = {
  __typename?: 'MyReview';
  /** Whether they may write (or have written) a review of it. */
  eligible: Scalars['Boolean']['output'];
  /** Their review of it, if written. */
  review?: Maybe<Review>;
};

/** The thing does not exist, or is not the caller's. */
export type NotFoundError = ErrorResult & {
  __typename?: 'NotFoundError';
  /** Always NOT_FOUND. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** Something that happened to an order line, a review or in a conversation, for someone who wants to hear of it. */
export type Notification = {
  __typename?: 'Notification';
  /** The conversation of a MESSAGE, else null. */
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** When it happened (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The notification's id. */
  id: Scalars['ID']['output'];
  /** Thumbnail URL of its photo when it was bought (a review or a MESSAGE: the product's first photo now), or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** What it tells. */
  kind: NotificationKind;
  /** The order line's id; null for a MESSAGE or a review. */
  lineId?: Maybe<Scalars['ID']['output']>;
  /** The sentence to show, e.g. 'New order: 2 × Oslo Sofa (order #12).' */
  message: Scalars['String']['output'];
  /** The order's id (for a MESSAGE, the conversation's order, if any); null for a review. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The product's id (for a MESSAGE, the conversation's product, if any). */
  productId?: Maybe<Scalars['ID']['output']>;
  /** The product's name when it was bought (a review: its name now; a MESSAGE: the conversation's product's), or null. */
  productName?: Maybe<Scalars['String']['output']>;
  /** Units on the line; null for a MESSAGE or a review. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** The review's stars (1–5) of NEW_REVIEW, else null. */
  rating?: Maybe<Scalars['Int']['output']>;
  /** True once marked read. */
  read: Scalars['Boolean']['output'];
  /** The review's id of NEW_REVIEW and REVIEW_REPLY, else null. */
  reviewId?: Maybe<Scalars['ID']['output']>;
  /** The line's status after the change; null for a MESSAGE or a review. */
  status?: Maybe<OrderStatus>;
  /** That status as the store writes it; null for a MESSAGE or a review. */
  statusLabel?: Maybe<Scalars['String']['output']>;
};

export type { NotificationKind };

/** One page of notifications. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** The notifications on this page, newest first. */
  items: Array<Notification>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
  /** How many of all the person's notifications are unread. */
  unreadCount: Scalars['Int']['output'];
};

/** A customer's order. */
export type Order = OrderDelivery & {
  __typename?: 'Order';
  /** Where it goes. */
  address: Scalars['String']['output'];
  /** Whether the development provider can pay it here ('Simulate payment'; never in production). */
  canSimulatePayment: Scalars['Boolean']['output'];
  /** When it was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** While unpaid with something due: how to pay. */
  instructions?: Maybe<PaymentInstructions>;
  /** What was bought. */
  lines: Array<OrderLine>;
  /** Charged, cancelled, paid, refunded and due, computed by the store. */
  money: OrderMoney;
  /** When it was paid (ISO 8601), or null. */
  paidAt?: Maybe<Scalars['String']['output']>;
  /** How it was paid. */
  payment: Payment;
  /** When an unpaid order expires (ISO 8601), or null. */
  paymentDeadline?: Maybe<Scalars['String']['output']>;
  /** Whether it is paid. */
  paymentState: PaymentState;
  /** The receiver's phone. */
  phone: Scalars['String']['output'];
  /** Who receives it. */
  receiverName: Scalars['String']['output'];
  /** How it ships. */
  shipment: Shipment;
  /** Every seller's shipping fee as placed. */
  shipping: Scalars['Int']['output'];
  /** Each seller's shipping for this order. */
  shippingBySeller: Array<OrderShipping>;
  /** Sum of the lines as placed, in whole rupiah. */
  subtotal: Scalars['Int']['output'];
  /** The tax as placed: 10% of each line, rounded, summed. */
  tax: Scalars['Int']['output'];
  /** What was charged: subtotal + tax + shipping. */
  total: Scalars['Int']['output'];
};

export type { OrderActor };

/** Amounts of an order, in whole rupiah. */
export type OrderAmounts = {
  __typename?: 'OrderAmounts';
  /** The lines. */
  lines: Scalars['Int']['output'];
  /** Shipping. */
  shipping: Scalars['Int']['output'];
  /** Their tax. */
  tax: Scalars['Int']['output'];
  /** lines + tax + shipping. */
  total: Scalars['Int']['output'];
};

/** Where an order goes and how it is paid and sent: the order carries it, and so does each line a seller sees. */
export type OrderDelivery = {
  /** The delivery address. */
  address: Scalars['String']['output'];
  /** How the customer pays. */
  payment: Payment;
  /** The receiver's phone number. */
  phone: Scalars['String']['output'];
  /** The receiver's name. */
  receiverName: Scalars['String']['output'];
  /** How the order is sent. */
  shipment: Shipment;
};

/** One product of an order. */
export type OrderLine = BoughtLine & {
  __typename?: 'OrderLine';
  /** True while the customer may still cancel it (Waiting for Payment or Get Paid). */
  cancellable: Scalars['Boolean']['output'];
  /** Every status change, oldest first; the first one is the order being placed. */
  history: Array<OrderLineEvent>;
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** Thumbnail URL of its photo when it was bought, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** unitPrice × quantity. */
  lineTotal: Scalars['Int']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** The product's name when it was bought. */
  productName: Scalars['String']['output'];
  /** Units bought. */
  quantity: Scalars['Int']['output'];
  /** Where the line is. */
  status: OrderStatus;
  /** The status as the store writes it, e.g. 'Sent'. */
  statusLabel: Scalars['String']['output'];
  /** The tracking number the seller gave when sending it, or null. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
  /** Price per unit when it was bought. */
  unitPrice: Scalars['Int']['output'];
  /** When the line last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** One status change of an order line. */
export type OrderLineEvent = {
  __typename?: 'OrderLineEvent';
  /** When (ISO 8601). */
  at: Scalars['String']['output'];
  /** Who made the change. */
  changedBy: OrderActor;
  /** The seller's store name or the person's display name, when set. */
  changedByName?: Maybe<Scalars['String']['output']>;
  /** The status before, or null for the change that placed the line. */
  from?: Maybe<OrderStatus>;
  /** The status before as the store writes it, or null. */
  fromLabel?: Maybe<Scalars['String']['output']>;
  /** Why, when no person chose it (an unpaid order expiring), or null. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The status after. */
  to: OrderStatus;
  /** The status after as the store writes it, e.g. 'Order Cancel'. */
  toLabel: Scalars['String']['output'];
};

/** An order's money, in whole rupiah. */
export type OrderMoney = {
  __typename?: 'OrderMoney';
  /** What cancellations took off: cancelled lines and their tax, and a seller's shipping once all their lines are cancelled. */
  cancelled: OrderAmounts;
  /** Lines, tax and shipping as placed. */
  charged: OrderAmounts;
  /** What the customer must still pay (0 once paid, expired or fully cancelled). */
  due: Scalars['Int']['output'];
  /** What the customer paid. */
  paid: Scalars['Int']['output'];
  /** charged.total − cancelled.total: what the order is worth now. */
  payable: Scalars['Int']['output'];
  /** Paid but cancelled since: goes back to the customer. */
  refunded: Scalars['Int']['output'];
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders on this page. */
  items: Array<Order>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
};

/** One seller's shipping in an order. */
export type OrderShipping = {
  __typename?: 'OrderShipping';
  /** The fee charged, in whole rupiah. */
  fee: Scalars['Int']['output'];
  /** Where to collect it, for Local Pick Up. */
  pickupAddress?: Maybe<Scalars['String']['output']>;
  /** True once every line of this seller in the order is cancelled (the fee goes back). */
  refunded: Scalars['Boolean']['output'];
  /** The seller's id. */
  sellerId: Scalars['ID']['output'];
  /** The shipment option. */
  shipment: Shipment;
  /** The seller's store name. */
  storeName: Scalars['String']['output'];
};

export type { OrderStatus };

/**
 * Where one page of a list stands among all its pages: every list page type has one, as `pageInfo`. It takes the
 * cache hint of the page it belongs to.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** True when there is a page after this one. */
  hasNext: Scalars['Boolean']['output'];
  /** True when there is a page before this one. */
  hasPrev: Scalars['Boolean']['output'];
  /** Items per page. */
  limit: Scalars['Int']['output'];
  /** This page's number, starting at 1. */
  page: Scalars['Int']['output'];
  /** Number of items over all pages. */
  totalData: Scalars['Int']['output'];
  /** Number of pages (at least 1). */
  totalPage: Scalars['Int']['output'];
};

/** The code was sent if the account exists. */
export type PasswordResetRequested = {
  __typename?: 'PasswordResetRequested';
  /** The code itself, only while the server exposes codes for development; null otherwise. */
  devOtp?: Maybe<Scalars['String']['output']>;
  /** A sentence to show, e.g. 'Congrats! Your OTP has been sent to a@b.c'. */
  message: Scalars['String']['output'];
};

/** The password was changed; every session of the account ended. */
export type PasswordResetSuccess = {
  __typename?: 'PasswordResetSuccess';
  /** A sentence to show: 'Password updated successfully, please login!'. */
  message: Scalars['String']['output'];
};

/** A payment method. */
export type Payment = {
  __typename?: 'Payment';
  /** The payment method's id (1–4). */
  id: Scalars['ID']['output'];
  /** The bank's name, e.g. BCA. */
  name: Scalars['String']['output'];
};

/** How to pay an unpaid order: transfer exactly the amount to the virtual account before the deadline. */
export type PaymentInstructions = {
  __typename?: 'PaymentInstructions';
  /** The exact amount to transfer, in whole rupiah. */
  amount: Scalars['Int']['output'];
  /** The bank, e.g. BCA. */
  bank: Scalars['String']['output'];
  /** When the order expires unpaid (ISO 8601). */
  deadline: Scalars['String']['output'];
  /** The virtual account number, unique to this order. */
  virtualAccount: Scalars['String']['output'];
};

/** The payment was refused: the order is already paid, expired, or nothing is due; nothing changed. */
export type PaymentRefusedError = ErrorResult & {
  __typename?: 'PaymentRefusedError';
  /** Always PAYMENT_REFUSED. */
  errorCode: ErrorCode;
  /** Why. */
  message: Scalars['String']['output'];
};

export type { PaymentState };

/** A product of the shop. */
export type Product = {
  __typename?: 'Product';
  /** The product's brand. */
  brand: Brand;
  /** The categories the product is listed in. */
  categories: Array<Category>;
  /** The product's colour. */
  color: Color;
  /** Whether the product is new or second-hand. */
  condition: Condition;
  /** A description written by the seller. */
  description: Scalars['String']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** URL of the first photo at thumbnail size, or null when it has none. */
  image?: Maybe<Scalars['String']['output']>;
  /** URLs of all photos at full size, in order. */
  images: Array<Scalars['String']['output']>;
  /** True when at least one unit is in stock. */
  inStock: Scalars['Boolean']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** Price per unit in whole rupiah. */
  price: Scalars['Int']['output'];
  /** The average and count of the product's visible reviews (0 and 0 without any). */
  rating: Rating;
  /** The product's visible reviews, 10 a page. */
  reviews: ReviewPage;
  /** The seller's public store profile. */
  seller: Seller;
  /** Units in stock right now. */
  stock: Scalars['Int']['output'];
  /** URLs of all photos at thumbnail size, in the same order as `images`. */
  thumbnails: Array<Scalars['String']['output']>;
};


/** A product of the shop. */
export type ProductReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ReviewSort>;
};

/** The product changed since the edit form loaded it (another edit, or a sale or cancellation moved its stock); nothing was saved. */
export type ProductChangedError = ErrorResult & {
  __typename?: 'ProductChangedError';
  /** The product's version now. */
  currentVersion?: Maybe<Scalars['Int']['output']>;
  /** Always PRODUCT_CHANGED. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** Facet counts for the product list's sidebar. */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /** Every brand with the products it would give. */
  brands: Array<FacetCount>;
  /** Every category, by name, with the products it would give. */
  categories: Array<FacetCount>;
  /** Every colour with the products it would give. */
  colors: Array<FacetCount>;
  /** False only for a minimum rating with a price range and no search, when more than 300 products match: every count is then a lower bound. A search's counts are always exact. */
  exact: Scalars['Boolean']['output'];
  /** Products matching the search and every filter (equals the page's `pageInfo.totalData` when `exact`). */
  totalData: Scalars['Int']['output'];
};

/** Search text and filters for the product list; every field is optional and they combine with AND. */
export type ProductFilter = {
  /** Only products of this brand. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Only products in this category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only products of this colour. */
  colorId?: InputMaybe<Scalars['ID']['input']>;
  /** Highest price in rupiah; 0 or null means no upper bound. */
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest price in rupiah; 0 or null means no lower bound. */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Only products rated at least this many stars on average (1–5); the store offers 4: "4 stars and up". */
  minRating?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Search text: every word must appear in the name, categories, brand, colour or description (any case,
   * any word form: "sofas" finds "sofa"); a misspelt word also matches the closest words products use, and
   * the last word also matches as the beginning of a word (search as you type).
   */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /**
   * For this search and these filters, how many products each category, brand and colour would give
   * (each list under every filter but its own, so choosing another brand shows what it would give).
   */
  facets: ProductFacets;
  /** The products on this page. */
  items: Array<Product>;
  /** Pass as `cursor` (with `page` + 1) to get the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
  /** Pass as `cursor` (with `page` - 1) to get the previous page; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** The order used (RELEVANCE when searching without a sort). */
  sort: ProductSort;
  /**
   * False when `pageInfo.totalData` and `pageInfo.totalPage` are lower bounds: a search matching more products
   * than the store counts (300). Show them as "more than": e.g. 'Showing page 1 of 50+'.
   */
  totalExact: Scalars['Boolean']['output'];
};

/** A photo of a product. */
export type ProductPhoto = {
  __typename?: 'ProductPhoto';
  /** The photo's id, to keep it in `UpdateProductInput.photos`. */
  id: Scalars['ID']['output'];
  /** Full-size URL. */
  image: Scalars['String']['output'];
  /** Thumbnail URL. */
  thumbnail: Scalars['String']['output'];
};

/** One photo slot of an edited product: exactly one of `id` (a photo it has) or `file` (a new photo). */
export type ProductPhotoInput = {
  /** Put this new photo here (an image of at most 5 MB). */
  file?: InputMaybe<Scalars['Upload']['input']>;
  /** Keep this existing photo here. */
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type { ProductSort };

/** A person's profile. */
export type Profile = {
  __typename?: 'Profile';
  /** The name shown in the store, if set. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The email; never editable. */
  email: Scalars['String']['output'];
  /** The gender, if set (male, female or other). */
  gender?: Maybe<Scalars['String']['output']>;
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** URL of the profile picture, or null (the web shows a fallback picture). */
  image?: Maybe<Scalars['String']['output']>;
  /** The user's role. */
  role: Role;
  /** The store's description (sellers), if set. */
  storeDescription?: Maybe<Scalars['String']['output']>;
  /** The store's name (sellers), if set. */
  storeName?: Maybe<Scalars['String']['output']>;
};

/** The catalogue, the signed-in person's data and the reference lists. */
export type Query = {
  __typename?: 'Query';
  /** The five furniture brands. */
  brands: Array<Brand>;
  /** Prices a cart right now on the server: current prices, stock check, subtotal, tax and total. */
  cartQuote: CartQuote;
  /** Every category with the number of live products in it. */
  categories: Array<Category>;
  /** The six product colours. */
  colors: Array<Color>;
  /** One of the signed-in person's conversations, or null when there is none with that id for them. Requires a session. */
  conversation?: Maybe<Conversation>;
  /** The signed-in person's conversations, latest message first. Requires a session. */
  conversations: ConversationPage;
  /**
   * One of the signed-in seller's products as the edit form loads it (archived ones too), with its `version`
   * to send back with `updateProduct`; null when it does not exist or is another seller's. Sellers only.
   */
  editableProduct?: Maybe<EditableProduct>;
  /** The newest visible reviews across the store, 10 a page, each with a link to its product. */
  latestReviews: ReviewPage;
  /** The signed-in person's profile. Requires a session (UNAUTHENTICATED otherwise). */
  me: Profile;
  /**
   * Messages of one of the signed-in person's conversations, oldest first: the newest page, the page before
   * message `before` (scrolling up), or the messages after message `after` (catching up). Requires a session.
   */
  messages: MessagePage;
  /** The signed-in customer's address book: the default first, then newest first. Customers only. */
  myAddresses: Array<SavedAddress>;
  /** The signed-in customer's orders, newest first. Customers only. */
  myOrders: OrderPage;
  /**
   * Whether the signed-in customer may review the product (a Completed order line of it) and their review of it;
   * null for a visitor or a seller, who may not review.
   */
  myReview?: Maybe<MyReview>;
  /** The signed-in seller's shipping offers. Sellers only. */
  myShippingOffer: ShippingOffer;
  /** The signed-in person's notifications, newest first. Requires a session. */
  notifications: NotificationPage;
  /**
   * One of the signed-in customer's orders with each line's status history; null when it does not exist or is
   * another customer's. Customers only.
   */
  order?: Maybe<Order>;
  /** The payment methods offered at checkout. */
  payments: Array<Payment>;
  /** One product by id, or null when it does not exist or was archived. */
  product?: Maybe<Product>;
  /**
   * One page of live products (not archived, in stock), filtered and sorted, with the sidebar's facet counts
   * on request (`facets`) in the same request. A page number past the last page answers the last page.
   */
  products: ProductPage;
  /** Up to 8 other live products that share a category or the brand with the given product. */
  relatedProducts: Array<Product>;
  /**
   * What the header's search box suggests for the text typed so far: matching categories and brands (at most 2
   * each), then the best-matching live products, 8 in all at most. The search's typo rules apply ("chiar" suggests
   * chairs). Fewer than 2 characters suggest nothing; text beyond 100 characters is ignored.
   */
  searchSuggestions: SearchSuggestions;
  /** Order lines for the signed-in seller's products, newest first. Sellers only. */
  sellerOrders: SellerOrderLinePage;
  /** The signed-in seller's own products, one page at a time. Sellers only. */
  sellerProducts: SellerProductPage;
  /** The shipment options offered at checkout. */
  shipments: Array<Shipment>;
  /** How many messages to the signed-in person are unread, in all conversations. Requires a session. */
  unreadMessageCount: Scalars['Int']['output'];
  /** How many of the signed-in person's notifications are unread. Requires a session. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** The signed-in customer's wishlist, newest first. Customers only. */
  wishlist: Array<WishlistItem>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryCartQuoteArgs = {
  items: Array<CartLineInput>;
  shipmentId?: InputMaybe<Scalars['ID']['input']>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryConversationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryEditableProductArgs = {
  id: Scalars['ID']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryLatestReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryMessagesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  before?: InputMaybe<Scalars['ID']['input']>;
  conversationId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryMyOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryMyReviewArgs = {
  productId: Scalars['ID']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryProductsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QueryRelatedProductsArgs = {
  productId: Scalars['ID']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QuerySearchSuggestionsArgs = {
  text: Scalars['String']['input'];
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QuerySellerOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** The catalogue, the signed-in person's data and the reference lists. */
export type QuerySellerProductsArgs = {
  filter?: InputMaybe<SellerProductFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** An average of stars and how many reviews it is over. */
export type Rating = {
  __typename?: 'Rating';
  /** Average stars with one decimal (0 without reviews). */
  average: Scalars['Float']['output'];
  /** Visible reviews. */
  count: Scalars['Int']['output'];
};

/** A new account. */
export type RegisterInput = {
  /** The email to sign in with. */
  email: Scalars['String']['input'];
  /** The password (at least 8 characters). */
  password: Scalars['String']['input'];
  /** Customer or seller. */
  role: Role;
};

/** Result of `register`. */
export type RegisterResult = EmailTakenError | InputValidationError | RegisterSuccess;

/** The account was created. */
export type RegisterSuccess = {
  __typename?: 'RegisterSuccess';
  /** A sentence to show, e.g. 'Congrats! a@b.c register success'. */
  message: Scalars['String']['output'];
  /** The new account. */
  user: SessionUser;
};

/** A seller's reply to a review of one of their products. */
export type ReplyToReviewInput = {
  /** The reply (1–2000 characters). */
  body: Scalars['String']['input'];
  /** The review. */
  id: Scalars['ID']['input'];
};

/** The email that should receive a reset code. */
export type RequestPasswordResetInput = {
  /** The account's email. */
  email: Scalars['String']['input'];
};

/** Result of `requestPasswordReset`. */
export type RequestPasswordResetResult = InputValidationError | PasswordResetRequested;

/** A reset code and the new password. */
export type ResetPasswordInput = {
  /** The 6-digit code from the mail. */
  code: Scalars['String']['input'];
  /** The account's email. */
  email: Scalars['String']['input'];
  /** The new password (at least 8 characters). */
  newPassword: Scalars['String']['input'];
};

/** Result of `resetPassword`. */
export type ResetPasswordResult = InputValidationError | PasswordResetSuccess | TooManyAttemptsError | WrongOtpError;

/** A sold-out product and its new stock. */
export type RestockProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
  /** Its new stock (1 or more). */
  stock: Scalars['Int']['input'];
};

/** Result of `restockProduct`. */
export type RestockProductResult = InputValidationError | NotFoundError | RestockProductSuccess | RestockRefusedError;

/** The product has stock again. */
export type RestockProductSuccess = {
  __typename?: 'RestockProductSuccess';
  /** A sentence to show: 'Product restocked'. */
  message: Scalars['String']['output'];
  /** The product as it is now. */
  product: EditableProduct;
};

/** A product cannot be restocked: it is not sold out (NOT_SOLD_OUT) or archived (PRODUCT_ARCHIVED). */
export type RestockRefusedError = ErrorResult & {
  __typename?: 'RestockRefusedError';
  /** NOT_SOLD_OUT or PRODUCT_ARCHIVED. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
  /** Units in stock now (NOT_SOLD_OUT). */
  stock?: Maybe<Scalars['Int']['output']>;
};

/** Which product to restore. */
export type RestoreProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
};

/** Result of `restoreProduct`. */
export type RestoreProductResult = NotFoundError | RestoreProductSuccess;

/** The product is back in the shop. */
export type RestoreProductSuccess = {
  __typename?: 'RestoreProductSuccess';
  /** A sentence to show: 'Product restored'. */
  message: Scalars['String']['output'];
  /** The product as it is now. */
  product: EditableProduct;
};

/** A customer's review of a product they received. */
export type Review = {
  __typename?: 'Review';
  /** The text, as typed (plain text). */
  body: Scalars['String']['output'];
  /** When it was written (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** How many people marked it helpful. */
  helpfulCount: Scalars['Int']['output'];
  /** The review's id. */
  id: Scalars['ID']['output'];
  /** Up to 3 photos, in order. */
  photos: Array<ReviewPhoto>;
  /** The product reviewed. */
  product: ReviewedProduct;
  /** 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  /** The product's seller's public reply, if any. */
  reply?: Maybe<ReviewReply>;
  /** The reviewer's display name ("Customer" when none is set). */
  reviewerName: Scalars['String']['output'];
  /** The title, as typed (plain text). */
  title: Scalars['String']['output'];
  /** When it was last edited (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Always true: only customers with a Completed order line of the product review it. */
  verifiedPurchase: Scalars['Boolean']['output'];
};

/** The report or vote was counted. */
export type ReviewActionDone = {
  __typename?: 'ReviewActionDone';
  /** How many people marked it helpful now (after a vote), or null after a report. */
  helpfulCount?: Maybe<Scalars['Int']['output']>;
  /** The review's id. */
  id: Scalars['ID']['output'];
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** The outcome of reporting a review or marking it helpful. */
export type ReviewActionResult = NotFoundError | ReviewActionDone | ReviewRefusedError;

/** The review is gone. */
export type ReviewDeleted = {
  __typename?: 'ReviewDeleted';
  /** The deleted review's id. */
  id: Scalars['ID']['output'];
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** Which review. */
export type ReviewIdInput = {
  /** The review's id. */
  id: Scalars['ID']['input'];
};

/** One page of reviews. */
export type ReviewPage = {
  __typename?: 'ReviewPage';
  /** The reviews on this page. */
  items: Array<Review>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
};

/** A photo of a review. */
export type ReviewPhoto = {
  __typename?: 'ReviewPhoto';
  /** The photo's id. */
  id: Scalars['ID']['output'];
  /** URL at full size. */
  image: Scalars['String']['output'];
  /** URL at thumbnail size. */
  thumbnail: Scalars['String']['output'];
};

/**
 * A review action refused for who is asking: not eligible to review, reviewed already, reported or voted already,
 * or their own review.
 */
export type ReviewRefusedError = ErrorResult & {
  __typename?: 'ReviewRefusedError';
  /** NOT_ELIGIBLE_TO_REVIEW, ALREADY_REVIEWED, ALREADY_REPORTED, ALREADY_VOTED or OWN_REVIEW. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** A seller's public reply to a review. */
export type ReviewReply = {
  __typename?: 'ReviewReply';
  /** The reply, as typed (plain text). */
  body: Scalars['String']['output'];
  /** When it was first posted (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** When it was last edited (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** The outcome of writing, editing or replying to a review. */
export type ReviewResult = InputValidationError | InvalidImageError | NotFoundError | ReviewRefusedError | ReviewSaved;

/** The review as it is now. */
export type ReviewSaved = {
  __typename?: 'ReviewSaved';
  /** A sentence to show. */
  message: Scalars['String']['output'];
  /** The review. */
  review: Review;
};

export type { ReviewSort };

/** The product a review is about, as a review list shows it. */
export type ReviewedProduct = {
  __typename?: 'ReviewedProduct';
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** URL of its first photo at thumbnail size, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  name: Scalars['String']['output'];
};

export type { Role };

/** Result of `saveShippingOffer`. */
export type SaveShippingOfferResult = InputValidationError | SaveShippingOfferSuccess;

/** The offers were saved. */
export type SaveShippingOfferSuccess = {
  __typename?: 'SaveShippingOfferSuccess';
  /** A sentence to show. */
  message: Scalars['String']['output'];
  /** The offers as they are now. */
  offer: ShippingOffer;
};

/** An address in a customer's address book. */
export type SavedAddress = {
  __typename?: 'SavedAddress';
  /** Where it goes. */
  address: Scalars['String']['output'];
  /** When it was saved (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The address's id. */
  id: Scalars['ID']['output'];
  /** True for the one address the checkout fills in first. */
  isDefault: Scalars['Boolean']['output'];
  /** The receiver's phone: +62 and the national digits. */
  phone: Scalars['String']['output'];
  /** Who receives the order. */
  receiverName: Scalars['String']['output'];
};

/** What the header's search box suggests for the text typed so far. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Brands whose name matches every typed word. */
  brands: Array<Brand>;
  /** Categories whose name matches every typed word. */
  categories: Array<Category>;
  /** Matching live products, best match first. */
  products: Array<Product>;
};

/** A seller's public store profile. */
export type Seller = {
  __typename?: 'Seller';
  /** The seller's display name, if set. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The seller's user id. */
  id: Scalars['ID']['output'];
  /** The store's rating: the average over the visible reviews of all its products. */
  rating: Rating;
  /** The store's description, if set. */
  storeDescription?: Maybe<Scalars['String']['output']>;
  /** The store's name, if set. */
  storeName?: Maybe<Scalars['String']['output']>;
};

/** An order line for one of the seller's products. */
export type SellerOrderLine = BoughtLine & OrderDelivery & {
  __typename?: 'SellerOrderLine';
  /** Where it goes. */
  address: Scalars['String']['output'];
  /** When the order was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** Thumbnail URL of the product's photo when it was bought, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** unitPrice × quantity. */
  lineTotal: Scalars['Int']['output'];
  /** The statuses the seller may move this line to now. */
  nextStatuses: Array<OrderStatus>;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** The payment method the customer chose. */
  payment: Payment;
  /** Whether the order is paid; an unpaid line cannot be moved. */
  paymentState: PaymentState;
  /** The receiver's phone. */
  phone: Scalars['String']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** The product's name when it was bought. */
  productName: Scalars['String']['output'];
  /** Units bought. */
  quantity: Scalars['Int']['output'];
  /** Who receives the order. */
  receiverName: Scalars['String']['output'];
  /** Paid and then cancelled: the line's amount and tax, which go back to the customer (0 otherwise). */
  refunded: Scalars['Int']['output'];
  /** The shipment option the customer chose. */
  shipment: Shipment;
  /** Where the line is. */
  status: OrderStatus;
  /** The status as the store writes it, e.g. 'Get Paid'. */
  statusLabel: Scalars['String']['output'];
  /** This line's tax, in whole rupiah. */
  tax: Scalars['Int']['output'];
  /** The tracking number given when the line was sent, or null. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
  /** Price per unit when it was bought, in whole rupiah. */
  unitPrice: Scalars['Int']['output'];
  /** When the line last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** One page of a seller's order lines. */
export type SellerOrderLinePage = {
  __typename?: 'SellerOrderLinePage';
  /** The lines on this page. */
  items: Array<SellerOrderLine>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
};

/** A product as its seller sees it in the product list. */
export type SellerProduct = {
  __typename?: 'SellerProduct';
  /** True once the seller has deleted (archived) it. */
  archived: Scalars['Boolean']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** URL of the first photo at thumbnail size, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  name: Scalars['String']['output'];
  /** Price per unit in whole rupiah. */
  price: Scalars['Int']['output'];
  /** Units in stock. */
  stock: Scalars['Int']['output'];
};

export type { SellerProductFilter };

/** One page of a seller's products. */
export type SellerProductPage = {
  __typename?: 'SellerProductPage';
  /** The products on this page. */
  items: Array<SellerProduct>;
  /** Where this page stands among all pages. */
  pageInfo: PageInfo;
};

/** Result of `sendContactMessage`. */
export type SendContactMessageResult = ContactMessageSent | InputValidationError;

/** A message to send. */
export type SendMessageInput = {
  /** The text (1–2000 characters after trimming). */
  body: Scalars['String']['input'];
  /** The conversation's id. */
  conversationId: Scalars['ID']['input'];
};

/** Result of `sendMessage`. */
export type SendMessageResult = InputValidationError | MessageSent | NotFoundError;

/** The signed-in person as the session knows them. */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** The user's email. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** The user's role. */
  role: Role;
};

/** A shipment option. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The shipment option's id (1–3). */
  id: Scalars['ID']['output'];
  /** The option's name, e.g. Flat Rate. */
  name: Scalars['String']['output'];
};

/** A seller in the cart does not offer the chosen shipment for it (or the cart is below their Free shipping minimum); nothing was ordered. */
export type ShipmentNotOfferedError = ErrorResult & {
  __typename?: 'ShipmentNotOfferedError';
  /** Always SHIPMENT_NOT_OFFERED. */
  errorCode: ErrorCode;
  /** A sentence naming the seller and the shipment. */
  message: Scalars['String']['output'];
};

/** One shipment choice as one seller prices it. */
export type ShippingChoice = {
  __typename?: 'ShippingChoice';
  /** False when the seller does not offer it, or the subtotal is below its minimum. */
  available: Scalars['Boolean']['output'];
  /** The fee in whole rupiah (0 when not available). */
  fee: Scalars['Int']['output'];
  /** Why it is not available, or the pickup address for Local Pick Up. */
  note?: Maybe<Scalars['String']['output']>;
  /** The shipment option. */
  shipment: Shipment;
};

/** A seller's shipping offers; a null turns that choice off. */
export type ShippingOffer = {
  __typename?: 'ShippingOffer';
  /** Flat Rate: the fee per order, in whole rupiah. */
  flatRateFee?: Maybe<Scalars['Int']['output']>;
  /** Free shipping: from this subtotal of the seller's lines. */
  freeShippingMinimum?: Maybe<Scalars['Int']['output']>;
  /** Local Pick Up: where customers collect their orders. */
  pickupAddress?: Maybe<Scalars['String']['output']>;
};

/** A seller's shipping offers to save; a null turns that choice off. */
export type ShippingOfferInput = {
  /** Flat Rate: the fee per order, a whole number of rupiah, 0 or more. */
  flatRateFee?: InputMaybe<Scalars['Int']['input']>;
  /** Free shipping: from this subtotal, a whole number of rupiah, 0 or more. */
  freeShippingMinimum?: InputMaybe<Scalars['Int']['input']>;
  /** Local Pick Up: where customers collect their orders. */
  pickupAddress?: InputMaybe<Scalars['String']['input']>;
};

/** Which order to pay with the development provider. */
export type SimulatePaymentInput = {
  /** The order's id. */
  orderId: Scalars['ID']['input'];
};

/** Result of `simulatePayment`. */
export type SimulatePaymentResult = NotFoundError | PaymentRefusedError | SimulatePaymentSuccess;

/** The order is paid. */
export type SimulatePaymentSuccess = {
  __typename?: 'SimulatePaymentSuccess';
  /** A sentence to show. */
  message: Scalars['String']['output'];
  /** The order as it is now. */
  order: Order;
};

/** Whom a new conversation is with: exactly one of the three. */
export type StartConversationInput = {
  /** One of the customer's order lines: with its seller, about its product and order. */
  lineId?: InputMaybe<Scalars['ID']['input']>;
  /** A first message to send with it. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** A product: the conversation is with its seller, about it. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** A seller, about nothing in particular. */
  sellerId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of `startConversation`. */
export type StartConversationResult = ConversationStarted | InputValidationError | NotFoundError;

/** What the signed-in person hears live, over the WebSocket. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * News for the signed-in person, and only for them: a message to or from them (in any of their
   * conversations, from any of their devices), a new notification, messages read elsewhere, a change to one of
   * their orders, and RESYNC when news may have been missed (the client then refetches what it shows). It
   * starts with OPENED. Each event carries the unread counts after it. Requires a session (the connection's `token`).
   */
  inbox: InboxEvent;
};

/** Too many tries: wrong reset codes (a new code must be requested) or sign-ins for one email (wait for the window to pass). */
export type TooManyAttemptsError = ErrorResult & {
  __typename?: 'TooManyAttemptsError';
  /** Always TOO_MANY_ATTEMPTS. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};

/** A saved address to change. */
export type UpdateAddressInput = {
  /** What the address becomes. */
  address: AddressInput;
  /** The address's id. */
  id: Scalars['ID']['input'];
};

/** An order line and its new status. */
export type UpdateOrderStatusInput = {
  /** The order line's id. */
  lineId: Scalars['ID']['input'];
  /** The status to move it to. */
  status: OrderStatus;
  /** The carrier's tracking number, only with SENT (letters, digits and dashes, at most 40). */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `updateOrderStatus`. */
export type UpdateOrderStatusResult = IllegalStatusChangeError | InputValidationError | NotFoundError | UpdateOrderStatusSuccess;

/** The line moved. */
export type UpdateOrderStatusSuccess = {
  __typename?: 'UpdateOrderStatusSuccess';
  /** The line as it is now. */
  line: SellerOrderLine;
};

/** What to change in a product; omitted or null fields stay as they are. */
export type UpdateProductInput = {
  /** The brand's id (1–5). */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** One or more category ids. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The colour's id (1–6). */
  colorId?: InputMaybe<Scalars['ID']['input']>;
  /** New or second-hand. */
  condition?: InputMaybe<Condition>;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The product's id. */
  id: Scalars['ID']['input'];
  /** The product's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** All photos in their new order (1–5); photos left out are removed. Omit to keep the photos as they are. */
  photos?: InputMaybe<Array<ProductPhotoInput>>;
  /** Price per unit in whole rupiah (0 or more). */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Units in stock (0 or more). */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** `version` of the EditableProduct the form loaded. */
  version: Scalars['Int']['input'];
};

/** Result of `updateProduct`. */
export type UpdateProductResult = InputValidationError | InvalidImageError | NotFoundError | ProductChangedError | UpdateProductSuccess;

/** The product was saved. */
export type UpdateProductSuccess = {
  __typename?: 'UpdateProductSuccess';
  /** A sentence to show: 'Product saved'. */
  message: Scalars['String']['output'];
  /** The product as saved, with its new version. */
  product: EditableProduct;
};

/** Profile fields to change; empty or null fields are left as they are. */
export type UpdateProfileInput = {
  /** The name shown in the store. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** male, female or other. */
  gender?: InputMaybe<Scalars['String']['input']>;
  /** A new profile picture (an image of at most 5 MB). */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** The store's description. */
  storeDescription?: InputMaybe<Scalars['String']['input']>;
  /** The store's name. */
  storeName?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `updateProfile`. */
export type UpdateProfileResult = InputValidationError | InvalidImageError | UpdateProfileSuccess;

/** The profile was saved. */
export type UpdateProfileSuccess = {
  __typename?: 'UpdateProfileSuccess';
  /** A sentence to show: 'Congrats! Data success change'. */
  message: Scalars['String']['output'];
  /** The profile as saved. */
  profile: Profile;
};

/** Which product. */
export type WishlistInput = {
  /** The product's id. */
  productId: Scalars['ID']['input'];
};

/** A product on a wishlist. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was added (ISO 8601). */
  addedAt: Scalars['String']['output'];
  /** The product. */
  product: Product;
};

/** Result of `addToWishlist` and `removeFromWishlist`. */
export type WishlistResult = NotFoundError | WishlistUpdated;

/** The wishlist after the change. */
export type WishlistUpdated = {
  __typename?: 'WishlistUpdated';
  /** Every item on the wishlist, newest first. */
  items: Array<WishlistItem>;
};

/** A new review. */
export type WriteReviewInput = {
  /** The text (1–4000 characters). */
  body: Scalars['String']['input'];
  /** Up to 3 photos. */
  photos?: InputMaybe<Array<Scalars['Upload']['input']>>;
  /** The product reviewed. */
  productId: Scalars['ID']['input'];
  /** 1 to 5 stars, whole. */
  rating: Scalars['Int']['input'];
  /** A title (1–120 characters). */
  title: Scalars['String']['input'];
};

/** The reset code is wrong, expired or already used. */
export type WrongOtpError = ErrorResult & {
  __typename?: 'WrongOtpError';
  /** Always WRONG_OTP. */
  errorCode: ErrorCode;
  /** 'Wrong OTP'. */
  message: Scalars['String']['output'];
};

/** The current password is wrong. */
export type WrongPasswordError = ErrorResult & {
  __typename?: 'WrongPasswordError';
  /** Always WRONG_PASSWORD. */
  errorCode: ErrorCode;
  /** A sentence to show. */
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AddressBookResult:
    | ( AddressBookFullError & { __typename: 'AddressBookFullError' } )
    | ( Omit<AddressBookUpdated, 'address' | 'addresses'> & { address?: Maybe<_RefType['SavedAddress']>, addresses: Array<_RefType['SavedAddress']> } & { __typename: 'AddressBookUpdated' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
  ;
  CancelOrderResult:
    | ( Omit<CancelOrderSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'CancelOrderSuccess' } )
    | ( IllegalStatusChangeError & { __typename: 'IllegalStatusChangeError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
  ;
  ChangePasswordResult:
    | ( ChangePasswordSuccess & { __typename: 'ChangePasswordSuccess' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( WrongPasswordError & { __typename: 'WrongPasswordError' } )
  ;
  CreateProductResult:
    | ( Omit<CreateProductSuccess, 'product'> & { product: _RefType['Product'] } & { __typename: 'CreateProductSuccess' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InvalidImageError & { __typename: 'InvalidImageError' } )
  ;
  CreateTransactionResult:
    | ( Omit<CreateTransactionSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'CreateTransactionSuccess' } )
    | ( IdempotencyKeyReusedError & { __typename: 'IdempotencyKeyReusedError' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InsufficientStockError & { __typename: 'InsufficientStockError' } )
    | ( ShipmentNotOfferedError & { __typename: 'ShipmentNotOfferedError' } )
  ;
  DeleteProductResult:
    | ( DeleteProductSuccess & { __typename: 'DeleteProductSuccess' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
  ;
  DeleteReviewResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( ReviewDeleted & { __typename: 'ReviewDeleted' } )
  ;
  LoginResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InvalidCredentialsError & { __typename: 'InvalidCredentialsError' } )
    | ( LoginSuccess & { __typename: 'LoginSuccess' } )
    | ( TooManyAttemptsError & { __typename: 'TooManyAttemptsError' } )
  ;
  RegisterResult:
    | ( EmailTakenError & { __typename: 'EmailTakenError' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( RegisterSuccess & { __typename: 'RegisterSuccess' } )
  ;
  RequestPasswordResetResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( PasswordResetRequested & { __typename: 'PasswordResetRequested' } )
  ;
  ResetPasswordResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( PasswordResetSuccess & { __typename: 'PasswordResetSuccess' } )
    | ( TooManyAttemptsError & { __typename: 'TooManyAttemptsError' } )
    | ( WrongOtpError & { __typename: 'WrongOtpError' } )
  ;
  RestockProductResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( Omit<RestockProductSuccess, 'product'> & { product: _RefType['EditableProduct'] } & { __typename: 'RestockProductSuccess' } )
    | ( RestockRefusedError & { __typename: 'RestockRefusedError' } )
  ;
  RestoreProductResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( Omit<RestoreProductSuccess, 'product'> & { product: _RefType['EditableProduct'] } & { __typename: 'RestoreProductSuccess' } )
  ;
  ReviewActionResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( ReviewActionDone & { __typename: 'ReviewActionDone' } )
    | ( ReviewRefusedError & { __typename: 'ReviewRefusedError' } )
  ;
  ReviewResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InvalidImageError & { __typename: 'InvalidImageError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( ReviewRefusedError & { __typename: 'ReviewRefusedError' } )
    | ( Omit<ReviewSaved, 'review'> & { review: _RefType['Review'] } & { __typename: 'ReviewSaved' } )
  ;
  SaveShippingOfferResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( Omit<SaveShippingOfferSuccess, 'offer'> & { offer: _RefType['ShippingOffer'] } & { __typename: 'SaveShippingOfferSuccess' } )
  ;
  SendContactMessageResult:
    | ( ContactMessageSent & { __typename: 'ContactMessageSent' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
  ;
  SendMessageResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( Omit<MessageSent, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } & { __typename: 'MessageSent' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
  ;
  SimulatePaymentResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( PaymentRefusedError & { __typename: 'PaymentRefusedError' } )
    | ( Omit<SimulatePaymentSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'SimulatePaymentSuccess' } )
  ;
  StartConversationResult:
    | ( Omit<ConversationStarted, 'conversation'> & { conversation: _RefType['Conversation'] } & { __typename: 'ConversationStarted' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
  ;
  UpdateOrderStatusResult:
    | ( IllegalStatusChangeError & { __typename: 'IllegalStatusChangeError' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( Omit<UpdateOrderStatusSuccess, 'line'> & { line: _RefType['SellerOrderLine'] } & { __typename: 'UpdateOrderStatusSuccess' } )
  ;
  UpdateProductResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InvalidImageError & { __typename: 'InvalidImageError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( ProductChangedError & { __typename: 'ProductChangedError' } )
    | ( Omit<UpdateProductSuccess, 'product'> & { product: _RefType['EditableProduct'] } & { __typename: 'UpdateProductSuccess' } )
  ;
  UpdateProfileResult:
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InvalidImageError & { __typename: 'InvalidImageError' } )
    | ( Omit<UpdateProfileSuccess, 'profile'> & { profile: _RefType['Profile'] } & { __typename: 'UpdateProfileSuccess' } )
  ;
  WishlistResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( Omit<WishlistUpdated, 'items'> & { items: Array<_RefType['WishlistItem']> } & { __typename: 'WishlistUpdated' } )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  BoughtLine:
    | ( CustomerOrderLine & { __typename: 'OrderLine' } )
    | ( SellerOrderLineData & { __typename: 'SellerOrderLine' } )
  ;
  ErrorResult:
    | ( AddressBookFullError & { __typename: 'AddressBookFullError' } )
    | ( EmailTakenError & { __typename: 'EmailTakenError' } )
    | ( IdempotencyKeyReusedError & { __typename: 'IdempotencyKeyReusedError' } )
    | ( IllegalStatusChangeError & { __typename: 'IllegalStatusChangeError' } )
    | ( InputValidationError & { __typename: 'InputValidationError' } )
    | ( InsufficientStockError & { __typename: 'InsufficientStockError' } )
    | ( InvalidCredentialsError & { __typename: 'InvalidCredentialsError' } )
    | ( InvalidImageError & { __typename: 'InvalidImageError' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( PaymentRefusedError & { __typename: 'PaymentRefusedError' } )
    | ( ProductChangedError & { __typename: 'ProductChangedError' } )
    | ( RestockRefusedError & { __typename: 'RestockRefusedError' } )
    | ( ReviewRefusedError & { __typename: 'ReviewRefusedError' } )
    | ( ShipmentNotOfferedError & { __typename: 'ShipmentNotOfferedError' } )
    | ( TooManyAttemptsError & { __typename: 'TooManyAttemptsError' } )
    | ( WrongOtpError & { __typename: 'WrongOtpError' } )
    | ( WrongPasswordError & { __typename: 'WrongPasswordError' } )
  ;
  OrderDelivery:
    | ( OrderData & { __typename: 'Order' } )
    | ( SellerOrderLineData & { __typename: 'SellerOrderLine' } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddressBookFullError: ResolverTypeWrapper<AddressBookFullError>;
  AddressBookResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddressBookResult']>;
  AddressBookUpdated: ResolverTypeWrapper<Omit<AddressBookUpdated, 'address' | 'addresses'> & { address?: Maybe<ResolversTypes['SavedAddress']>, addresses: Array<ResolversTypes['SavedAddress']> }>;
  AddressIdInput: AddressIdInput;
  AddressInput: AddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BoughtLine: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['BoughtLine']>;
  Brand: ResolverTypeWrapper<BrandData>;
  CacheControlScope: CacheControlScope;
  CancelOrderInput: CancelOrderInput;
  CancelOrderLineInput: CancelOrderLineInput;
  CancelOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CancelOrderResult']>;
  CancelOrderSuccess: ResolverTypeWrapper<Omit<CancelOrderSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  CartLineInput: CartLineInput;
  CartQuote: ResolverTypeWrapper<QuoteData>;
  CartQuoteLine: ResolverTypeWrapper<QuoteLine>;
  CartQuoteSeller: ResolverTypeWrapper<QuoteSeller>;
  Category: ResolverTypeWrapper<CategoryRecord>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangePasswordResult']>;
  ChangePasswordSuccess: ResolverTypeWrapper<ChangePasswordSuccess>;
  ChatMessage: ResolverTypeWrapper<ChatMessageData>;
  ChatParty: ResolverTypeWrapper<ChatPartyData>;
  ChatProduct: ResolverTypeWrapper<ChatProductRecord>;
  Color: ResolverTypeWrapper<ColorData>;
  Condition: Condition;
  ContactMessageInput: ContactMessageInput;
  ContactMessageSent: ResolverTypeWrapper<ContactMessageSent>;
  Conversation: ResolverTypeWrapper<ConversationData>;
  ConversationPage: ResolverTypeWrapper<ConversationPageRecord>;
  ConversationStarted: ResolverTypeWrapper<Omit<ConversationStarted, 'conversation'> & { conversation: ResolversTypes['Conversation'] }>;
  CreateProductInput: CreateProductInput;
  CreateProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateProductResult']>;
  CreateProductSuccess: ResolverTypeWrapper<Omit<CreateProductSuccess, 'product'> & { product: ResolversTypes['Product'] }>;
  CreateTransactionInput: CreateTransactionInput;
  CreateTransactionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateTransactionResult']>;
  CreateTransactionSuccess: ResolverTypeWrapper<Omit<CreateTransactionSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  DeleteProductInput: DeleteProductInput;
  DeleteProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteProductResult']>;
  DeleteProductSuccess: ResolverTypeWrapper<DeleteProductSuccess>;
  DeleteReviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteReviewResult']>;
  EditReviewInput: EditReviewInput;
  EditableProduct: ResolverTypeWrapper<EditableProductData>;
  EmailTakenError: ResolverTypeWrapper<EmailTakenError>;
  ErrorCode: ErrorCode;
  ErrorResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ErrorResult']>;
  FacetCount: ResolverTypeWrapper<FacetCount>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdempotencyKeyReusedError: ResolverTypeWrapper<IdempotencyKeyReusedError>;
  IllegalStatusChangeError: ResolverTypeWrapper<IllegalStatusChangeError>;
  InboxEvent: ResolverTypeWrapper<Omit<InboxEvent, 'message'> & { message?: Maybe<ResolversTypes['ChatMessage']> }>;
  InboxEventKind: InboxEventKind;
  InputValidationError: ResolverTypeWrapper<InputValidationError>;
  InsufficientStockError: ResolverTypeWrapper<InsufficientStockError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidCredentialsError: ResolverTypeWrapper<InvalidCredentialsError>;
  InvalidImageError: ResolverTypeWrapper<InvalidImageError>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  LoginSuccess: ResolverTypeWrapper<LoginSuccess>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MarkConversationReadInput: MarkConversationReadInput;
  MarkConversationReadPayload: ResolverTypeWrapper<MarkConversationReadPayload>;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: ResolverTypeWrapper<MarkNotificationsReadPayload>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'items'> & { items: Array<ResolversTypes['ChatMessage']> }>;
  MessageSent: ResolverTypeWrapper<Omit<MessageSent, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyReview: ResolverTypeWrapper<MyReviewData>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  Notification: ResolverTypeWrapper<NotificationData>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<NotificationPageRecord>;
  Order: ResolverTypeWrapper<OrderData>;
  OrderActor: OrderActor;
  OrderAmounts: ResolverTypeWrapper<OrderAmounts>;
  OrderDelivery: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderDelivery']>;
  OrderLine: ResolverTypeWrapper<CustomerOrderLine>;
  OrderLineEvent: ResolverTypeWrapper<LineEvent>;
  OrderMoney: ResolverTypeWrapper<OrderMoneyData>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderShipping: ResolverTypeWrapper<OrderShippingData>;
  OrderStatus: OrderStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordResetRequested: ResolverTypeWrapper<PasswordResetRequested>;
  PasswordResetSuccess: ResolverTypeWrapper<PasswordResetSuccess>;
  Payment: ResolverTypeWrapper<PaymentData>;
  PaymentInstructions: ResolverTypeWrapper<PaymentInstructionsData>;
  PaymentRefusedError: ResolverTypeWrapper<PaymentRefusedError>;
  PaymentState: PaymentState;
  Product: ResolverTypeWrapper<ProductRecord>;
  ProductChangedError: ResolverTypeWrapper<ProductChangedError>;
  ProductFacets: ResolverTypeWrapper<ProductFacetsData>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<ProductPageRecord>;
  ProductPhoto: ResolverTypeWrapper<ProductPhoto>;
  ProductPhotoInput: ProductPhotoInput;
  ProductSort: ProductSort;
  Profile: ResolverTypeWrapper<ProfileData>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rating: ResolverTypeWrapper<RatingSummary>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterResult']>;
  RegisterSuccess: ResolverTypeWrapper<RegisterSuccess>;
  ReplyToReviewInput: ReplyToReviewInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestPasswordResetResult']>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResetPasswordResult']>;
  RestockProductInput: RestockProductInput;
  RestockProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RestockProductResult']>;
  RestockProductSuccess: ResolverTypeWrapper<Omit<RestockProductSuccess, 'product'> & { product: ResolversTypes['EditableProduct'] }>;
  RestockRefusedError: ResolverTypeWrapper<RestockRefusedError>;
  RestoreProductInput: RestoreProductInput;
  RestoreProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RestoreProductResult']>;
  RestoreProductSuccess: ResolverTypeWrapper<Omit<RestoreProductSuccess, 'product'> & { product: ResolversTypes['EditableProduct'] }>;
  Review: ResolverTypeWrapper<ReviewData>;
  ReviewActionDone: ResolverTypeWrapper<ReviewActionDone>;
  ReviewActionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReviewActionResult']>;
  ReviewDeleted: ResolverTypeWrapper<ReviewDeleted>;
  ReviewIdInput: ReviewIdInput;
  ReviewPage: ResolverTypeWrapper<ReviewPageRecord>;
  ReviewPhoto: ResolverTypeWrapper<ReviewPhoto>;
  ReviewRefusedError: ResolverTypeWrapper<ReviewRefusedError>;
  ReviewReply: ResolverTypeWrapper<ReviewReply>;
  ReviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReviewResult']>;
  ReviewSaved: ResolverTypeWrapper<Omit<ReviewSaved, 'review'> & { review: ResolversTypes['Review'] }>;
  ReviewSort: ReviewSort;
  ReviewedProduct: ResolverTypeWrapper<ReviewedProduct>;
  Role: Role;
  SaveShippingOfferResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveShippingOfferResult']>;
  SaveShippingOfferSuccess: ResolverTypeWrapper<Omit<SaveShippingOfferSuccess, 'offer'> & { offer: ResolversTypes['ShippingOffer'] }>;
  SavedAddress: ResolverTypeWrapper<SavedAddressData>;
  SearchSuggestions: ResolverTypeWrapper<Suggestions>;
  Seller: ResolverTypeWrapper<SellerRecord>;
  SellerOrderLine: ResolverTypeWrapper<SellerOrderLineData>;
  SellerOrderLinePage: ResolverTypeWrapper<Omit<SellerOrderLinePage, 'items'> & { items: Array<ResolversTypes['SellerOrderLine']> }>;
  SellerProduct: ResolverTypeWrapper<SellerProductItem>;
  SellerProductFilter: SellerProductFilter;
  SellerProductPage: ResolverTypeWrapper<Omit<SellerProductPage, 'items'> & { items: Array<ResolversTypes['SellerProduct']> }>;
  SendContactMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendContactMessageResult']>;
  SendMessageInput: SendMessageInput;
  SendMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendMessageResult']>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  Shipment: ResolverTypeWrapper<ShipmentData>;
  ShipmentNotOfferedError: ResolverTypeWrapper<ShipmentNotOfferedError>;
  ShippingChoice: ResolverTypeWrapper<ShippingChoiceData>;
  ShippingOffer: ResolverTypeWrapper<ShippingOfferData>;
  ShippingOfferInput: ShippingOfferInput;
  SimulatePaymentInput: SimulatePaymentInput;
  SimulatePaymentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SimulatePaymentResult']>;
  SimulatePaymentSuccess: ResolverTypeWrapper<Omit<SimulatePaymentSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  StartConversationInput: StartConversationInput;
  StartConversationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartConversationResult']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TooManyAttemptsError: ResolverTypeWrapper<TooManyAttemptsError>;
  UpdateAddressInput: UpdateAddressInput;
  UpdateOrderStatusInput: UpdateOrderStatusInput;
  UpdateOrderStatusResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateOrderStatusResult']>;
  UpdateOrderStatusSuccess: ResolverTypeWrapper<Omit<UpdateOrderStatusSuccess, 'line'> & { line: ResolversTypes['SellerOrderLine'] }>;
  UpdateProductInput: UpdateProductInput;
  UpdateProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProductResult']>;
  UpdateProductSuccess: ResolverTypeWrapper<Omit<UpdateProductSuccess, 'product'> & { product: ResolversTypes['EditableProduct'] }>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileResult']>;
  UpdateProfileSuccess: ResolverTypeWrapper<Omit<UpdateProfileSuccess, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  WishlistInput: WishlistInput;
  WishlistItem: ResolverTypeWrapper<WishlistItemData>;
  WishlistResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WishlistResult']>;
  WishlistUpdated: ResolverTypeWrapper<Omit<WishlistUpdated, 'items'> & { items: Array<ResolversTypes['WishlistItem']> }>;
  WriteReviewInput: WriteReviewInput;
  WrongOtpError: ResolverTypeWrapper<WrongOtpError>;
  WrongPasswordError: ResolverTypeWrapper<WrongPasswordError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddressBookFullError: AddressBookFullError;
  AddressBookResult: ResolversUnionTypes<ResolversParentTypes>['AddressBookResult'];
  AddressBookUpdated: Omit<AddressBookUpdated, 'address' | 'addresses'> & { address?: Maybe<ResolversParentTypes['SavedAddress']>, addresses: Array<ResolversParentTypes['SavedAddress']> };
  AddressIdInput: AddressIdInput;
  AddressInput: AddressInput;
  Boolean: Scalars['Boolean']['output'];
  BoughtLine: ResolversInterfaceTypes<ResolversParentTypes>['BoughtLine'];
  Brand: BrandData;
  CancelOrderInput: CancelOrderInput;
  CancelOrderLineInput: CancelOrderLineInput;
  CancelOrderResult: ResolversUnionTypes<ResolversParentTypes>['CancelOrderResult'];
  CancelOrderSuccess: Omit<CancelOrderSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  CartLineInput: CartLineInput;
  CartQuote: QuoteData;
  CartQuoteLine: QuoteLine;
  CartQuoteSeller: QuoteSeller;
  Category: CategoryRecord;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolversUnionTypes<ResolversParentTypes>['ChangePasswordResult'];
  ChangePasswordSuccess: ChangePasswordSuccess;
  ChatMessage: ChatMessageData;
  ChatParty: ChatPartyData;
  ChatProduct: ChatProductRecord;
  Color: ColorData;
  ContactMessageInput: ContactMessageInput;
  ContactMessageSent: ContactMessageSent;
  Conversation: ConversationData;
  ConversationPage: ConversationPageRecord;
  ConversationStarted: Omit<ConversationStarted, 'conversation'> & { conversation: ResolversParentTypes['Conversation'] };
  CreateProductInput: CreateProductInput;
  CreateProductResult: ResolversUnionTypes<ResolversParentTypes>['CreateProductResult'];
  CreateProductSuccess: Omit<CreateProductSuccess, 'product'> & { product: ResolversParentTypes['Product'] };
  CreateTransactionInput: CreateTransactionInput;
  CreateTransactionResult: ResolversUnionTypes<ResolversParentTypes>['CreateTransactionResult'];
  CreateTransactionSuccess: Omit<CreateTransactionSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  DeleteProductInput: DeleteProductInput;
  DeleteProductResult: ResolversUnionTypes<ResolversParentTypes>['DeleteProductResult'];
  DeleteProductSuccess: DeleteProductSuccess;
  DeleteReviewResult: ResolversUnionTypes<ResolversParentTypes>['DeleteReviewResult'];
  EditReviewInput: EditReviewInput;
  EditableProduct: EditableProductData;
  EmailTakenError: EmailTakenError;
  ErrorResult: ResolversInterfaceTypes<ResolversParentTypes>['ErrorResult'];
  FacetCount: FacetCount;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IdempotencyKeyReusedError: IdempotencyKeyReusedError;
  IllegalStatusChangeError: IllegalStatusChangeError;
  InboxEvent: Omit<InboxEvent, 'message'> & { message?: Maybe<ResolversParentTypes['ChatMessage']> };
  InputValidationError: InputValidationError;
  InsufficientStockError: InsufficientStockError;
  Int: Scalars['Int']['output'];
  InvalidCredentialsError: InvalidCredentialsError;
  InvalidImageError: InvalidImageError;
  LoginInput: LoginInput;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LoginSuccess: LoginSuccess;
  LogoutPayload: LogoutPayload;
  MarkConversationReadInput: MarkConversationReadInput;
  MarkConversationReadPayload: MarkConversationReadPayload;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: MarkNotificationsReadPayload;
  MessagePage: Omit<MessagePage, 'items'> & { items: Array<ResolversParentTypes['ChatMessage']> };
  MessageSent: Omit<MessageSent, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  Mutation: Record<PropertyKey, never>;
  MyReview: MyReviewData;
  NotFoundError: NotFoundError;
  Notification: NotificationData;
  NotificationPage: NotificationPageRecord;
  Order: OrderData;
  OrderAmounts: OrderAmounts;
  OrderDelivery: ResolversInterfaceTypes<ResolversParentTypes>['OrderDelivery'];
  OrderLine: CustomerOrderLine;
  OrderLineEvent: LineEvent;
  OrderMoney: OrderMoneyData;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderShipping: OrderShippingData;
  PageInfo: PageInfo;
  PasswordResetRequested: PasswordResetRequested;
  PasswordResetSuccess: PasswordResetSuccess;
  Payment: PaymentData;
  PaymentInstructions: PaymentInstructionsData;
  PaymentRefusedError: PaymentRefusedError;
  Product: ProductRecord;
  ProductChangedError: ProductChangedError;
  ProductFacets: ProductFacetsData;
  ProductFilter: ProductFilter;
  ProductPage: ProductPageRecord;
  ProductPhoto: ProductPhoto;
  ProductPhotoInput: ProductPhotoInput;
  Profile: ProfileData;
  Query: Record<PropertyKey, never>;
  Rating: RatingSummary;
  RegisterInput: RegisterInput;
  RegisterResult: ResolversUnionTypes<ResolversParentTypes>['RegisterResult'];
  RegisterSuccess: RegisterSuccess;
  ReplyToReviewInput: ReplyToReviewInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolversUnionTypes<ResolversParentTypes>['RequestPasswordResetResult'];
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['ResetPasswordResult'];
  RestockProductInput: RestockProductInput;
  RestockProductResult: ResolversUnionTypes<ResolversParentTypes>['RestockProductResult'];
  RestockProductSuccess: Omit<RestockProductSuccess, 'product'> & { product: ResolversParentTypes['EditableProduct'] };
  RestockRefusedError: RestockRefusedError;
  RestoreProductInput: RestoreProductInput;
  RestoreProductResult: ResolversUnionTypes<ResolversParentTypes>['RestoreProductResult'];
  RestoreProductSuccess: Omit<RestoreProductSuccess, 'product'> & { product: ResolversParentTypes['EditableProduct'] };
  Review: ReviewData;
  ReviewActionDone: ReviewActionDone;
  ReviewActionResult: ResolversUnionTypes<ResolversParentTypes>['ReviewActionResult'];
  ReviewDeleted: ReviewDeleted;
  ReviewIdInput: ReviewIdInput;
  ReviewPage: ReviewPageRecord;
  ReviewPhoto: ReviewPhoto;
  ReviewRefusedError: ReviewRefusedError;
  ReviewReply: ReviewReply;
  ReviewResult: ResolversUnionTypes<ResolversParentTypes>['ReviewResult'];
  ReviewSaved: Omit<ReviewSaved, 'review'> & { review: ResolversParentTypes['Review'] };
  ReviewedProduct: ReviewedProduct;
  SaveShippingOfferResult: ResolversUnionTypes<ResolversParentTypes>['SaveShippingOfferResult'];
  SaveShippingOfferSuccess: Omit<SaveShippingOfferSuccess, 'offer'> & { offer: ResolversParentTypes['ShippingOffer'] };
  SavedAddress: SavedAddressData;
  SearchSuggestions: Suggestions;
  Seller: SellerRecord;
  SellerOrderLine: SellerOrderLineData;
  SellerOrderLinePage: Omit<SellerOrderLinePage, 'items'> & { items: Array<ResolversParentTypes['SellerOrderLine']> };
  SellerProduct: SellerProductItem;
  SellerProductPage: Omit<SellerProductPage, 'items'> & { items: Array<ResolversParentTypes['SellerProduct']> };
  SendContactMessageResult: ResolversUnionTypes<ResolversParentTypes>['SendContactMessageResult'];
  SendMessageInput: SendMessageInput;
  SendMessageResult: ResolversUnionTypes<ResolversParentTypes>['SendMessageResult'];
  SessionUser: SessionUser;
  Shipment: ShipmentData;
  ShipmentNotOfferedError: ShipmentNotOfferedError;
  ShippingChoice: ShippingChoiceData;
  ShippingOffer: ShippingOfferData;
  ShippingOfferInput: ShippingOfferInput;
  SimulatePaymentInput: SimulatePaymentInput;
  SimulatePaymentResult: ResolversUnionTypes<ResolversParentTypes>['SimulatePaymentResult'];
  SimulatePaymentSuccess: Omit<SimulatePaymentSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  StartConversationInput: StartConversationInput;
  StartConversationResult: ResolversUnionTypes<ResolversParentTypes>['StartConversationResult'];
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TooManyAttemptsError: TooManyAttemptsError;
  UpdateAddressInput: UpdateAddressInput;
  UpdateOrderStatusInput: UpdateOrderStatusInput;
  UpdateOrderStatusResult: ResolversUnionTypes<ResolversParentTypes>['UpdateOrderStatusResult'];
  UpdateOrderStatusSuccess: Omit<UpdateOrderStatusSuccess, 'line'> & { line: ResolversParentTypes['SellerOrderLine'] };
  UpdateProductInput: UpdateProductInput;
  UpdateProductResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProductResult'];
  UpdateProductSuccess: Omit<UpdateProductSuccess, 'product'> & { product: ResolversParentTypes['EditableProduct'] };
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileResult'];
  UpdateProfileSuccess: Omit<UpdateProfileSuccess, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  Upload: Scalars['Upload']['output'];
  WishlistInput: WishlistInput;
  WishlistItem: WishlistItemData;
  WishlistResult: ResolversUnionTypes<ResolversParentTypes>['WishlistResult'];
  WishlistUpdated: Omit<WishlistUpdated, 'items'> & { items: Array<ResolversParentTypes['WishlistItem']> };
  WriteReviewInput: WriteReviewInput;
  WrongOtpError: WrongOtpError;
  WrongPasswordError: WrongPasswordError;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = BffContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressBookFullErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AddressBookFullError'] = ResolversParentTypes['AddressBookFullError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressBookResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AddressBookResult'] = ResolversParentTypes['AddressBookResult']> = {
  __resolveType: TypeResolveFn<'AddressBookFullError' | 'AddressBookUpdated' | 'InputValidationError' | 'NotFoundError', ParentType, ContextType>;
};

export type AddressBookUpdatedResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AddressBookUpdated'] = ResolversParentTypes['AddressBookUpdated']> = {
  address?: Resolver<Maybe<ResolversTypes['SavedAddress']>, ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['SavedAddress']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BoughtLineResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BoughtLine'] = ResolversParentTypes['BoughtLine']> = {
  __resolveType: TypeResolveFn<'OrderLine' | 'SellerOrderLine', ParentType, ContextType>;
};

export type BrandResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancelOrderResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = {
  __resolveType: TypeResolveFn<'CancelOrderSuccess' | 'IllegalStatusChangeError' | 'NotFoundError', ParentType, ContextType>;
};

export type CancelOrderSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CancelOrderSuccess'] = ResolversParentTypes['CancelOrderSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartQuoteResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CartQuote'] = ResolversParentTypes['CartQuote']> = {
  allAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartQuoteLine']>, ParentType, ContextType>;
  sellers?: Resolver<Array<ResolversTypes['CartQuoteSeller']>, ParentType, ContextType>;
  shipmentAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailableLines?: Resolver<Array<ResolversTypes['CartQuoteLine']>, ParentType, ContextType>;
};

export type CartQuoteLineResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CartQuoteLine'] = ResolversParentTypes['CartQuoteLine']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartQuoteSellerResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CartQuoteSeller'] = ResolversParentTypes['CartQuoteSeller']> = {
  choices?: Resolver<Array<ResolversTypes['ShippingChoice']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChangePasswordResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = {
  __resolveType: TypeResolveFn<'ChangePasswordSuccess' | 'InputValidationError' | 'WrongPasswordError', ParentType, ContextType>;
};

export type ChangePasswordSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChangePasswordSuccess'] = ResolversParentTypes['ChangePasswordSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  senderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatPartyResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChatParty'] = ResolversParentTypes['ChatParty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ChatProductResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChatProduct'] = ResolversParentTypes['ChatProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ColorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConditionResolvers = EnumResolverSignature<{ NEW?: any, SECOND?: any }, ResolversTypes['Condition']>;

export type ContactMessageSentResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ContactMessageSent'] = ResolversParentTypes['ContactMessageSent']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ChatProduct']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  with?: Resolver<ResolversTypes['ChatParty'], ParentType, ContextType>;
};

export type ConversationPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  items?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationStartedResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ConversationStarted'] = ResolversParentTypes['ConversationStarted']> = {
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreateProductResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CreateProductResult'] = ResolversParentTypes['CreateProductResult']> = {
  __resolveType: TypeResolveFn<'CreateProductSuccess' | 'InputValidationError' | 'InvalidImageError', ParentType, ContextType>;
};

export type CreateProductSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CreateProductSuccess'] = ResolversParentTypes['CreateProductSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreateTransactionResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CreateTransactionResult'] = ResolversParentTypes['CreateTransactionResult']> = {
  __resolveType: TypeResolveFn<'CreateTransactionSuccess' | 'IdempotencyKeyReusedError' | 'InputValidationError' | 'InsufficientStockError' | 'ShipmentNotOfferedError', ParentType, ContextType>;
};

export type CreateTransactionSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CreateTransactionSuccess'] = ResolversParentTypes['CreateTransactionSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeleteProductResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteProductResult'] = ResolversParentTypes['DeleteProductResult']> = {
  __resolveType: TypeResolveFn<'DeleteProductSuccess' | 'NotFoundError', ParentType, ContextType>;
};

export type DeleteProductSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteProductSuccess'] = ResolversParentTypes['DeleteProductSuccess']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeleteReviewResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteReviewResult'] = ResolversParentTypes['DeleteReviewResult']> = {
  __resolveType: TypeResolveFn<'NotFoundError' | 'ReviewDeleted', ParentType, ContextType>;
};

export type EditableProductResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['EditableProduct'] = ResolversParentTypes['EditableProduct']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['Condition'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ProductPhoto']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailTakenErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['EmailTakenError'] = ResolversParentTypes['EmailTakenError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ErrorResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ErrorResult'] = ResolversParentTypes['ErrorResult']> = {
  __resolveType: TypeResolveFn<'AddressBookFullError' | 'EmailTakenError' | 'IdempotencyKeyReusedError' | 'IllegalStatusChangeError' | 'InputValidationError' | 'InsufficientStockError' | 'InvalidCredentialsError' | 'InvalidImageError' | 'NotFoundError' | 'PaymentRefusedError' | 'ProductChangedError' | 'RestockRefusedError' | 'ReviewRefusedError' | 'ShipmentNotOfferedError' | 'TooManyAttemptsError' | 'WrongOtpError' | 'WrongPasswordError', ParentType, ContextType>;
};

export type FacetCountResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['FacetCount'] = ResolversParentTypes['FacetCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdempotencyKeyReusedErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['IdempotencyKeyReusedError'] = ResolversParentTypes['IdempotencyKeyReusedError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IllegalStatusChangeErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['IllegalStatusChangeError'] = ResolversParentTypes['IllegalStatusChangeError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InboxEventResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['InboxEvent'] = ResolversParentTypes['InboxEvent']> = {
  kind?: Resolver<ResolversTypes['InboxEventKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unreadMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InputValidationErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['InputValidationError'] = ResolversParentTypes['InputValidationError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InsufficientStockErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['InsufficientStockError'] = ResolversParentTypes['InsufficientStockError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvalidCredentialsErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['InvalidCredentialsError'] = ResolversParentTypes['InvalidCredentialsError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvalidImageErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['InvalidImageError'] = ResolversParentTypes['InvalidImageError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'InvalidCredentialsError' | 'LoginSuccess' | 'TooManyAttemptsError', ParentType, ContextType>;
};

export type LoginSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LoginSuccess'] = ResolversParentTypes['LoginSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarkConversationReadPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['MarkConversationReadPayload'] = ResolversParentTypes['MarkConversationReadPayload']> = {
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarkNotificationsReadPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['MarkNotificationsReadPayload'] = ResolversParentTypes['MarkNotificationsReadPayload']> = {
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
};

export type MessageSentResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['MessageSent'] = ResolversParentTypes['MessageSent']> = {
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input'>>;
  cancelOrderLine?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderLineArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['CreateProductResult'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createTransaction?: Resolver<ResolversTypes['CreateTransactionResult'], ParentType, ContextType, RequireFields<MutationCreateTransactionArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'input'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductResult'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'input'>>;
  deleteReview?: Resolver<ResolversTypes['DeleteReviewResult'], ParentType, ContextType, RequireFields<MutationDeleteReviewArgs, 'input'>>;
  editReview?: Resolver<ResolversTypes['ReviewResult'], ParentType, ContextType, RequireFields<MutationEditReviewArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markConversationRead?: Resolver<ResolversTypes['MarkConversationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'input'>>;
  markNotificationsRead?: Resolver<ResolversTypes['MarkNotificationsReadPayload'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  markReviewHelpful?: Resolver<ResolversTypes['ReviewActionResult'], ParentType, ContextType, RequireFields<MutationMarkReviewHelpfulArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'input'>>;
  replyToReview?: Resolver<ResolversTypes['ReviewResult'], ParentType, ContextType, RequireFields<MutationReplyToReviewArgs, 'input'>>;
  reportReview?: Resolver<ResolversTypes['ReviewActionResult'], ParentType, ContextType, RequireFields<MutationReportReviewArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restockProduct?: Resolver<ResolversTypes['RestockProductResult'], ParentType, ContextType, RequireFields<MutationRestockProductArgs, 'input'>>;
  restoreProduct?: Resolver<ResolversTypes['RestoreProductResult'], ParentType, ContextType, RequireFields<MutationRestoreProductArgs, 'input'>>;
  saveShippingOffer?: Resolver<ResolversTypes['SaveShippingOfferResult'], ParentType, ContextType, RequireFields<MutationSaveShippingOfferArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['SendContactMessageResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendMessage?: Resolver<ResolversTypes['SendMessageResult'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'input'>>;
  setDefaultAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'input'>>;
  simulatePayment?: Resolver<ResolversTypes['SimulatePaymentResult'], ParentType, ContextType, RequireFields<MutationSimulatePaymentArgs, 'input'>>;
  startConversation?: Resolver<ResolversTypes['StartConversationResult'], ParentType, ContextType, RequireFields<MutationStartConversationArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'input'>>;
  updateOrderStatus?: Resolver<ResolversTypes['UpdateOrderStatusResult'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['UpdateProductResult'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  writeReview?: Resolver<ResolversTypes['ReviewResult'], ParentType, ContextType, RequireFields<MutationWriteReviewArgs, 'input'>>;
};

export type MyReviewResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['MyReview'] = ResolversParentTypes['MyReview']> = {
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
};

export type NotFoundErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['NotFoundError'] = ResolversParentTypes['NotFoundError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  conversationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  lineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  statusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationKindResolvers = EnumResolverSignature<{ CANCELLED_BY_CUSTOMER?: any, CANCELLED_BY_YOU?: any, EXPIRED?: any, MESSAGE?: any, NEW_ORDER_LINE?: any, NEW_REVIEW?: any, ORDER_PAID?: any, ORDER_PLACED?: any, PAID?: any, REVIEW_REPLY?: any, SHIPPED?: any, STATUS_CHANGED?: any }, ResolversTypes['NotificationKind']>;

export type NotificationPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canSimulatePayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['PaymentInstructions']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  money?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  paymentDeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['PaymentState'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingBySeller?: Resolver<Array<ResolversTypes['OrderShipping']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderActorResolvers = EnumResolverSignature<{ CUSTOMER?: any, SELLER?: any }, ResolversTypes['OrderActor']>;

export type OrderAmountsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderAmounts'] = ResolversParentTypes['OrderAmounts']> = {
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderDeliveryResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderDelivery'] = ResolversParentTypes['OrderDelivery']> = {
  __resolveType: TypeResolveFn<'Order' | 'SellerOrderLine', ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderLineEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderLineEventResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderLineEvent'] = ResolversParentTypes['OrderLineEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changedBy?: Resolver<ResolversTypes['OrderActor'], ParentType, ContextType>;
  changedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  fromLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  toLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderMoneyResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderMoney'] = ResolversParentTypes['OrderMoney']> = {
  cancelled?: Resolver<ResolversTypes['OrderAmounts'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['OrderAmounts'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OrderShippingResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['OrderShipping'] = ResolversParentTypes['OrderShipping']> = {
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pickupAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderStatusResolvers = EnumResolverSignature<{ COMPLETED?: any, GET_PAID?: any, ORDER_CANCEL?: any, PROCESSED?: any, SENT?: any, WAITING_FOR_PAYMENT?: any }, ResolversTypes['OrderStatus']>;

export type PageInfoResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPrev?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasswordResetRequestedResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PasswordResetRequested'] = ResolversParentTypes['PasswordResetRequested']> = {
  devOtp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PasswordResetSuccess'] = ResolversParentTypes['PasswordResetSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentInstructionsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PaymentInstructions'] = ResolversParentTypes['PaymentInstructions']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  virtualAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentRefusedErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PaymentRefusedError'] = ResolversParentTypes['PaymentRefusedError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentStateResolvers = EnumResolverSignature<{ EXPIRED?: any, PAID?: any, UNPAID?: any }, ResolversTypes['PaymentState']>;

export type ProductResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['Condition'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<ProductReviewsArgs, 'page' | 'sort'>>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductChangedErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ProductChangedError'] = ResolversParentTypes['ProductChangedError']> = {
  currentVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductFacetsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = {
  brands?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['ProductSort'], ParentType, ContextType>;
  totalExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductPhotoResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ProductPhoto'] = ResolversParentTypes['ProductPhoto']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductSortResolvers = EnumResolverSignature<{ CHEAPEST?: any, NEWEST?: any, OLDEST?: any, PRICIEST?: any, RELEVANCE?: any, TOP_RATED?: any }, ResolversTypes['ProductSort']>;

export type ProfileResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  storeDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  cartQuote?: Resolver<ResolversTypes['CartQuote'], ParentType, ContextType, RequireFields<QueryCartQuoteArgs, 'items'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, Partial<QueryConversationsArgs>>;
  editableProduct?: Resolver<Maybe<ResolversTypes['EditableProduct']>, ParentType, ContextType, RequireFields<QueryEditableProductArgs, 'id'>>;
  latestReviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryLatestReviewsArgs, 'page'>>;
  me?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryMessagesArgs, 'conversationId'>>;
  myAddresses?: Resolver<Array<ResolversTypes['SavedAddress']>, ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'limit' | 'page'>>;
  myReview?: Resolver<Maybe<ResolversTypes['MyReview']>, ParentType, ContextType, RequireFields<QueryMyReviewArgs, 'productId'>>;
  myShippingOffer?: Resolver<ResolversTypes['ShippingOffer'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit' | 'page'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'limit' | 'page'>>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRelatedProductsArgs, 'productId'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'text'>>;
  sellerOrders?: Resolver<ResolversTypes['SellerOrderLinePage'], ParentType, ContextType, RequireFields<QuerySellerOrdersArgs, 'limit' | 'page'>>;
  sellerProducts?: Resolver<ResolversTypes['SellerProductPage'], ParentType, ContextType, RequireFields<QuerySellerProductsArgs, 'filter' | 'limit' | 'page'>>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  unreadMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishlist?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type RatingResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegisterResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = {
  __resolveType: TypeResolveFn<'EmailTakenError' | 'InputValidationError' | 'RegisterSuccess', ParentType, ContextType>;
};

export type RegisterSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RegisterSuccess'] = ResolversParentTypes['RegisterSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RequestPasswordResetResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RequestPasswordResetResult'] = ResolversParentTypes['RequestPasswordResetResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'PasswordResetRequested', ParentType, ContextType>;
};

export type ResetPasswordResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'PasswordResetSuccess' | 'TooManyAttemptsError' | 'WrongOtpError', ParentType, ContextType>;
};

export type RestockProductResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RestockProductResult'] = ResolversParentTypes['RestockProductResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'NotFoundError' | 'RestockProductSuccess' | 'RestockRefusedError', ParentType, ContextType>;
};

export type RestockProductSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RestockProductSuccess'] = ResolversParentTypes['RestockProductSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['EditableProduct'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RestockRefusedErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RestockRefusedError'] = ResolversParentTypes['RestockRefusedError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RestoreProductResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RestoreProductResult'] = ResolversParentTypes['RestoreProductResult']> = {
  __resolveType: TypeResolveFn<'NotFoundError' | 'RestoreProductSuccess', ParentType, ContextType>;
};

export type RestoreProductSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RestoreProductSuccess'] = ResolversParentTypes['RestoreProductSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['EditableProduct'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpfulCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ReviewPhoto']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ReviewedProduct'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['ReviewReply']>, ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewActionDoneResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewActionDone'] = ResolversParentTypes['ReviewActionDone']> = {
  helpfulCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewActionResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewActionResult'] = ResolversParentTypes['ReviewActionResult']> = {
  __resolveType: TypeResolveFn<'NotFoundError' | 'ReviewActionDone' | 'ReviewRefusedError', ParentType, ContextType>;
};

export type ReviewDeletedResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewDeleted'] = ResolversParentTypes['ReviewDeleted']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReviewPhotoResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewPhoto'] = ResolversParentTypes['ReviewPhoto']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewRefusedErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewRefusedError'] = ResolversParentTypes['ReviewRefusedError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewReplyResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewReply'] = ResolversParentTypes['ReviewReply']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewResult'] = ResolversParentTypes['ReviewResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'InvalidImageError' | 'NotFoundError' | 'ReviewRefusedError' | 'ReviewSaved', ParentType, ContextType>;
};

export type ReviewSavedResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewSaved'] = ResolversParentTypes['ReviewSaved']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewSortResolvers = EnumResolverSignature<{ HELPFUL?: any, NEWEST?: any }, ResolversTypes['ReviewSort']>;

export type ReviewedProductResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReviewedProduct'] = ResolversParentTypes['ReviewedProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers = EnumResolverSignature<{ CUSTOMER?: any, SELLER?: any }, ResolversTypes['Role']>;

export type SaveShippingOfferResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SaveShippingOfferResult'] = ResolversParentTypes['SaveShippingOfferResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'SaveShippingOfferSuccess', ParentType, ContextType>;
};

export type SaveShippingOfferSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SaveShippingOfferSuccess'] = ResolversParentTypes['SaveShippingOfferSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['ShippingOffer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavedAddressResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SavedAddress'] = ResolversParentTypes['SavedAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type SellerResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
  storeDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SellerOrderLineResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SellerOrderLine'] = ResolversParentTypes['SellerOrderLine']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['PaymentState'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SellerOrderLinePageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SellerOrderLinePage'] = ResolversParentTypes['SellerOrderLinePage']> = {
  items?: Resolver<Array<ResolversTypes['SellerOrderLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SellerProductResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SellerProduct'] = ResolversParentTypes['SellerProduct']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerProductFilterResolvers = EnumResolverSignature<{ ALL?: any, ARCHIVED?: any, SOLD_OUT?: any }, ResolversTypes['SellerProductFilter']>;

export type SellerProductPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SellerProductPage'] = ResolversParentTypes['SellerProductPage']> = {
  items?: Resolver<Array<ResolversTypes['SellerProduct']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SendContactMessageResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SendContactMessageResult'] = ResolversParentTypes['SendContactMessageResult']> = {
  __resolveType: TypeResolveFn<'ContactMessageSent' | 'InputValidationError', ParentType, ContextType>;
};

export type SendMessageResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SendMessageResult'] = ResolversParentTypes['SendMessageResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'MessageSent' | 'NotFoundError', ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentNotOfferedErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ShipmentNotOfferedError'] = ResolversParentTypes['ShipmentNotOfferedError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingChoiceResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ShippingChoice'] = ResolversParentTypes['ShippingChoice']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
};

export type ShippingOfferResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ShippingOffer'] = ResolversParentTypes['ShippingOffer']> = {
  flatRateFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  freeShippingMinimum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickupAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SimulatePaymentResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SimulatePaymentResult'] = ResolversParentTypes['SimulatePaymentResult']> = {
  __resolveType: TypeResolveFn<'NotFoundError' | 'PaymentRefusedError' | 'SimulatePaymentSuccess', ParentType, ContextType>;
};

export type SimulatePaymentSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SimulatePaymentSuccess'] = ResolversParentTypes['SimulatePaymentSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StartConversationResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['StartConversationResult'] = ResolversParentTypes['StartConversationResult']> = {
  __resolveType: TypeResolveFn<'ConversationStarted' | 'InputValidationError' | 'NotFoundError', ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  inbox?: SubscriptionResolver<ResolversTypes['InboxEvent'], "inbox", ParentType, ContextType>;
};

export type TooManyAttemptsErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TooManyAttemptsError'] = ResolversParentTypes['TooManyAttemptsError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateOrderStatusResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateOrderStatusResult'] = ResolversParentTypes['UpdateOrderStatusResult']> = {
  __resolveType: TypeResolveFn<'IllegalStatusChangeError' | 'InputValidationError' | 'NotFoundError' | 'UpdateOrderStatusSuccess', ParentType, ContextType>;
};

export type UpdateOrderStatusSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateOrderStatusSuccess'] = ResolversParentTypes['UpdateOrderStatusSuccess']> = {
  line?: Resolver<ResolversTypes['SellerOrderLine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateProductResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateProductResult'] = ResolversParentTypes['UpdateProductResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'InvalidImageError' | 'NotFoundError' | 'ProductChangedError' | 'UpdateProductSuccess', ParentType, ContextType>;
};

export type UpdateProductSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateProductSuccess'] = ResolversParentTypes['UpdateProductSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['EditableProduct'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateProfileResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateProfileResult'] = ResolversParentTypes['UpdateProfileResult']> = {
  __resolveType: TypeResolveFn<'InputValidationError' | 'InvalidImageError' | 'UpdateProfileSuccess', ParentType, ContextType>;
};

export type UpdateProfileSuccessResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateProfileSuccess'] = ResolversParentTypes['UpdateProfileSuccess']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type WishlistItemResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type WishlistResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WishlistResult'] = ResolversParentTypes['WishlistResult']> = {
  __resolveType: TypeResolveFn<'NotFoundError' | 'WishlistUpdated', ParentType, ContextType>;
};

export type WishlistUpdatedResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WishlistUpdated'] = ResolversParentTypes['WishlistUpdated']> = {
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WrongOtpErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WrongOtpError'] = ResolversParentTypes['WrongOtpError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WrongPasswordErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WrongPasswordError'] = ResolversParentTypes['WrongPasswordError']> = {
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = BffContext> = {
  AddressBookFullError?: AddressBookFullErrorResolvers<ContextType>;
  AddressBookResult?: AddressBookResultResolvers<ContextType>;
  AddressBookUpdated?: AddressBookUpdatedResolvers<ContextType>;
  BoughtLine?: BoughtLineResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  CancelOrderSuccess?: CancelOrderSuccessResolvers<ContextType>;
  CartQuote?: CartQuoteResolvers<ContextType>;
  CartQuoteLine?: CartQuoteLineResolvers<ContextType>;
  CartQuoteSeller?: CartQuoteSellerResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  ChangePasswordSuccess?: ChangePasswordSuccessResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatParty?: ChatPartyResolvers<ContextType>;
  ChatProduct?: ChatProductResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Condition?: ConditionResolvers;
  ContactMessageSent?: ContactMessageSentResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  ConversationStarted?: ConversationStartedResolvers<ContextType>;
  CreateProductResult?: CreateProductResultResolvers<ContextType>;
  CreateProductSuccess?: CreateProductSuccessResolvers<ContextType>;
  CreateTransactionResult?: CreateTransactionResultResolvers<ContextType>;
  CreateTransactionSuccess?: CreateTransactionSuccessResolvers<ContextType>;
  DeleteProductResult?: DeleteProductResultResolvers<ContextType>;
  DeleteProductSuccess?: DeleteProductSuccessResolvers<ContextType>;
  DeleteReviewResult?: DeleteReviewResultResolvers<ContextType>;
  EditableProduct?: EditableProductResolvers<ContextType>;
  EmailTakenError?: EmailTakenErrorResolvers<ContextType>;
  ErrorResult?: ErrorResultResolvers<ContextType>;
  FacetCount?: FacetCountResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  IdempotencyKeyReusedError?: IdempotencyKeyReusedErrorResolvers<ContextType>;
  IllegalStatusChangeError?: IllegalStatusChangeErrorResolvers<ContextType>;
  InboxEvent?: InboxEventResolvers<ContextType>;
  InputValidationError?: InputValidationErrorResolvers<ContextType>;
  InsufficientStockError?: InsufficientStockErrorResolvers<ContextType>;
  InvalidCredentialsError?: InvalidCredentialsErrorResolvers<ContextType>;
  InvalidImageError?: InvalidImageErrorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LoginSuccess?: LoginSuccessResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkConversationReadPayload?: MarkConversationReadPayloadResolvers<ContextType>;
  MarkNotificationsReadPayload?: MarkNotificationsReadPayloadResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessageSent?: MessageSentResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyReview?: MyReviewResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationKind?: NotificationKindResolvers;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActor?: OrderActorResolvers;
  OrderAmounts?: OrderAmountsResolvers<ContextType>;
  OrderDelivery?: OrderDeliveryResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLineEvent?: OrderLineEventResolvers<ContextType>;
  OrderMoney?: OrderMoneyResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResetRequested?: PasswordResetRequestedResolvers<ContextType>;
  PasswordResetSuccess?: PasswordResetSuccessResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentInstructions?: PaymentInstructionsResolvers<ContextType>;
  PaymentRefusedError?: PaymentRefusedErrorResolvers<ContextType>;
  PaymentState?: PaymentStateResolvers;
  Product?: ProductResolvers<ContextType>;
  ProductChangedError?: ProductChangedErrorResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPhoto?: ProductPhotoResolvers<ContextType>;
  ProductSort?: ProductSortResolvers;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RegisterSuccess?: RegisterSuccessResolvers<ContextType>;
  RequestPasswordResetResult?: RequestPasswordResetResultResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  RestockProductResult?: RestockProductResultResolvers<ContextType>;
  RestockProductSuccess?: RestockProductSuccessResolvers<ContextType>;
  RestockRefusedError?: RestockRefusedErrorResolvers<ContextType>;
  RestoreProductResult?: RestoreProductResultResolvers<ContextType>;
  RestoreProductSuccess?: RestoreProductSuccessResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewActionDone?: ReviewActionDoneResolvers<ContextType>;
  ReviewActionResult?: ReviewActionResultResolvers<ContextType>;
  ReviewDeleted?: ReviewDeletedResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewPhoto?: ReviewPhotoResolvers<ContextType>;
  ReviewRefusedError?: ReviewRefusedErrorResolvers<ContextType>;
  ReviewReply?: ReviewReplyResolvers<ContextType>;
  ReviewResult?: ReviewResultResolvers<ContextType>;
  ReviewSaved?: ReviewSavedResolvers<ContextType>;
  ReviewSort?: ReviewSortResolvers;
  ReviewedProduct?: ReviewedProductResolvers<ContextType>;
  Role?: RoleResolvers;
  SaveShippingOfferResult?: SaveShippingOfferResultResolvers<ContextType>;
  SaveShippingOfferSuccess?: SaveShippingOfferSuccessResolvers<ContextType>;
  SavedAddress?: SavedAddressResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SellerOrderLine?: SellerOrderLineResolvers<ContextType>;
  SellerOrderLinePage?: SellerOrderLinePageResolvers<ContextType>;
  SellerProduct?: SellerProductResolvers<ContextType>;
  SellerProductFilter?: SellerProductFilterResolvers;
  SellerProductPage?: SellerProductPageResolvers<ContextType>;
  SendContactMessageResult?: SendContactMessageResultResolvers<ContextType>;
  SendMessageResult?: SendMessageResultResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentNotOfferedError?: ShipmentNotOfferedErrorResolvers<ContextType>;
  ShippingChoice?: ShippingChoiceResolvers<ContextType>;
  ShippingOffer?: ShippingOfferResolvers<ContextType>;
  SimulatePaymentResult?: SimulatePaymentResultResolvers<ContextType>;
  SimulatePaymentSuccess?: SimulatePaymentSuccessResolvers<ContextType>;
  StartConversationResult?: StartConversationResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TooManyAttemptsError?: TooManyAttemptsErrorResolvers<ContextType>;
  UpdateOrderStatusResult?: UpdateOrderStatusResultResolvers<ContextType>;
  UpdateOrderStatusSuccess?: UpdateOrderStatusSuccessResolvers<ContextType>;
  UpdateProductResult?: UpdateProductResultResolvers<ContextType>;
  UpdateProductSuccess?: UpdateProductSuccessResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  UpdateProfileSuccess?: UpdateProfileSuccessResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistResult?: WishlistResultResolvers<ContextType>;
  WishlistUpdated?: WishlistUpdatedResolvers<ContextType>;
  WrongOtpError?: WrongOtpErrorResolvers<ContextType>;
  WrongPasswordError?: WrongPasswordErrorResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = BffContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
