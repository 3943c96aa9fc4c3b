import { IDEMPOTENCY_HEADER, MESSAGES, SMALLINT_MAX } from '@spectrum/shared';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { BffContext } from '../context';
import { chatMutations } from './Chat';
import { given, toId, toOptionalId } from './inputs';
import { withListImage } from './Product';
import { codeOf, failure, invalidInput, isInvalidInput, isNotFound, settle } from './results';
import { readUpload } from './uploads';
import { productUpdate } from './product-edit';

const isImageRefusal = (refusal: Parameters<typeof codeOf>[0]) =>
  codeOf(refusal) === 'IMAGE_TOO_LARGE' || codeOf(refusal) === 'NOT_AN_IMAGE';

/** The wishlist after a change, in the shape `WishlistUpdated` carries. */
async function wishlistUpdated({ storeApi }: BffContext) {
  return { __typename: 'WishlistUpdated' as const, items: (await storeApi.wishlist.list()).data };
}

function cancelRefusal(refusal: Parameters<typeof codeOf>[0]) {
  if (codeOf(refusal) === 'ILLEGAL_STATUS_CHANGE') {
    return failure('IllegalStatusChangeError', 'ILLEGAL_STATUS_CHANGE', refusal.msg);
  }
  if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
  return undefined;
}

