import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import type { EditableProductFieldsFragment } from '../../__generated__/graphql';
import { Notice } from '../../components/ui/notice';
import { RouterLink } from '../../components/ui/router-link';
import { toastSuccess } from '../../lib/toasts';
import { evictEditedProduct } from './catalogue-cache';
import { UPDATE_PRODUCT } from './edit-product';
import type { ProductOptions } from './listing-section';
import { draftFromEditable, toUpdateProductInput } from './product-draft';
import { ProductForm } from './product-form';
import { SELLER_PATHS } from './seller-nav';
import { useProductForm } from './use-product-form';

interface EditProductFormProps {
  product: EditableProductFieldsFragment;
  options: ProductOptions;
  /** Called after the save was accepted. */
  onSaved: () => void;
  /** Fetches the product as it is now; the page then starts the form again from it. */
  onReload: () => Promise<unknown>;
}

/** The add-product form, prefilled, sending the version it loaded so a stale edit is refused. */
export function EditProductForm({ product, options, onSaved, onReload }: EditProductFormProps) {
  const form = useProductForm(draftFromEditable(product), product.photos);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [updateProduct, { loading: sending }] = useMutation(UPDATE_PRODUCT);

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.submit(event, async (onUploadProgress) => {
      setConflict(null);
      const { data } = await updateProduct({
        variables: { input: toUpdateProductInput(product, form.draft, form.photos.photos) },
        context: { fetchOptions: { onUploadProgress } },
        update: (cache, { data: answer }) => {
          if (answer?.updateProduct.__typename === 'UpdateProductSuccess')
            evictEditedProduct(cache, product.id, [
              ...product.categories.map((category) => category.id),
              ...form.draft.categoryIds,
            ]);
        },
      });
      const result = data?.updateProduct;
      if (result?.__typename === 'UpdateProductSuccess') {
        toastSuccess(result.message || MESSAGES.productSaved);
        onSaved();
      } else if (result?.__typename === 'ProductChangedError') {
        setConflict(result.message);
      } else if (result) {
        form.refuse(result);
      }
    });
  }

  async function reload() {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  }

  return (
    <ProductForm
      label="Edit product"
      form={form}
      options={options}
      sending={sending}
      onSubmit={submit}
      notice={
        conflict && (
          <Notice tone="warning">
            <Text>{conflict}</Text>
            <Button mt="3" size="sm" variant="outline" loading={reloading} onClick={() => void reload()}>
              Reload the latest
            </Button>
          </Notice>
        )
      }
      submitLabel="Save Changes"
      sendingLabel="Saving…"
      busy={reloading}
      secondary={
        <Button asChild variant="ghost" size="lg">
          <RouterLink to={SELLER_PATHS.products}>Back to My Product</RouterLink>
        </Button>
      }
    />
  );
}
