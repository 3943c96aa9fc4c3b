import { API_MESSAGES, MESSAGES, SMALLINT_MAX } from '@spectrum/shared';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { BffContext } from '../context';
import type { UpstreamError } from '../errors';
import { given, toId, toOptionalId } from './inputs';
import { withListImage } from './Product';
import { failure, invalidInput, settle } from './results';
import { readUpload } from './uploads';

const isImageRefusal = (refusal: UpstreamError) => refusal.status === 413 || refusal.status === 415;

/** The wishlist after a change, in the shape `WishlistUpdated` carries. */
async function wishlistUpdated({ storeApi }: BffContext) {
  return { __typename: 'WishlistUpdated' as const, items: (await storeApi.wishlist()).data };
}

/**
 * Which product a 409 at checkout is about. The API names the product in its sentence; the cart's own
 * products (one batched lookup) tell which one, and a one-product cart leaves no doubt.
 */
async function shortProductId(refusal: UpstreamError, productIds: number[], { loaders }: BffContext) {
  const distinct = [...new Set(productIds)];
  const products = await loaders.productById.loadMany(distinct).catch(() => []);
  const named = distinct.filter((id, index) => {
    const product = products[index];
    return (
      product && !(product instanceof Error) && API_MESSAGES.insufficientStock(product.product_name) === refusal.msg
    );
  });
  if (named.length === 1) return String(named[0]);
  return distinct.length === 1 ? String(distinct[0]) : null;
}