export const Mutation: MutationResolvers = {
  login: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data } = await storeApi.auth.login({ body: { email: input.email, password: input.password } });
        return {
          __typename: 'LoginSuccess' as const,
          token: data.token,
          user: { id: String(data.user_id), email: data.email, role: data.roles_id },
          message: MESSAGES.loginSuccess(data.email),
        };
      },
      (refusal) => {
        if (codeOf(refusal) === 'WRONG_CREDENTIALS')
          return failure('InvalidCredentialsError', 'INVALID_CREDENTIALS', refusal.msg);
        if (codeOf(refusal) === 'TOO_MANY_ATTEMPTS')
          return failure('TooManyAttemptsError', 'TOO_MANY_ATTEMPTS', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  logout: async (_parent, _args, { storeApi }) => {
    const { msg } = await storeApi.auth.logout();
    return { message: msg || MESSAGES.logoutSuccess };
  },

  register: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data, msg } = await storeApi.users.register({
          body: { email: input.email, password: input.password, roles: input.role },
        });
        return {
          __typename: 'RegisterSuccess' as const,
          user: { id: String(data.id), email: data.email, role: data.roles_id },
          message: msg || MESSAGES.registerSuccess(data.email),
        };
      },
      (refusal) => {
        if (codeOf(refusal) === 'EMAIL_TAKEN') return failure('EmailTakenError', 'EMAIL_TAKEN', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  requestPasswordReset: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data, msg } = await storeApi.auth.requestReset({ body: { email: input.email } });
        return {
          __typename: 'PasswordResetRequested' as const,
          message: msg || MESSAGES.otpSent(input.email),
          devOtp: data?.otp ?? null,
        };
      },
      (refusal) => (isInvalidInput(refusal) ? invalidInput(refusal) : undefined),
    ),

  resetPassword: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { msg } = await storeApi.auth.confirmReset({
          body: { email: input.email, code: input.code, new_password: input.newPassword },
        });
        return { __typename: 'PasswordResetSuccess' as const, message: msg || MESSAGES.passwordReset };
      },
      (refusal) => {
        if (codeOf(refusal) === 'WRONG_OTP') return failure('WrongOtpError', 'WRONG_OTP', refusal.msg);
        if (codeOf(refusal) === 'TOO_MANY_ATTEMPTS')
          return failure('TooManyAttemptsError', 'TOO_MANY_ATTEMPTS', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  updateProfile: (_parent, { input }, context) =>
    settle(
      async () => {
        const image = input.image ? await readUpload(input.image, context.maxUploadBytes, 'image') : undefined;
        const { data, msg } = await context.storeApi.users.editProfile({
          body: {
            display_name: given(input.displayName),
            gender: given(input.gender),
            store_name: given(input.storeName),
            store_desc: given(input.storeDescription),
          },
          files: image ? [image] : [],
        });
        return { __typename: 'UpdateProfileSuccess' as const, profile: data, message: msg || MESSAGES.profileSaved };
      },
      (refusal) => {
        if (isImageRefusal(refusal)) return failure('InvalidImageError', 'INVALID_IMAGE', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  changePassword: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { msg } = await storeApi.users.editPassword({
          body: { old_password: input.oldPassword, new_password: input.newPassword },
        });
        return { __typename: 'ChangePasswordSuccess' as const, message: msg || MESSAGES.passwordChanged };
      },
      (refusal) => {
        if (codeOf(refusal) === 'WRONG_PASSWORD') return failure('WrongPasswordError', 'WRONG_PASSWORD', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  createProduct: (_parent, { input }, context) =>
    settle(
      async () => {
        const categories = input.categoryIds.map((id, index) => toId(id, `categoryIds.${index}`));
        const images = await Promise.all(
          input.images.map((image, index) => readUpload(image, context.maxUploadBytes, `images.${index}`)),
        );
        const { data, msg } = await context.storeApi.products.create({
          body: {
            product_name: input.name,
            description: input.description,
            price: input.price,
            stock: input.stock,
            categories: categories.join(','),
            brand_id: toId(input.brandId, 'brandId', SMALLINT_MAX),
            color_id: toId(input.colorId, 'colorId', SMALLINT_MAX),
            conditions: input.condition,
          },
          files: images,
        });
        const product = withListImage(data);
        context.loaders.productById.prime(product.id, product);
        return { __typename: 'CreateProductSuccess' as const, product, message: msg || MESSAGES.productAdded };
      },
      (refusal) => {
        if (isImageRefusal(refusal)) return failure('InvalidImageError', 'INVALID_IMAGE', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  deleteProduct: (_parent, { input }, { storeApi }) => {
    const id = toId(input.id, 'id');
    return settle(
      async () => {
        const { msg } = await storeApi.products.archive({ params: { id } });
        return { __typename: 'DeleteProductSuccess' as const, id: String(id), message: msg || MESSAGES.productDeleted };
      },
      (refusal) => (isNotFound(refusal) ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  updateOrderStatus: (_parent, { input }, { storeApi }) => {
    const lineId = toId(input.lineId, 'lineId');
    return settle(
      async () => {
        const { data } = await storeApi.transactions.changeLineStatus({
          params: { lineId },
          body: { status_id: input.status, tracking_number: given(input.trackingNumber) },
        });
        return { __typename: 'UpdateOrderStatusSuccess' as const, line: data };
      },
      (refusal) => {
        if (codeOf(refusal) === 'ILLEGAL_STATUS_CHANGE') {
          return failure('IllegalStatusChangeError', 'ILLEGAL_STATUS_CHANGE', refusal.msg);
        }
        if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    );
  },

  createTransaction: (_parent, { input }, context) =>
    settle(
      async () => {
        const productList = input.items.map((item, index) => ({
          productId: toId(item.productId, `items.${index}.productId`),
          qty: item.quantity,
        }));
        const idempotencyKey = given(input.idempotencyKey);
        const { data, msg } = await context.storeApi.transactions.create({
          body: {
            productList,
            payment_id: toId(input.paymentId, 'paymentId', SMALLINT_MAX),
            shipment_id: toOptionalId(input.shipmentId, 'shipmentId', SMALLINT_MAX),
            receiver_name: input.receiverName,
            address: input.address,
            phone: input.phone,
          },
          headers: idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey },
        });
        return {
          __typename: 'CreateTransactionSuccess' as const,
          order: data,
          message: msg || MESSAGES.transactionCreated,
        };
      },
      (refusal) => {
        const code = codeOf(refusal);
        if (code === 'INSUFFICIENT_STOCK' || code === 'PRODUCT_UNAVAILABLE') {
          const productId = refusal.details.productId;
          return {
            ...failure('InsufficientStockError', 'INSUFFICIENT_STOCK', refusal.msg),
            productId: productId === undefined ? null : String(productId),
          };
        }
        if (codeOf(refusal) === 'IDEMPOTENCY_KEY_REUSED') {
          return failure('IdempotencyKeyReusedError', 'IDEMPOTENCY_KEY_REUSED', refusal.msg);
        }
        if (code === 'SHIPMENT_NOT_OFFERED') return failure('ShipmentNotOfferedError', code, refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  addToWishlist: (_parent, { input }, context) => {
    const productId = toId(input.productId, 'productId');
    return settle(
      async () => {
        await context.storeApi.wishlist.add({ params: { productId } });
        return wishlistUpdated(context);
      },
      (refusal) => (isNotFound(refusal) ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  removeFromWishlist: (_parent, { input }, context) => {
    const productId = toId(input.productId, 'productId');
    return settle(
      async () => {
        await context.storeApi.wishlist.remove({ params: { productId } });
        return wishlistUpdated(context);
      },
      (refusal) => (isNotFound(refusal) ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  updateProduct: (_parent, { input }, context) =>
    settle(
      async () => {
        const { fields, images } = await productUpdate(input, context.maxUploadBytes);
        const { data, msg } = await context.storeApi.products.update({
          params: { id: toId(input.id, 'id') },
          body: fields,
          files: images,
        });
        return { __typename: 'UpdateProductSuccess' as const, product: data, message: msg || MESSAGES.productSaved };
      },
      (refusal) => {
        const code = codeOf(refusal);
        if (code === 'PRODUCT_CHANGED') {
          const version = refusal.details.version;
          return {
            ...failure('ProductChangedError', 'PRODUCT_CHANGED', refusal.msg),
            currentVersion: typeof version === 'number' ? version : null,
          };
        }
        if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
        if (isImageRefusal(refusal)) return failure('InvalidImageError', 'INVALID_IMAGE', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    ),

  restockProduct: (_parent, { input }, { storeApi }) => {
    const id = toId(input.id, 'id');
    return settle(
      async () => {
        const { data, msg } = await storeApi.products.restock({ params: { id }, body: { stock: input.stock } });
        return {
          __typename: 'RestockProductSuccess' as const,
          product: data,
          message: msg || MESSAGES.productRestocked,
        };
      },
      (refusal) => {
        const code = codeOf(refusal);
        if (code === 'NOT_SOLD_OUT' || code === 'PRODUCT_ARCHIVED') {
          const stock = refusal.details.stock;
          return {
            ...failure('RestockRefusedError', code, refusal.msg),
            stock: typeof stock === 'number' ? stock : null,
          };
        }
        if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
        if (isInvalidInput(refusal)) return invalidInput(refusal);
      },
    );
  },

  restoreProduct: (_parent, { input }, { storeApi }) => {
    const id = toId(input.id, 'id');
    return settle(
      async () => {
        const { data, msg } = await storeApi.products.restore({ params: { id } });
        return {
          __typename: 'RestoreProductSuccess' as const,
          product: data,
          message: msg || MESSAGES.productRestored,
        };
      },
      (refusal) => (isNotFound(refusal) ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  cancelOrder: (_parent, { input }, { storeApi }) => {
    const orderId = toId(input.orderId, 'orderId');
    return settle(async () => {
      const { data, msg } = await storeApi.transactions.cancelOrder({ params: { id: orderId } });
      return { __typename: 'CancelOrderSuccess' as const, order: data, message: msg || MESSAGES.orderCancelled };
    }, cancelRefusal);
  },

  cancelOrderLine: (_parent, { input }, { storeApi }) => {
    const lineId = toId(input.lineId, 'lineId');
    return settle(async () => {
      const { data, msg } = await storeApi.transactions.cancelLine({ params: { lineId } });
      return { __typename: 'CancelOrderSuccess' as const, order: data, message: msg || MESSAGES.lineCancelled };
    }, cancelRefusal);
  },

  simulatePayment: (_parent, { input }, { storeApi }) => {
    const id = toId(input.orderId, 'orderId');
    return settle(
      async () => {
        const { data } = await storeApi.transactions.simulatePayment({ params: { id } });
        return { __typename: 'SimulatePaymentSuccess' as const, order: data, message: MESSAGES.paymentReceived };
      },
      (refusal) => {
        if (codeOf(refusal) === 'PAYMENT_REFUSED')
          return failure('PaymentRefusedError', 'PAYMENT_REFUSED', refusal.msg);
        if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
      },
    );
  },

  saveShippingOffer: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data } = await storeApi.transactions.saveShippingOffer({
          body: {
            flat_rate_fee: input.flatRateFee ?? null,
            free_shipping_min: input.freeShippingMinimum ?? null,
            pickup_address: input.pickupAddress ?? null,
          },
        });
        return { __typename: 'SaveShippingOfferSuccess' as const, offer: data, message: MESSAGES.shippingSaved };
      },
      (refusal) => (isInvalidInput(refusal) ? invalidInput(refusal) : undefined),
    ),

  markNotificationsRead: async (_parent, { input }, { storeApi }) => {
    const upTo = toOptionalId(input?.upToId, 'upToId');
    const { data } = await storeApi.notifications.markRead({ body: upTo === undefined ? {} : { upTo } });
    return { unreadCount: data.unread };
  },

  ...chatMutations,

  sendContactMessage: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { msg } = await storeApi.contact.send({
          body: {
            name: input.name,
            email: input.email,
            website: input.website ?? '',
            business_plan: input.businessPlan ?? '',
            message: input.message,
          },
        });
        return { __typename: 'ContactMessageSent' as const, message: msg || MESSAGES.contactSent };
      },
      (refusal) => (isInvalidInput(refusal) ? invalidInput(refusal) : undefined),
    ),
};
