// The cart's operations are in cart.graphql and imported here as generated documents rather than through
// graphql(): the landing page loads the cart, and graphql() would pull every operation of the app into it.
export {
  CartFieldsFragmentDoc as CART_FIELDS,
  CartDocument as CART_QUERY,
  AddToCartDocument as ADD_TO_CART,
  SetCartQuantityDocument as SET_CART_QUANTITY,
  RemoveFromCartDocument as REMOVE_FROM_CART,
  ClearCartDocument as CLEAR_CART,
  RefreshCartLineDocument as REFRESH_CART_LINE,
} from '../../__generated__/graphql';