export const Mutation: MutationResolvers = {
  login: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data } = await storeApi.login({ email: input.email, password: input.password });
        return {
          __typename: 'LoginSuccess' as const,
          token: data.token,
          user: { id: String(data.user_id), email: data.email, role: data.roles_id },
          message: MESSAGES.loginSuccess(data.email),
        };
      },
      (refusal) => {
        if (refusal.status === 401) return failure('InvalidCredentialsError', 'INVALID_CREDENTIALS', refusal.msg);
        if (refusal.status === 429) return failure('TooManyAttemptsError', 'TOO_MANY_ATTEMPTS', refusal.msg);
        if (refusal.status === 400) return invalidInput(refusal);
      },
    ),

  logout: async (_parent, _args, { storeApi }) => {
    const { msg } = await storeApi.logout();
    return { message: msg || MESSAGES.logoutSuccess };
  },

  register: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data, msg } = await storeApi.register({
          email: input.email,
          password: input.password,
          roles: input.role,
        });
        return {
          __typename: 'RegisterSuccess' as const,
          user: { id: String(data.id), email: data.email, role: data.roles_id },
          message: msg || MESSAGES.registerSuccess(data.email),
        };
      },
      (refusal) => {
        if (refusal.status === 409) return failure('EmailTakenError', 'EMAIL_TAKEN', refusal.msg);
        if (refusal.status === 400) return invalidInput(refusal);
      },
    ),

  requestPasswordReset: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { data, msg } = await storeApi.requestPasswordReset({ email: input.email });
        return {
          __typename: 'PasswordResetRequested' as const,
          message: msg || MESSAGES.otpSent(input.email),
          devOtp: data?.otp ?? null,
        };
      },
      (refusal) => (refusal.status === 400 ? invalidInput(refusal) : undefined),
    ),

  resetPassword: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { msg } = await storeApi.confirmPasswordReset({
          email: input.email,
          code: input.code,
          new_password: input.newPassword,
        });
        return { __typename: 'PasswordResetSuccess' as const, message: msg || MESSAGES.passwordReset };
      },
      (refusal) => {
        if (refusal.status === 401) return failure('WrongOtpError', 'WRONG_OTP', refusal.msg);
        if (refusal.status === 429) return failure('TooManyAttemptsError', 'TOO_MANY_ATTEMPTS', refusal.msg);
        if (refusal.status === 400) return invalidInput(refusal);
      },
    ),

  updateProfile: (_parent, { input }, context) =>
    settle(
      async () => {
        const image = input.image ? await readUpload(input.image, context.maxUploadBytes, 'image') : undefined;
        const { data, msg } = await context.storeApi.editProfile(
          {
            display_name: input.displayName,
            gender: input.gender,
            store_name: input.storeName,
            store_desc: input.storeDescription,
          },
          image,
        );
        return { __typename: 'UpdateProfileSuccess' as const, profile: data, message: msg || MESSAGES.profileSaved };
      },
      (refusal) => {
        if (isImageRefusal(refusal)) return failure('InvalidImageError', 'INVALID_IMAGE', refusal.msg);
        if (refusal.status === 400) return invalidInput(refusal);
      },
    ),

  changePassword: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { msg } = await storeApi.editPassword({
          old_password: input.oldPassword,
          new_password: input.newPassword,
        });
        return { __typename: 'ChangePasswordSuccess' as const, message: msg || MESSAGES.passwordChanged };
      },
      (refusal) => {
        // The same status means "no session" when the API says so; any other 401 here is the old password.
        if (refusal.status === 401 && refusal.msg !== API_MESSAGES.loginRequired) {
          return failure('WrongPasswordError', 'WRONG_PASSWORD', refusal.msg);
        }
        if (refusal.status === 400) return invalidInput(refusal);
      },
    ),

  createProduct: (_parent, { input }, context) =>
    settle(
      async () => {
        const categories = input.categoryIds.map((id, index) => toId(id, `categoryIds.${index}`));
        const images = await Promise.all(
          input.images.map((image, index) => readUpload(image, context.maxUploadBytes, `images.${index}`)),
        );
        const { data, msg } = await context.storeApi.createProduct(
          {
            product_name: input.name,
            description: input.description,
            price: input.price,
            stock: input.stock,
            categories: categories.join(','),
            brand_id: toId(input.brandId, 'brandId', SMALLINT_MAX),
            color_id: toId(input.colorId, 'colorId', SMALLINT_MAX),
            conditions: input.condition,
          },
          images,
        );
        const product = withListImage(data);
        context.loaders.productById.prime(product.id, product);
        return { __typename: 'CreateProductSuccess' as const, product, message: msg || MESSAGES.productAdded };
      },
      (refusal) => {
        if (isImageRefusal(refusal)) return failure('InvalidImageError', 'INVALID_IMAGE', refusal.msg);
        if (refusal.status === 400) return invalidInput(refusal);
      },
    ),

  deleteProduct: (_parent, { input }, { storeApi }) => {
    const id = toId(input.id, 'id');
    return settle(
      async () => {
        const { msg } = await storeApi.deleteProduct(id);
        return { __typename: 'DeleteProductSuccess' as const, id: String(id), message: msg || MESSAGES.productDeleted };
      },
      (refusal) => (refusal.status === 404 ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  updateOrderStatus: (_parent, { input }, { storeApi }) => {
    const lineId = toId(input.lineId, 'lineId');
    return settle(
      async () => {
        const { data } = await storeApi.updateLineStatus(lineId, input.status);
        return { __typename: 'UpdateOrderStatusSuccess' as const, line: data };
      },
      (refusal) => {
        if (refusal.status === 409) return failure('IllegalStatusChangeError', 'ILLEGAL_STATUS_CHANGE', refusal.msg);
        if (refusal.status === 404) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
      },
    );
  },

  createTransaction: (_parent, { input }, context) => {
    let productIds: number[] = [];
    return settle(
      async () => {
        const productList = input.items.map((item, index) => ({
          productId: toId(item.productId, `items.${index}.productId`),
          qty: item.quantity,
        }));
        productIds = productList.map((line) => line.productId);
        const { data, msg } = await context.storeApi.createTransaction(
          {
            productList,
            payment_id: toId(input.paymentId, 'paymentId', SMALLINT_MAX),
            shipment_id: toOptionalId(input.shipmentId, 'shipmentId', SMALLINT_MAX),
            receiver_name: input.receiverName,
            address: input.address,
            phone: input.phone,
          },
          given(input.idempotencyKey),
        );
        return {
          __typename: 'CreateTransactionSuccess' as const,
          order: data,
          message: msg || MESSAGES.transactionCreated,
        };
      },
      (refusal) => {
        if (refusal.status === 409) {
          return shortProductId(refusal, productIds, context).then((productId) => ({
            ...failure('InsufficientStockError', 'INSUFFICIENT_STOCK', refusal.msg),
            productId,
          }));
        }
        if (refusal.status === 422) return failure('IdempotencyKeyReusedError', 'IDEMPOTENCY_KEY_REUSED', refusal.msg);
        if (refusal.status === 400) return invalidInput(refusal);
      },
    );
  },

  addToWishlist: (_parent, { input }, context) => {
    const productId = toId(input.productId, 'productId');
    return settle(
      async () => {
        await context.storeApi.addToWishlist(productId);
        return wishlistUpdated(context);
      },
      (refusal) => (refusal.status === 404 ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  removeFromWishlist: (_parent, { input }, context) => {
    const productId = toId(input.productId, 'productId');
    return settle(
      async () => {
        await context.storeApi.removeFromWishlist(productId);
        return wishlistUpdated(context);
      },
      (refusal) => (refusal.status === 404 ? failure('NotFoundError', 'NOT_FOUND', refusal.msg) : undefined),
    );
  },

  sendContactMessage: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const { msg } = await storeApi.sendContactMessage({
          name: input.name,
          email: input.email,
          website: input.website ?? '',
          business_plan: input.businessPlan ?? '',
          message: input.message,
        });
        return { __typename: 'ContactMessageSent' as const, message: msg || MESSAGES.contactSent };
      },
      (refusal) => (refusal.status === 400 ? invalidInput(refusal) : undefined),
    ),
};
