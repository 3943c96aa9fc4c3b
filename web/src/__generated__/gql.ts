/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PageInfoFields on PageInfo {\n    page\n    totalPage\n    totalData\n    hasPrev\n    hasNext\n  }\n": typeof types.PageInfoFieldsFragmentDoc,
    "\n  fragment RefusalFields on ErrorResult {\n    message\n    ... on InputValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RefusalFieldsFragmentDoc,
    "\n  fragment StoreOptionsFields on Query {\n    categories {\n      id\n      name\n    }\n    brands {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n  }\n": typeof types.StoreOptionsFieldsFragmentDoc,
    "\n  fragment BoughtLineFields on BoughtLine {\n    productName\n    image\n    unitPrice\n    quantity\n    lineTotal\n    status\n    statusLabel\n  }\n": typeof types.BoughtLineFieldsFragmentDoc,
    "\n  fragment DeliveryFields on OrderDelivery {\n    receiverName\n    address\n    phone\n    payment {\n      id\n      name\n    }\n    shipment {\n      id\n      name\n    }\n  }\n": typeof types.DeliveryFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        token\n        message\n        user {\n          id\n          email\n          role\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess {\n        message\n        user {\n          email\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n        devOtp\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    receiverName\n    phone\n    address\n    isDefault\n  }\n": typeof types.SavedAddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation SetDefaultAddress($input: AddressIdInput!) {\n    setDefaultAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  fragment AddressBookResultFields on AddressBookResult {\n    __typename\n    ... on AddressBookUpdated {\n      message\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n    ...RefusalFields\n  }\n": typeof types.AddressBookResultFieldsFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment CartLineFields on CartQuoteLine {\n    productId\n    productName\n    image\n    price\n    quantity\n    stock\n  }\n": typeof types.CartLineFieldsFragmentDoc,
    "\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartLineFields\n      available\n      lineTotal\n    }\n    subtotal\n    tax\n    sellers {\n      sellerId\n      storeName\n      shipping\n      choices {\n        shipment {\n          id\n          name\n        }\n        available\n        fee\n        note\n      }\n    }\n    shipping\n    shipmentAvailable\n    total\n    allAvailable\n    unavailableLines {\n      productId\n      productName\n      quantity\n      stock\n    }\n  }\n": typeof types.CartQuoteFieldsFragmentDoc,
    "fragment CartFields on Cart {\n  items {\n    ...CartLineFields\n  }\n  count\n}\n\nquery Cart {\n  cart @client {\n    ...CartFields\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) @client {\n    added\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}\n\nmutation SetCartQuantity($input: SetCartQuantityInput!) {\n  setCartQuantity(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation RemoveFromCart($input: RemoveFromCartInput!) {\n  removeFromCart(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation ClearCart {\n  clearCart @client {\n    ...CartFields\n  }\n}": typeof types.CartFieldsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    image\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n      images\n      thumbnails\n      description\n      condition\n      brand {\n        id\n        name\n      }\n      color {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n      seller {\n        id\n        storeName\n        displayName\n        rating {\n          average\n          count\n        }\n      }\n      rating {\n        average\n        count\n      }\n      reviews {\n        items {\n          id\n          rating\n          title\n          body\n          reviewerName\n          createdAt\n        }\n      }\n    }\n    relatedProducts(productId: $id) {\n      ...ProductCard_product\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {\n    products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {\n      items {\n        ...ProductCard_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      totalExact\n      prevCursor\n      nextCursor\n      facets {\n        exact\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        colors {\n          id\n          count\n        }\n      }\n    }\n    ...StoreOptionsFields\n  }\n": typeof types.ProductListDocument,
    "\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      products {\n        id\n        name\n        price\n        image\n      }\n      categories {\n        id\n        name\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment ChatMessageFields_chatMessage on ChatMessage {\n    id\n    conversationId\n    senderId\n    body\n    mine\n    createdAt\n  }\n": typeof types.ChatMessageFields_ChatMessageFragmentDoc,
    "\n  fragment ConversationFields_conversation on Conversation {\n    id\n    with {\n      id\n      name\n      image\n      role\n    }\n    product {\n      id\n      name\n      image\n    }\n    orderId\n    unreadCount\n    updatedAt\n    lastMessage {\n      ...ChatMessageFields_chatMessage\n    }\n  }\n": typeof types.ConversationFields_ConversationFragmentDoc,
    "\n  query Conversations($limit: Int!) {\n    conversations(limit: $limit) {\n      items {\n        ...ConversationFields_conversation\n      }\n      pageInfo {\n        totalData\n      }\n      unreadCount\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query ConversationMessages($conversationId: ID!, $before: ID, $after: ID, $limit: Int) {\n    messages(conversationId: $conversationId, before: $before, after: $after, limit: $limit) {\n      items {\n        ...ChatMessageFields_chatMessage\n      }\n      hasMore\n    }\n  }\n": typeof types.ConversationMessagesDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on MessageSent {\n        chatMessage {\n          ...ChatMessageFields_chatMessage\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input) {\n      __typename\n      ... on ConversationStarted {\n        conversation {\n          ...ConversationFields_conversation\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.StartConversationDocument,
    "\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      unreadCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  subscription Inbox {\n    inbox {\n      kind\n      message {\n        ...ChatMessageFields_chatMessage\n      }\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n": typeof types.InboxDocument,
    "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionSuccess {\n        message\n        order {\n          ...OrderFields\n        }\n      }\n      ... on InsufficientStockError {\n        message\n        productId\n      }\n      ... on ShipmentNotOfferedError {\n        message\n      }\n      ... on InputValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CreateTransactionDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on ContactMessageSent {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  subscription LiveUnread {\n    inbox {\n      kind\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n": typeof types.LiveUnreadDocument,
    "\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    message\n    orderId\n    reviewId\n    productId\n    conversationId\n    productName\n    image\n    statusLabel\n    read\n    createdAt\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  fragment OrderDetailFields on Order {\n    ...OrderFields\n    paymentDeadline\n    canSimulatePayment\n    instructions {\n      bank\n      virtualAccount\n      amount\n      deadline\n    }\n    lines {\n      id\n      cancellable\n      history {\n        from\n        to\n        toLabel\n        changedBy\n        changedByName\n        reason\n        at\n      }\n    }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  fragment CancelOrderAnswer on CancelOrderResult {\n    __typename\n    ... on CancelOrderSuccess {\n      message\n      order {\n        ...OrderDetailFields\n      }\n    }\n    ... on IllegalStatusChangeError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n": typeof types.CancelOrderAnswerFragmentDoc,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation CancelOrderLine($input: CancelOrderLineInput!) {\n    cancelOrderLine(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n": typeof types.CancelOrderLineDocument,
    "\n  mutation SimulatePayment($input: SimulatePaymentInput!) {\n    simulatePayment(input: $input) {\n      __typename\n      ... on SimulatePaymentSuccess {\n        message\n        order {\n          ...OrderDetailFields\n        }\n      }\n      ... on PaymentRefusedError {\n        message\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n": typeof types.SimulatePaymentDocument,
    "\n  fragment OrderFields on Order {\n    id\n    createdAt\n    ...DeliveryFields\n    subtotal\n    tax\n    shipping\n    total\n    paymentState\n    money {\n      cancelled {\n        total\n      }\n      paid\n      refunded\n      due\n    }\n    lines {\n      id\n      productId\n      ...BoughtLineFields\n      trackingNumber\n      updatedAt\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query ProfilePage {\n    me {\n      ...ProfileDetails_profile\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  fragment ProfileDetails_profile on Profile {\n    id\n    email\n    role\n    displayName\n    gender\n    image\n    storeName\n    storeDescription\n  }\n": typeof types.ProfileDetails_ProfileFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        profile {\n          ...ProfileDetails_profile\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    body\n    reviewerName\n    verifiedPurchase\n    helpfulCount\n    createdAt\n    product {\n      id\n      name\n      image\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    reply {\n      body\n      updatedAt\n    }\n  }\n": typeof types.ReviewItem_ReviewFragmentDoc,
    "\n  fragment ReviewPageFields on ReviewPage {\n    pageInfo {\n      ...PageInfoFields\n    }\n    items {\n      ...ReviewItem_review\n    }\n  }\n": typeof types.ReviewPageFieldsFragmentDoc,
    "\n  fragment ReviewRefusalFields on ErrorResult {\n    errorCode\n    message\n  }\n": typeof types.ReviewRefusalFieldsFragmentDoc,
    "\n  query ProductReviews($id: ID!, $sort: ReviewSort, $page: Int) {\n    product(id: $id) {\n      id\n      rating {\n        average\n        count\n      }\n      seller {\n        id\n      }\n      reviews(sort: $sort, page: $page) {\n        ...ReviewPageFields\n      }\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  query MyReview($productId: ID!) {\n    myReview(productId: $productId) {\n      eligible\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n": typeof types.MyReviewDocument,
    "\n  query LatestReviews($page: Int) {\n    latestReviews(page: $page) {\n      ...ReviewPageFields\n    }\n  }\n": typeof types.LatestReviewsDocument,
    "\n  fragment ReviewResultFields on ReviewResult {\n    __typename\n    ...ReviewRefusalFields\n    ... on ReviewSaved {\n      message\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n": typeof types.ReviewResultFieldsFragmentDoc,
    "\n  mutation WriteReview($input: WriteReviewInput!) {\n    writeReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n": typeof types.WriteReviewDocument,
    "\n  mutation EditReview($input: EditReviewInput!) {\n    editReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n": typeof types.EditReviewDocument,
    "\n  mutation DeleteReview($input: ReviewIdInput!) {\n    deleteReview(input: $input) {\n      __typename\n      ...ReviewRefusalFields\n      ... on ReviewDeleted {\n        id\n        message\n      }\n    }\n  }\n": typeof types.DeleteReviewDocument,
    "\n  mutation ReplyToReview($input: ReplyToReviewInput!) {\n    replyToReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n": typeof types.ReplyToReviewDocument,
    "\n    mutation ReportReview($input: ReviewIdInput!) {\n      reportReview(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n        }\n      }\n    }\n  ": typeof types.ReportReviewDocument,
    "\n    mutation MarkReviewHelpful($input: ReviewIdInput!) {\n      markReviewHelpful(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n          helpfulCount\n        }\n      }\n    }\n  ": typeof types.MarkReviewHelpfulDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      ... on CreateProductSuccess {\n        message\n        product {\n          id\n          name\n        }\n      }\n      ...RefusalFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteSellerProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      __typename\n      ... on DeleteProductSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.DeleteSellerProductDocument,
    "\n  fragment EditableProductFields on EditableProduct {\n    id\n    version\n    name\n    description\n    price\n    stock\n    condition\n    brand {\n      id\n    }\n    color {\n      id\n    }\n    categories {\n      id\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    archived\n    soldOut\n  }\n": typeof types.EditableProductFieldsFragmentDoc,
    "\n  query EditableProduct($id: ID!) {\n    editableProduct(id: $id) {\n      ...EditableProductFields\n    }\n  }\n": typeof types.EditableProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      __typename\n      ... on UpdateProductSuccess {\n        message\n        product {\n          ...EditableProductFields\n        }\n      }\n      ... on InputValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on ProductChangedError {\n        currentVersion\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation RestockProduct($input: RestockProductInput!) {\n    restockProduct(input: $input) {\n      __typename\n      ... on RestockProductSuccess {\n        message\n        product {\n          id\n          stock\n          soldOut\n        }\n      }\n      ...RefusalFields\n    }\n  }\n": typeof types.RestockProductDocument,
    "\n  mutation RestoreProduct($input: RestoreProductInput!) {\n    restoreProduct(input: $input) {\n      __typename\n      ... on RestoreProductSuccess {\n        message\n        product {\n          id\n          archived\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.RestoreProductDocument,
    "\n  query SellerOrderList($status: OrderStatus, $page: Int, $limit: Int) {\n    sellerOrders(status: $status, page: $page, limit: $limit) {\n      items {\n        ...SellerOrderRow_line\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.SellerOrderListDocument,
    "\n  fragment SellerOrderRow_line on SellerOrderLine {\n    id\n    orderId\n    ...BoughtLineFields\n    nextStatuses\n    paymentState\n    tax\n    refunded\n    trackingNumber\n    ...DeliveryFields\n    createdAt\n  }\n": typeof types.SellerOrderRow_LineFragmentDoc,
    "\n  query SellerProductList($filter: SellerProductFilter, $page: Int, $limit: Int) {\n    sellerProducts(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...SellerProductRow_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.SellerProductListDocument,
    "\n  fragment SellerProductRow_product on SellerProduct {\n    id\n    name\n    price\n    stock\n    image\n    archived\n  }\n": typeof types.SellerProductRow_ProductFragmentDoc,
    "\n  query SellingProductOptions {\n    ...StoreOptionsFields\n  }\n": typeof types.SellingProductOptionsDocument,
    "\n  fragment ShippingOfferFields on ShippingOffer {\n    flatRateFee\n    freeShippingMinimum\n    pickupAddress\n  }\n": typeof types.ShippingOfferFieldsFragmentDoc,
    "\n  query MyShippingOffer {\n    myShippingOffer {\n      ...ShippingOfferFields\n    }\n  }\n": typeof types.MyShippingOfferDocument,
    "\n  mutation SaveShippingOffer($input: ShippingOfferInput!) {\n    saveShippingOffer(input: $input) {\n      __typename\n      ... on SaveShippingOfferSuccess {\n        message\n        offer {\n          ...ShippingOfferFields\n        }\n      }\n      ... on InputValidationError {\n        ...RefusalFields\n      }\n    }\n  }\n": typeof types.SaveShippingOfferDocument,
    "\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      __typename\n      ... on UpdateOrderStatusSuccess {\n        line {\n          ...SellerOrderRow_line\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  fragment WishlistItem_item on WishlistItem {\n    addedAt\n    product {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n    }\n  }\n": typeof types.WishlistItem_ItemFragmentDoc,
    "\n  query Wishlist {\n    wishlist {\n      ...WishlistItem_item\n    }\n  }\n": typeof types.WishlistDocument,
    "\n  fragment WishlistChange_result on WishlistResult {\n    __typename\n    ... on WishlistUpdated {\n      items {\n        ...WishlistItem_item\n      }\n    }\n    ... on ErrorResult {\n      message\n    }\n  }\n": typeof types.WishlistChange_ResultFragmentDoc,
    "\n  mutation AddToWishlist($input: WishlistInput!) {\n    addToWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($input: WishlistInput!) {\n    removeFromWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  query CartPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n": typeof types.CartPageDocument,
    "\n  query CheckoutPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    payments {\n      id\n      name\n    }\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n": typeof types.CheckoutPageDocument,
    "\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
};
const documents: Documents = {
    "\n  fragment PageInfoFields on PageInfo {\n    page\n    totalPage\n    totalData\n    hasPrev\n    hasNext\n  }\n": types.PageInfoFieldsFragmentDoc,
    "\n  fragment RefusalFields on ErrorResult {\n    message\n    ... on InputValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": types.RefusalFieldsFragmentDoc,
    "\n  fragment StoreOptionsFields on Query {\n    categories {\n      id\n      name\n    }\n    brands {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n  }\n": types.StoreOptionsFieldsFragmentDoc,
    "\n  fragment BoughtLineFields on BoughtLine {\n    productName\n    image\n    unitPrice\n    quantity\n    lineTotal\n    status\n    statusLabel\n  }\n": types.BoughtLineFieldsFragmentDoc,
    "\n  fragment DeliveryFields on OrderDelivery {\n    receiverName\n    address\n    phone\n    payment {\n      id\n      name\n    }\n    shipment {\n      id\n      name\n    }\n  }\n": types.DeliveryFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        token\n        message\n        user {\n          id\n          email\n          role\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess {\n        message\n        user {\n          email\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n        devOtp\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    receiverName\n    phone\n    address\n    isDefault\n  }\n": types.SavedAddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n": types.MyAddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation SetDefaultAddress($input: AddressIdInput!) {\n    setDefaultAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  fragment AddressBookResultFields on AddressBookResult {\n    __typename\n    ... on AddressBookUpdated {\n      message\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n    ...RefusalFields\n  }\n": types.AddressBookResultFieldsFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment CartLineFields on CartQuoteLine {\n    productId\n    productName\n    image\n    price\n    quantity\n    stock\n  }\n": types.CartLineFieldsFragmentDoc,
    "\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartLineFields\n      available\n      lineTotal\n    }\n    subtotal\n    tax\n    sellers {\n      sellerId\n      storeName\n      shipping\n      choices {\n        shipment {\n          id\n          name\n        }\n        available\n        fee\n        note\n      }\n    }\n    shipping\n    shipmentAvailable\n    total\n    allAvailable\n    unavailableLines {\n      productId\n      productName\n      quantity\n      stock\n    }\n  }\n": types.CartQuoteFieldsFragmentDoc,
    "fragment CartFields on Cart {\n  items {\n    ...CartLineFields\n  }\n  count\n}\n\nquery Cart {\n  cart @client {\n    ...CartFields\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) @client {\n    added\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}\n\nmutation SetCartQuantity($input: SetCartQuantityInput!) {\n  setCartQuantity(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation RemoveFromCart($input: RemoveFromCartInput!) {\n  removeFromCart(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation ClearCart {\n  clearCart @client {\n    ...CartFields\n  }\n}": types.CartFieldsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    image\n    rating {\n      average\n      count\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n      images\n      thumbnails\n      description\n      condition\n      brand {\n        id\n        name\n      }\n      color {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n      seller {\n        id\n        storeName\n        displayName\n        rating {\n          average\n          count\n        }\n      }\n      rating {\n        average\n        count\n      }\n      reviews {\n        items {\n          id\n          rating\n          title\n          body\n          reviewerName\n          createdAt\n        }\n      }\n    }\n    relatedProducts(productId: $id) {\n      ...ProductCard_product\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {\n    products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {\n      items {\n        ...ProductCard_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      totalExact\n      prevCursor\n      nextCursor\n      facets {\n        exact\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        colors {\n          id\n          count\n        }\n      }\n    }\n    ...StoreOptionsFields\n  }\n": types.ProductListDocument,
    "\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      products {\n        id\n        name\n        price\n        image\n      }\n      categories {\n        id\n        name\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment ChatMessageFields_chatMessage on ChatMessage {\n    id\n    conversationId\n    senderId\n    body\n    mine\n    createdAt\n  }\n": types.ChatMessageFields_ChatMessageFragmentDoc,
    "\n  fragment ConversationFields_conversation on Conversation {\n    id\n    with {\n      id\n      name\n      image\n      role\n    }\n    product {\n      id\n      name\n      image\n    }\n    orderId\n    unreadCount\n    updatedAt\n    lastMessage {\n      ...ChatMessageFields_chatMessage\n    }\n  }\n": types.ConversationFields_ConversationFragmentDoc,
    "\n  query Conversations($limit: Int!) {\n    conversations(limit: $limit) {\n      items {\n        ...ConversationFields_conversation\n      }\n      pageInfo {\n        totalData\n      }\n      unreadCount\n    }\n  }\n": types.ConversationsDocument,
    "\n  query ConversationMessages($conversationId: ID!, $before: ID, $after: ID, $limit: Int) {\n    messages(conversationId: $conversationId, before: $before, after: $after, limit: $limit) {\n      items {\n        ...ChatMessageFields_chatMessage\n      }\n      hasMore\n    }\n  }\n": types.ConversationMessagesDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on MessageSent {\n        chatMessage {\n          ...ChatMessageFields_chatMessage\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input) {\n      __typename\n      ... on ConversationStarted {\n        conversation {\n          ...ConversationFields_conversation\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.StartConversationDocument,
    "\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      unreadCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  subscription Inbox {\n    inbox {\n      kind\n      message {\n        ...ChatMessageFields_chatMessage\n      }\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n": types.InboxDocument,
    "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionSuccess {\n        message\n        order {\n          ...OrderFields\n        }\n      }\n      ... on InsufficientStockError {\n        message\n        productId\n      }\n      ... on ShipmentNotOfferedError {\n        message\n      }\n      ... on InputValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CreateTransactionDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on ContactMessageSent {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  subscription LiveUnread {\n    inbox {\n      kind\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n": types.LiveUnreadDocument,
    "\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      unreadCount\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    message\n    orderId\n    reviewId\n    productId\n    conversationId\n    productName\n    image\n    statusLabel\n    read\n    createdAt\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  fragment OrderDetailFields on Order {\n    ...OrderFields\n    paymentDeadline\n    canSimulatePayment\n    instructions {\n      bank\n      virtualAccount\n      amount\n      deadline\n    }\n    lines {\n      id\n      cancellable\n      history {\n        from\n        to\n        toLabel\n        changedBy\n        changedByName\n        reason\n        at\n      }\n    }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n": types.OrderDetailDocument,
    "\n  fragment CancelOrderAnswer on CancelOrderResult {\n    __typename\n    ... on CancelOrderSuccess {\n      message\n      order {\n        ...OrderDetailFields\n      }\n    }\n    ... on IllegalStatusChangeError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n": types.CancelOrderAnswerFragmentDoc,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation CancelOrderLine($input: CancelOrderLineInput!) {\n    cancelOrderLine(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n": types.CancelOrderLineDocument,
    "\n  mutation SimulatePayment($input: SimulatePaymentInput!) {\n    simulatePayment(input: $input) {\n      __typename\n      ... on SimulatePaymentSuccess {\n        message\n        order {\n          ...OrderDetailFields\n        }\n      }\n      ... on PaymentRefusedError {\n        message\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n": types.SimulatePaymentDocument,
    "\n  fragment OrderFields on Order {\n    id\n    createdAt\n    ...DeliveryFields\n    subtotal\n    tax\n    shipping\n    total\n    paymentState\n    money {\n      cancelled {\n        total\n      }\n      paid\n      refunded\n      due\n    }\n    lines {\n      id\n      productId\n      ...BoughtLineFields\n      trackingNumber\n      updatedAt\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query ProfilePage {\n    me {\n      ...ProfileDetails_profile\n    }\n  }\n": types.ProfilePageDocument,
    "\n  fragment ProfileDetails_profile on Profile {\n    id\n    email\n    role\n    displayName\n    gender\n    image\n    storeName\n    storeDescription\n  }\n": types.ProfileDetails_ProfileFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        profile {\n          ...ProfileDetails_profile\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    body\n    reviewerName\n    verifiedPurchase\n    helpfulCount\n    createdAt\n    product {\n      id\n      name\n      image\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    reply {\n      body\n      updatedAt\n    }\n  }\n": types.ReviewItem_ReviewFragmentDoc,
    "\n  fragment ReviewPageFields on ReviewPage {\n    pageInfo {\n      ...PageInfoFields\n    }\n    items {\n      ...ReviewItem_review\n    }\n  }\n": types.ReviewPageFieldsFragmentDoc,
    "\n  fragment ReviewRefusalFields on ErrorResult {\n    errorCode\n    message\n  }\n": types.ReviewRefusalFieldsFragmentDoc,
    "\n  query ProductReviews($id: ID!, $sort: ReviewSort, $page: Int) {\n    product(id: $id) {\n      id\n      rating {\n        average\n        count\n      }\n      seller {\n        id\n      }\n      reviews(sort: $sort, page: $page) {\n        ...ReviewPageFields\n      }\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  query MyReview($productId: ID!) {\n    myReview(productId: $productId) {\n      eligible\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n": types.MyReviewDocument,
    "\n  query LatestReviews($page: Int) {\n    latestReviews(page: $page) {\n      ...ReviewPageFields\n    }\n  }\n": types.LatestReviewsDocument,
    "\n  fragment ReviewResultFields on ReviewResult {\n    __typename\n    ...ReviewRefusalFields\n    ... on ReviewSaved {\n      message\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n": types.ReviewResultFieldsFragmentDoc,
    "\n  mutation WriteReview($input: WriteReviewInput!) {\n    writeReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n": types.WriteReviewDocument,
    "\n  mutation EditReview($input: EditReviewInput!) {\n    editReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n": types.EditReviewDocument,
    "\n  mutation DeleteReview($input: ReviewIdInput!) {\n    deleteReview(input: $input) {\n      __typename\n      ...ReviewRefusalFields\n      ... on ReviewDeleted {\n        id\n        message\n      }\n    }\n  }\n": types.DeleteReviewDocument,
    "\n  mutation ReplyToReview($input: ReplyToReviewInput!) {\n    replyToReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n": types.ReplyToReviewDocument,
    "\n    mutation ReportReview($input: ReviewIdInput!) {\n      reportReview(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n        }\n      }\n    }\n  ": types.ReportReviewDocument,
    "\n    mutation MarkReviewHelpful($input: ReviewIdInput!) {\n      markReviewHelpful(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n          helpfulCount\n        }\n      }\n    }\n  ": types.MarkReviewHelpfulDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      ... on CreateProductSuccess {\n        message\n        product {\n          id\n          name\n        }\n      }\n      ...RefusalFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteSellerProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      __typename\n      ... on DeleteProductSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.DeleteSellerProductDocument,
    "\n  fragment EditableProductFields on EditableProduct {\n    id\n    version\n    name\n    description\n    price\n    stock\n    condition\n    brand {\n      id\n    }\n    color {\n      id\n    }\n    categories {\n      id\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    archived\n    soldOut\n  }\n": types.EditableProductFieldsFragmentDoc,
    "\n  query EditableProduct($id: ID!) {\n    editableProduct(id: $id) {\n      ...EditableProductFields\n    }\n  }\n": types.EditableProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      __typename\n      ... on UpdateProductSuccess {\n        message\n        product {\n          ...EditableProductFields\n        }\n      }\n      ... on InputValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on ProductChangedError {\n        currentVersion\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation RestockProduct($input: RestockProductInput!) {\n    restockProduct(input: $input) {\n      __typename\n      ... on RestockProductSuccess {\n        message\n        product {\n          id\n          stock\n          soldOut\n        }\n      }\n      ...RefusalFields\n    }\n  }\n": types.RestockProductDocument,
    "\n  mutation RestoreProduct($input: RestoreProductInput!) {\n    restoreProduct(input: $input) {\n      __typename\n      ... on RestoreProductSuccess {\n        message\n        product {\n          id\n          archived\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.RestoreProductDocument,
    "\n  query SellerOrderList($status: OrderStatus, $page: Int, $limit: Int) {\n    sellerOrders(status: $status, page: $page, limit: $limit) {\n      items {\n        ...SellerOrderRow_line\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.SellerOrderListDocument,
    "\n  fragment SellerOrderRow_line on SellerOrderLine {\n    id\n    orderId\n    ...BoughtLineFields\n    nextStatuses\n    paymentState\n    tax\n    refunded\n    trackingNumber\n    ...DeliveryFields\n    createdAt\n  }\n": types.SellerOrderRow_LineFragmentDoc,
    "\n  query SellerProductList($filter: SellerProductFilter, $page: Int, $limit: Int) {\n    sellerProducts(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...SellerProductRow_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.SellerProductListDocument,
    "\n  fragment SellerProductRow_product on SellerProduct {\n    id\n    name\n    price\n    stock\n    image\n    archived\n  }\n": types.SellerProductRow_ProductFragmentDoc,
    "\n  query SellingProductOptions {\n    ...StoreOptionsFields\n  }\n": types.SellingProductOptionsDocument,
    "\n  fragment ShippingOfferFields on ShippingOffer {\n    flatRateFee\n    freeShippingMinimum\n    pickupAddress\n  }\n": types.ShippingOfferFieldsFragmentDoc,
    "\n  query MyShippingOffer {\n    myShippingOffer {\n      ...ShippingOfferFields\n    }\n  }\n": types.MyShippingOfferDocument,
    "\n  mutation SaveShippingOffer($input: ShippingOfferInput!) {\n    saveShippingOffer(input: $input) {\n      __typename\n      ... on SaveShippingOfferSuccess {\n        message\n        offer {\n          ...ShippingOfferFields\n        }\n      }\n      ... on InputValidationError {\n        ...RefusalFields\n      }\n    }\n  }\n": types.SaveShippingOfferDocument,
    "\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      __typename\n      ... on UpdateOrderStatusSuccess {\n        line {\n          ...SellerOrderRow_line\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  fragment WishlistItem_item on WishlistItem {\n    addedAt\n    product {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n    }\n  }\n": types.WishlistItem_ItemFragmentDoc,
    "\n  query Wishlist {\n    wishlist {\n      ...WishlistItem_item\n    }\n  }\n": types.WishlistDocument,
    "\n  fragment WishlistChange_result on WishlistResult {\n    __typename\n    ... on WishlistUpdated {\n      items {\n        ...WishlistItem_item\n      }\n    }\n    ... on ErrorResult {\n      message\n    }\n  }\n": types.WishlistChange_ResultFragmentDoc,
    "\n  mutation AddToWishlist($input: WishlistInput!) {\n    addToWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($input: WishlistInput!) {\n    removeFromWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  query CartPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n": types.CartPageDocument,
    "\n  query CheckoutPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    payments {\n      id\n      name\n    }\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n": types.CheckoutPageDocument,
    "\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.MyOrdersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageInfoFields on PageInfo {\n    page\n    totalPage\n    totalData\n    hasPrev\n    hasNext\n  }\n"): (typeof documents)["\n  fragment PageInfoFields on PageInfo {\n    page\n    totalPage\n    totalData\n    hasPrev\n    hasNext\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefusalFields on ErrorResult {\n    message\n    ... on InputValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RefusalFields on ErrorResult {\n    message\n    ... on InputValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreOptionsFields on Query {\n    categories {\n      id\n      name\n    }\n    brands {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n  }\n"): (typeof documents)["\n  fragment StoreOptionsFields on Query {\n    categories {\n      id\n      name\n    }\n    brands {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoughtLineFields on BoughtLine {\n    productName\n    image\n    unitPrice\n    quantity\n    lineTotal\n    status\n    statusLabel\n  }\n"): (typeof documents)["\n  fragment BoughtLineFields on BoughtLine {\n    productName\n    image\n    unitPrice\n    quantity\n    lineTotal\n    status\n    statusLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryFields on OrderDelivery {\n    receiverName\n    address\n    phone\n    payment {\n      id\n      name\n    }\n    shipment {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DeliveryFields on OrderDelivery {\n    receiverName\n    address\n    phone\n    payment {\n      id\n      name\n    }\n    shipment {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        token\n        message\n        user {\n          id\n          email\n          role\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        token\n        message\n        user {\n          id\n          email\n          role\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess {\n        message\n        user {\n          email\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess {\n        message\n        user {\n          email\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n        devOtp\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n        devOtp\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    receiverName\n    phone\n    address\n    isDefault\n  }\n"): (typeof documents)["\n  fragment SavedAddressFields on SavedAddress {\n    id\n    receiverName\n    phone\n    address\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($input: AddressIdInput!) {\n    setDefaultAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($input: AddressIdInput!) {\n    setDefaultAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      ...AddressBookResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressBookResultFields on AddressBookResult {\n    __typename\n    ... on AddressBookUpdated {\n      message\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n    ...RefusalFields\n  }\n"): (typeof documents)["\n  fragment AddressBookResultFields on AddressBookResult {\n    __typename\n    ... on AddressBookUpdated {\n      message\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n    ...RefusalFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineFields on CartQuoteLine {\n    productId\n    productName\n    image\n    price\n    quantity\n    stock\n  }\n"): (typeof documents)["\n  fragment CartLineFields on CartQuoteLine {\n    productId\n    productName\n    image\n    price\n    quantity\n    stock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartLineFields\n      available\n      lineTotal\n    }\n    subtotal\n    tax\n    sellers {\n      sellerId\n      storeName\n      shipping\n      choices {\n        shipment {\n          id\n          name\n        }\n        available\n        fee\n        note\n      }\n    }\n    shipping\n    shipmentAvailable\n    total\n    allAvailable\n    unavailableLines {\n      productId\n      productName\n      quantity\n      stock\n    }\n  }\n"): (typeof documents)["\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartLineFields\n      available\n      lineTotal\n    }\n    subtotal\n    tax\n    sellers {\n      sellerId\n      storeName\n      shipping\n      choices {\n        shipment {\n          id\n          name\n        }\n        available\n        fee\n        note\n      }\n    }\n    shipping\n    shipmentAvailable\n    total\n    allAvailable\n    unavailableLines {\n      productId\n      productName\n      quantity\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartFields on Cart {\n  items {\n    ...CartLineFields\n  }\n  count\n}\n\nquery Cart {\n  cart @client {\n    ...CartFields\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) @client {\n    added\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}\n\nmutation SetCartQuantity($input: SetCartQuantityInput!) {\n  setCartQuantity(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation RemoveFromCart($input: RemoveFromCartInput!) {\n  removeFromCart(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation ClearCart {\n  clearCart @client {\n    ...CartFields\n  }\n}"): (typeof documents)["fragment CartFields on Cart {\n  items {\n    ...CartLineFields\n  }\n  count\n}\n\nquery Cart {\n  cart @client {\n    ...CartFields\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) @client {\n    added\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}\n\nmutation SetCartQuantity($input: SetCartQuantityInput!) {\n  setCartQuantity(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation RemoveFromCart($input: RemoveFromCartInput!) {\n  removeFromCart(input: $input) @client {\n    ...CartFields\n  }\n}\n\nmutation ClearCart {\n  clearCart @client {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    image\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    image\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n      images\n      thumbnails\n      description\n      condition\n      brand {\n        id\n        name\n      }\n      color {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n      seller {\n        id\n        storeName\n        displayName\n        rating {\n          average\n          count\n        }\n      }\n      rating {\n        average\n        count\n      }\n      reviews {\n        items {\n          id\n          rating\n          title\n          body\n          reviewerName\n          createdAt\n        }\n      }\n    }\n    relatedProducts(productId: $id) {\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n      images\n      thumbnails\n      description\n      condition\n      brand {\n        id\n        name\n      }\n      color {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n      seller {\n        id\n        storeName\n        displayName\n        rating {\n          average\n          count\n        }\n      }\n      rating {\n        average\n        count\n      }\n      reviews {\n        items {\n          id\n          rating\n          title\n          body\n          reviewerName\n          createdAt\n        }\n      }\n    }\n    relatedProducts(productId: $id) {\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {\n    products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {\n      items {\n        ...ProductCard_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      totalExact\n      prevCursor\n      nextCursor\n      facets {\n        exact\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        colors {\n          id\n          count\n        }\n      }\n    }\n    ...StoreOptionsFields\n  }\n"): (typeof documents)["\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {\n    products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {\n      items {\n        ...ProductCard_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      totalExact\n      prevCursor\n      nextCursor\n      facets {\n        exact\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        colors {\n          id\n          count\n        }\n      }\n    }\n    ...StoreOptionsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      products {\n        id\n        name\n        price\n        image\n      }\n      categories {\n        id\n        name\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      products {\n        id\n        name\n        price\n        image\n      }\n      categories {\n        id\n        name\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields_chatMessage on ChatMessage {\n    id\n    conversationId\n    senderId\n    body\n    mine\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields_chatMessage on ChatMessage {\n    id\n    conversationId\n    senderId\n    body\n    mine\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationFields_conversation on Conversation {\n    id\n    with {\n      id\n      name\n      image\n      role\n    }\n    product {\n      id\n      name\n      image\n    }\n    orderId\n    unreadCount\n    updatedAt\n    lastMessage {\n      ...ChatMessageFields_chatMessage\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationFields_conversation on Conversation {\n    id\n    with {\n      id\n      name\n      image\n      role\n    }\n    product {\n      id\n      name\n      image\n    }\n    orderId\n    unreadCount\n    updatedAt\n    lastMessage {\n      ...ChatMessageFields_chatMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($limit: Int!) {\n    conversations(limit: $limit) {\n      items {\n        ...ConversationFields_conversation\n      }\n      pageInfo {\n        totalData\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query Conversations($limit: Int!) {\n    conversations(limit: $limit) {\n      items {\n        ...ConversationFields_conversation\n      }\n      pageInfo {\n        totalData\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationMessages($conversationId: ID!, $before: ID, $after: ID, $limit: Int) {\n    messages(conversationId: $conversationId, before: $before, after: $after, limit: $limit) {\n      items {\n        ...ChatMessageFields_chatMessage\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ConversationMessages($conversationId: ID!, $before: ID, $after: ID, $limit: Int) {\n    messages(conversationId: $conversationId, before: $before, after: $after, limit: $limit) {\n      items {\n        ...ChatMessageFields_chatMessage\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on MessageSent {\n        chatMessage {\n          ...ChatMessageFields_chatMessage\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on MessageSent {\n        chatMessage {\n          ...ChatMessageFields_chatMessage\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input) {\n      __typename\n      ... on ConversationStarted {\n        conversation {\n          ...ConversationFields_conversation\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartConversation($input: StartConversationInput!) {\n    startConversation(input: $input) {\n      __typename\n      ... on ConversationStarted {\n        conversation {\n          ...ConversationFields_conversation\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Inbox {\n    inbox {\n      kind\n      message {\n        ...ChatMessageFields_chatMessage\n      }\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  subscription Inbox {\n    inbox {\n      kind\n      message {\n        ...ChatMessageFields_chatMessage\n      }\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionSuccess {\n        message\n        order {\n          ...OrderFields\n        }\n      }\n      ... on InsufficientStockError {\n        message\n        productId\n      }\n      ... on ShipmentNotOfferedError {\n        message\n      }\n      ... on InputValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTransaction($input: CreateTransactionInput!) {\n    createTransaction(input: $input) {\n      __typename\n      ... on CreateTransactionSuccess {\n        message\n        order {\n          ...OrderFields\n        }\n      }\n      ... on InsufficientStockError {\n        message\n        productId\n      }\n      ... on ShipmentNotOfferedError {\n        message\n      }\n      ... on InputValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on ContactMessageSent {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on ContactMessageSent {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveUnread {\n    inbox {\n      kind\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  subscription LiveUnread {\n    inbox {\n      kind\n      unreadMessageCount\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    message\n    orderId\n    reviewId\n    productId\n    conversationId\n    productName\n    image\n    statusLabel\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    message\n    orderId\n    reviewId\n    productId\n    conversationId\n    productName\n    image\n    statusLabel\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on Order {\n    ...OrderFields\n    paymentDeadline\n    canSimulatePayment\n    instructions {\n      bank\n      virtualAccount\n      amount\n      deadline\n    }\n    lines {\n      id\n      cancellable\n      history {\n        from\n        to\n        toLabel\n        changedBy\n        changedByName\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on Order {\n    ...OrderFields\n    paymentDeadline\n    canSimulatePayment\n    instructions {\n      bank\n      virtualAccount\n      amount\n      deadline\n    }\n    lines {\n      id\n      cancellable\n      history {\n        from\n        to\n        toLabel\n        changedBy\n        changedByName\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancelOrderAnswer on CancelOrderResult {\n    __typename\n    ... on CancelOrderSuccess {\n      message\n      order {\n        ...OrderDetailFields\n      }\n    }\n    ... on IllegalStatusChangeError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CancelOrderAnswer on CancelOrderResult {\n    __typename\n    ... on CancelOrderSuccess {\n      message\n      order {\n        ...OrderDetailFields\n      }\n    }\n    ... on IllegalStatusChangeError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrderLine($input: CancelOrderLineInput!) {\n    cancelOrderLine(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrderLine($input: CancelOrderLineInput!) {\n    cancelOrderLine(input: $input) {\n      ...CancelOrderAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulatePayment($input: SimulatePaymentInput!) {\n    simulatePayment(input: $input) {\n      __typename\n      ... on SimulatePaymentSuccess {\n        message\n        order {\n          ...OrderDetailFields\n        }\n      }\n      ... on PaymentRefusedError {\n        message\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SimulatePayment($input: SimulatePaymentInput!) {\n    simulatePayment(input: $input) {\n      __typename\n      ... on SimulatePaymentSuccess {\n        message\n        order {\n          ...OrderDetailFields\n        }\n      }\n      ... on PaymentRefusedError {\n        message\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    createdAt\n    ...DeliveryFields\n    subtotal\n    tax\n    shipping\n    total\n    paymentState\n    money {\n      cancelled {\n        total\n      }\n      paid\n      refunded\n      due\n    }\n    lines {\n      id\n      productId\n      ...BoughtLineFields\n      trackingNumber\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    createdAt\n    ...DeliveryFields\n    subtotal\n    tax\n    shipping\n    total\n    paymentState\n    money {\n      cancelled {\n        total\n      }\n      paid\n      refunded\n      due\n    }\n    lines {\n      id\n      productId\n      ...BoughtLineFields\n      trackingNumber\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordSuccess {\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      ...ProfileDetails_profile\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      ...ProfileDetails_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileDetails_profile on Profile {\n    id\n    email\n    role\n    displayName\n    gender\n    image\n    storeName\n    storeDescription\n  }\n"): (typeof documents)["\n  fragment ProfileDetails_profile on Profile {\n    id\n    email\n    role\n    displayName\n    gender\n    image\n    storeName\n    storeDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        profile {\n          ...ProfileDetails_profile\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        profile {\n          ...ProfileDetails_profile\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    body\n    reviewerName\n    verifiedPurchase\n    helpfulCount\n    createdAt\n    product {\n      id\n      name\n      image\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    reply {\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    body\n    reviewerName\n    verifiedPurchase\n    helpfulCount\n    createdAt\n    product {\n      id\n      name\n      image\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    reply {\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewPageFields on ReviewPage {\n    pageInfo {\n      ...PageInfoFields\n    }\n    items {\n      ...ReviewItem_review\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewPageFields on ReviewPage {\n    pageInfo {\n      ...PageInfoFields\n    }\n    items {\n      ...ReviewItem_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewRefusalFields on ErrorResult {\n    errorCode\n    message\n  }\n"): (typeof documents)["\n  fragment ReviewRefusalFields on ErrorResult {\n    errorCode\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($id: ID!, $sort: ReviewSort, $page: Int) {\n    product(id: $id) {\n      id\n      rating {\n        average\n        count\n      }\n      seller {\n        id\n      }\n      reviews(sort: $sort, page: $page) {\n        ...ReviewPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($id: ID!, $sort: ReviewSort, $page: Int) {\n    product(id: $id) {\n      id\n      rating {\n        average\n        count\n      }\n      seller {\n        id\n      }\n      reviews(sort: $sort, page: $page) {\n        ...ReviewPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReview($productId: ID!) {\n    myReview(productId: $productId) {\n      eligible\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReview($productId: ID!) {\n    myReview(productId: $productId) {\n      eligible\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestReviews($page: Int) {\n    latestReviews(page: $page) {\n      ...ReviewPageFields\n    }\n  }\n"): (typeof documents)["\n  query LatestReviews($page: Int) {\n    latestReviews(page: $page) {\n      ...ReviewPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewResultFields on ReviewResult {\n    __typename\n    ...ReviewRefusalFields\n    ... on ReviewSaved {\n      message\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewResultFields on ReviewResult {\n    __typename\n    ...ReviewRefusalFields\n    ... on ReviewSaved {\n      message\n      review {\n        ...ReviewItem_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteReview($input: WriteReviewInput!) {\n    writeReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation WriteReview($input: WriteReviewInput!) {\n    writeReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditReview($input: EditReviewInput!) {\n    editReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditReview($input: EditReviewInput!) {\n    editReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($input: ReviewIdInput!) {\n    deleteReview(input: $input) {\n      __typename\n      ...ReviewRefusalFields\n      ... on ReviewDeleted {\n        id\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReview($input: ReviewIdInput!) {\n    deleteReview(input: $input) {\n      __typename\n      ...ReviewRefusalFields\n      ... on ReviewDeleted {\n        id\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToReview($input: ReplyToReviewInput!) {\n    replyToReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToReview($input: ReplyToReviewInput!) {\n    replyToReview(input: $input) {\n      ...ReviewResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ReportReview($input: ReviewIdInput!) {\n      reportReview(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation ReportReview($input: ReviewIdInput!) {\n      reportReview(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MarkReviewHelpful($input: ReviewIdInput!) {\n      markReviewHelpful(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n          helpfulCount\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation MarkReviewHelpful($input: ReviewIdInput!) {\n      markReviewHelpful(input: $input) {\n        __typename\n        ...ReviewRefusalFields\n        ... on ReviewActionDone {\n          message\n          helpfulCount\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      ... on CreateProductSuccess {\n        message\n        product {\n          id\n          name\n        }\n      }\n      ...RefusalFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      ... on CreateProductSuccess {\n        message\n        product {\n          id\n          name\n        }\n      }\n      ...RefusalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSellerProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      __typename\n      ... on DeleteProductSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSellerProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      __typename\n      ... on DeleteProductSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableProductFields on EditableProduct {\n    id\n    version\n    name\n    description\n    price\n    stock\n    condition\n    brand {\n      id\n    }\n    color {\n      id\n    }\n    categories {\n      id\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    archived\n    soldOut\n  }\n"): (typeof documents)["\n  fragment EditableProductFields on EditableProduct {\n    id\n    version\n    name\n    description\n    price\n    stock\n    condition\n    brand {\n      id\n    }\n    color {\n      id\n    }\n    categories {\n      id\n    }\n    photos {\n      id\n      image\n      thumbnail\n    }\n    archived\n    soldOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableProduct($id: ID!) {\n    editableProduct(id: $id) {\n      ...EditableProductFields\n    }\n  }\n"): (typeof documents)["\n  query EditableProduct($id: ID!) {\n    editableProduct(id: $id) {\n      ...EditableProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      __typename\n      ... on UpdateProductSuccess {\n        message\n        product {\n          ...EditableProductFields\n        }\n      }\n      ... on InputValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on ProductChangedError {\n        currentVersion\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      __typename\n      ... on UpdateProductSuccess {\n        message\n        product {\n          ...EditableProductFields\n        }\n      }\n      ... on InputValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on ProductChangedError {\n        currentVersion\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestockProduct($input: RestockProductInput!) {\n    restockProduct(input: $input) {\n      __typename\n      ... on RestockProductSuccess {\n        message\n        product {\n          id\n          stock\n          soldOut\n        }\n      }\n      ...RefusalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestockProduct($input: RestockProductInput!) {\n    restockProduct(input: $input) {\n      __typename\n      ... on RestockProductSuccess {\n        message\n        product {\n          id\n          stock\n          soldOut\n        }\n      }\n      ...RefusalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProduct($input: RestoreProductInput!) {\n    restoreProduct(input: $input) {\n      __typename\n      ... on RestoreProductSuccess {\n        message\n        product {\n          id\n          archived\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProduct($input: RestoreProductInput!) {\n    restoreProduct(input: $input) {\n      __typename\n      ... on RestoreProductSuccess {\n        message\n        product {\n          id\n          archived\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerOrderList($status: OrderStatus, $page: Int, $limit: Int) {\n    sellerOrders(status: $status, page: $page, limit: $limit) {\n      items {\n        ...SellerOrderRow_line\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SellerOrderList($status: OrderStatus, $page: Int, $limit: Int) {\n    sellerOrders(status: $status, page: $page, limit: $limit) {\n      items {\n        ...SellerOrderRow_line\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerOrderRow_line on SellerOrderLine {\n    id\n    orderId\n    ...BoughtLineFields\n    nextStatuses\n    paymentState\n    tax\n    refunded\n    trackingNumber\n    ...DeliveryFields\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SellerOrderRow_line on SellerOrderLine {\n    id\n    orderId\n    ...BoughtLineFields\n    nextStatuses\n    paymentState\n    tax\n    refunded\n    trackingNumber\n    ...DeliveryFields\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProductList($filter: SellerProductFilter, $page: Int, $limit: Int) {\n    sellerProducts(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...SellerProductRow_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SellerProductList($filter: SellerProductFilter, $page: Int, $limit: Int) {\n    sellerProducts(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...SellerProductRow_product\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerProductRow_product on SellerProduct {\n    id\n    name\n    price\n    stock\n    image\n    archived\n  }\n"): (typeof documents)["\n  fragment SellerProductRow_product on SellerProduct {\n    id\n    name\n    price\n    stock\n    image\n    archived\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellingProductOptions {\n    ...StoreOptionsFields\n  }\n"): (typeof documents)["\n  query SellingProductOptions {\n    ...StoreOptionsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingOfferFields on ShippingOffer {\n    flatRateFee\n    freeShippingMinimum\n    pickupAddress\n  }\n"): (typeof documents)["\n  fragment ShippingOfferFields on ShippingOffer {\n    flatRateFee\n    freeShippingMinimum\n    pickupAddress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShippingOffer {\n    myShippingOffer {\n      ...ShippingOfferFields\n    }\n  }\n"): (typeof documents)["\n  query MyShippingOffer {\n    myShippingOffer {\n      ...ShippingOfferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShippingOffer($input: ShippingOfferInput!) {\n    saveShippingOffer(input: $input) {\n      __typename\n      ... on SaveShippingOfferSuccess {\n        message\n        offer {\n          ...ShippingOfferFields\n        }\n      }\n      ... on InputValidationError {\n        ...RefusalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShippingOffer($input: ShippingOfferInput!) {\n    saveShippingOffer(input: $input) {\n      __typename\n      ... on SaveShippingOfferSuccess {\n        message\n        offer {\n          ...ShippingOfferFields\n        }\n      }\n      ... on InputValidationError {\n        ...RefusalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      __typename\n      ... on UpdateOrderStatusSuccess {\n        line {\n          ...SellerOrderRow_line\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      __typename\n      ... on UpdateOrderStatusSuccess {\n        line {\n          ...SellerOrderRow_line\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistItem_item on WishlistItem {\n    addedAt\n    product {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistItem_item on WishlistItem {\n    addedAt\n    product {\n      id\n      name\n      price\n      stock\n      inStock\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wishlist {\n    wishlist {\n      ...WishlistItem_item\n    }\n  }\n"): (typeof documents)["\n  query Wishlist {\n    wishlist {\n      ...WishlistItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistChange_result on WishlistResult {\n    __typename\n    ... on WishlistUpdated {\n      items {\n        ...WishlistItem_item\n      }\n    }\n    ... on ErrorResult {\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistChange_result on WishlistResult {\n    __typename\n    ... on WishlistUpdated {\n      items {\n        ...WishlistItem_item\n      }\n    }\n    ... on ErrorResult {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($input: WishlistInput!) {\n    addToWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($input: WishlistInput!) {\n    addToWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($input: WishlistInput!) {\n    removeFromWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($input: WishlistInput!) {\n    removeFromWishlist(input: $input) {\n      ...WishlistChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query CartPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    payments {\n      id\n      name\n    }\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPage($items: [CartLineInput!]!, $shipmentId: ID!, $withQuote: Boolean!) {\n    payments {\n      id\n      name\n    }\n    shipments {\n      id\n      name\n    }\n    cartQuote(items: $items, shipmentId: $shipmentId) @include(if: $withQuote) {\n      ...CartQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;