import { useMutation } from '@apollo/client/react';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
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
import { ProductFormFields } from './product-form-fields';
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!form.readyToSend(event)) return;
    setConflict(null);
    const onUploadProgress = form.trackUpload();
    try {
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
    } catch (error) {
      form.fail(error);
    } finally {
      form.uploadDone();
    }
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
    <chakra.form
      aria-label="Edit product"
      display="flex"
      flexDirection="column"
      gap="10"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <ProductFormFields form={form} options={options} sending={sending} />
      <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="6">
        {conflict && (
          <Notice tone="warning">
            <Text>{conflict}</Text>
            <Button mt="3" size="sm" variant="outline" loading={reloading} onClick={() => void reload()}>
              Reload the latest
            </Button>
          </Notice>
        )}
        {form.serverMessage && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {form.serverMessage}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <Button
            type="submit"
            size="lg"
            loading={sending}
            loadingText="Saving…"
            disabled={sending || form.photos.checking || reloading}
          >
            Save Changes
          </Button>
          <Button asChild variant="ghost" size="lg">
            <RouterLink to={SELLER_PATHS.products}>Back to My Product</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
