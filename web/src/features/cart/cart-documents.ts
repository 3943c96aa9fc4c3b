// The cart's operations are in cart.graphql and imported here as generated documents rather than through
// graphql(), which would pull every operation of the app into the module that imports them.
export {
  CartFieldsFragmentDoc as CART_FIELDS,
  CartDocument as CART_QUERY,
  AddToCartDocument as ADD_TO_CART,
  SetCartQuantityDocument as SET_CART_QUANTITY,
  RemoveFromCartDocument as REMOVE_FROM_CART,
  ClearCartDocument as CLEAR_CART,
} from '../../__generated__/graphql';
