import { Button, Flex } from '@chakra-ui/react';
import type { SellerProductRow_ProductFragment } from '../../__generated__/graphql';
import { RouterLink } from '../../components/ui/router-link';
import { editProductPath } from './seller-nav';

export interface ProductRowActionHandlers {
  onDelete: (product: SellerProductRow_ProductFragment) => void;
  onRestock: (product: SellerProductRow_ProductFragment) => void;
  onRestore: (product: SellerProductRow_ProductFragment) => void;
  /** The product whose restore is on its way to the server, if any. */
  restoringId?: string | null;
}

interface ProductRowActionsProps extends ProductRowActionHandlers {
  product: SellerProductRow_ProductFragment;
}

/** Edit for every product; Restore for an archived one; Restock and Delete for a live one, Restock when sold out. */
export function ProductRowActions({ product, onDelete, onRestock, onRestore, restoringId }: ProductRowActionsProps) {
  const soldOut = !product.archived && product.stock <= 0;
  return (
    <Flex gap="2" wrap="wrap" justify="flex-end">
      <Button asChild variant="outline" size="xs">
        <RouterLink to={editProductPath(product.id)} aria-label={`Edit ${product.name}`}>
          Edit
        </RouterLink>
      </Button>
      {product.archived ? (
        <Button
          size="xs"
          aria-label={`Restore ${product.name}`}
          loading={restoringId === product.id}
          onClick={() => onRestore(product)}
        >
          Restore
        </Button>
      ) : (
        <>
          {soldOut && (
            <Button size="xs" aria-label={`Restock ${product.name}`} onClick={() => onRestock(product)}>
              Restock
            </Button>
          )}
          <Button variant="outline" size="xs" aria-label={`Delete ${product.name}`} onClick={() => onDelete(product)}>
            Delete
          </Button>
        </>
      )}
    </Flex>
  );
}
