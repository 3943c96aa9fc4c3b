import { useMutation } from '@apollo/client/react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import { Notice } from '../../components/ui/notice';
import { RouterLink } from '../../components/ui/router-link';
import { toastSuccess } from '../../lib/toasts';
import { evictCatalogueLists } from './catalogue-cache';
import { CREATE_PRODUCT } from './create-product';
import type { ProductOptions } from './listing-section';
import { EMPTY_PRODUCT_DRAFT, toCreateProductInput } from './product-draft';
import { ProductForm } from './product-form';
import { SELLER_PATHS } from './seller-nav';
import { useProductForm } from './use-product-form';

/** The product just listed, for the links shown under the emptied form. */
interface Listed {
  id: string;
  name: string;
}

export function AddProductForm(options: ProductOptions) {
  const form = useProductForm(EMPTY_PRODUCT_DRAFT);
  const [listed, setListed] = useState<Listed | null>(null);
  const [createProduct, { loading: sending }] = useMutation(CREATE_PRODUCT);

  function submit(event: FormEvent<HTMLFormElement>) {
    setListed(null);
    const { draft } = form;
    const files = form.photos.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
    void form.submit(event, async (onUploadProgress) => {
      const { data } = await createProduct({
        variables: { input: toCreateProductInput(draft, files) },
        context: { fetchOptions: { onUploadProgress } },
        update: (cache, { data: answer }) => {
          if (answer?.createProduct.__typename === 'CreateProductSuccess')
            evictCatalogueLists(cache, draft.categoryIds);
        },
      });
      const result = data?.createProduct;
      if (result?.__typename === 'CreateProductSuccess') {
        toastSuccess(MESSAGES.productAdded);
        form.reset();
        setListed({ id: result.product.id, name: result.product.name });
      } else if (result) {
        form.refuse(result);
      }
    });
  }

  return (
    <ProductForm
      label="Add product"
      form={form}
      options={options}
      sending={sending}
      onSubmit={submit}
      lead={listed && <ListedNotice product={listed} />}
      submitLabel="Add Product"
      sendingLabel="Uploading…"
      secondary={
        <Button
          type="button"
          variant="ghost"
          size="lg"
          disabled={sending}
          onClick={() => {
            form.reset();
            setListed(null);
          }}
        >
          Clear
        </Button>
      }
    />
  );
}

/** Where the seller goes after listing a product: to see it as shoppers do, or back to their list. */
function ListedNotice({ product }: { product: Listed }) {
  return (
    <Notice tone="success">
      <Text fontWeight="medium">{product.name} is now in the shop.</Text>
      <Flex gap="5" wrap="wrap" mt="1">
        <RouterLink to={`/product/detail/${product.id}`} textDecoration="underline">
          View the listing
        </RouterLink>
        <RouterLink to={SELLER_PATHS.products} textDecoration="underline">
          Go to My Product
        </RouterLink>
      </Flex>
    </Notice>
  );
}
