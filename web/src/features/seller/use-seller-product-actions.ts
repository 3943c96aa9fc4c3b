import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import type { SellerProductRow_ProductFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { evictShopProduct } from './catalogue-cache';
import { DELETE_SELLER_PRODUCT } from './delete-product';
import { RESTOCK_PRODUCT, RESTORE_PRODUCT } from './restock-restore';
import { SELLER_PRODUCT_LIST } from './seller-products-query';

type Row = SellerProductRow_ProductFragment;

/** My Product's row actions: delete (archive), restock a sold-out product, restore an archived one. */
export function useSellerProductActions() {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [toRestock, setToRestock] = useState<Row | null>(null);
  const [restoringId, setRestoringId] = useState<string | null>(null);
  const [deleteProduct] = useMutation(DELETE_SELLER_PRODUCT);
  const [restockProduct] = useMutation(RESTOCK_PRODUCT);
  const [restoreProduct] = useMutation(RESTORE_PRODUCT);
  // The row moves between the filters (sold out, archived), so the list is asked again.
  const reloadList = { refetchQueries: [SELLER_PRODUCT_LIST], awaitRefetchQueries: true };

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const { data: answer } = await deleteProduct({
        variables: { input: { id: toDelete.id } },
        update: (cache, { data: result }) => {
          if (result?.deleteProduct.__typename === 'DeleteProductSuccess') evictShopProduct(cache, toDelete.id);
        },
        ...reloadList,
      });
      const result = answer?.deleteProduct;
      if (result?.__typename === 'DeleteProductSuccess') toastSuccess(MESSAGES.productDeleted);
      else if (result) toastFailure(result.message);
    } catch (failure) {
      toastFailure(errorMessage(failure));
    } finally {
      setToDelete(null);
    }
  }

  /** Resolves to the refusal to show in the dialog, or null once the product has stock again. */
  async function restock(stock: number): Promise<string | null> {
    if (!toRestock) return null;
    const id = toRestock.id;
    try {
      const { data: answer } = await restockProduct({
        variables: { input: { id, stock } },
        update: (cache, { data: result }) => {
          if (result?.restockProduct.__typename === 'RestockProductSuccess') evictShopProduct(cache, id);
        },
        ...reloadList,
      });
      const result = answer?.restockProduct;
      if (result?.__typename === 'RestockProductSuccess') {
        toastSuccess(result.message || MESSAGES.productRestocked);
        return null;
      }
      if (result) toastFailure(result.message);
      return result?.message ?? null;
    } catch (failure) {
      const message = errorMessage(failure);
      toastFailure(message);
      return message;
    }
  }

  async function restore(product: Row) {
    setRestoringId(product.id);
    try {
      const { data: answer } = await restoreProduct({
        variables: { input: { id: product.id } },
        update: (cache, { data: result }) => {
          if (result?.restoreProduct.__typename === 'RestoreProductSuccess') evictShopProduct(cache, product.id);
        },
        ...reloadList,
      });
      const result = answer?.restoreProduct;
      if (result?.__typename === 'RestoreProductSuccess') toastSuccess(result.message || MESSAGES.productRestored);
      else if (result) toastFailure(result.message);
    } catch (failure) {
      toastFailure(errorMessage(failure));
    } finally {
      setRestoringId(null);
    }
  }

  return { toDelete, setToDelete, confirmDelete, toRestock, setToRestock, restock, restore, restoringId };
}
