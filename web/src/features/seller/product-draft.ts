import { LIMITS } from '@spectrum/shared/constants';
import type {
  Condition,
  CreateProductInput,
  EditableProductFieldsFragment,
  ProductPhotoInput,
  UpdateProductInput,
} from '../../__generated__/graphql';

/** The add-product form as typed: numbers stay text until they are checked. */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  stock: string;
  categoryIds: string[];
  brandId: string;
  colorId: string;
  condition: Condition | '';
}

export type ProductField = keyof ProductDraft | 'photos';
export type ProductFieldErrors = Partial<Record<ProductField, string>>;

export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  name: '',
  description: '',
  price: '',
  stock: '',
  categoryIds: [],
  brandId: '',
  colorId: '',
  condition: 'NEW',
};

/** The same bounds as the store's own check (LIMITS in @spectrum/shared), so the form refuses what it would. */
function wholeNumberProblem(text: string, label: string, smallest: number, largest: number): string | undefined {
  const value = text.trim();
  if (!value) return `${label} is required`;
  if (!/^\d+$/.test(value) || Number(value) < smallest) return `${label} must be a whole number of ${smallest} or more`;
  if (Number(value) > largest) return `${label} must be at most ${largest.toLocaleString('en-US')}`;
  return undefined;
}

/** Every problem the form can see before sending; an empty object means it may be sent. */
export function productDraftProblems(draft: ProductDraft, photoCount: number): ProductFieldErrors {
  const problems: ProductFieldErrors = {
    name: draft.name.trim() ? undefined : 'Product name is required',
    description: draft.description.trim() ? undefined : 'Description is required',
    price: wholeNumberProblem(draft.price, 'Unit price', LIMITS.minProductPrice, LIMITS.maxProductPrice),
    stock: wholeNumberProblem(draft.stock, 'Unit stock', 0, LIMITS.maxProductStock),
    categoryIds: draft.categoryIds.length > 0 ? undefined : 'Choose at least one category',
    brandId: draft.brandId ? undefined : 'Choose a brand',
    colorId: draft.colorId ? undefined : 'Choose a colour',
    condition: draft.condition ? undefined : 'Choose the condition',
    photos:
      photoCount === 0
        ? 'Add at least one photo'
        : photoCount > LIMITS.maxProductPhotos
          ? `At most ${LIMITS.maxProductPhotos} photos`
          : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ProductFieldErrors;
}

/** The edit form's starting point: the product as the server has it. */
export function draftFromEditable(product: EditableProductFieldsFragment): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    stock: String(product.stock),
    categoryIds: product.categories.map((category) => category.id),
    brandId: product.brand.id,
    colorId: product.color.id,
    condition: product.condition,
  };
}

/** The typed fields as the server takes them; call only after `productDraftProblems` found nothing. */
function checkedFields(draft: ProductDraft): Omit<CreateProductInput, 'images'> {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    price: Number(draft.price.trim()),
    stock: Number(draft.stock.trim()),
    categoryIds: draft.categoryIds,
    brandId: draft.brandId,
    colorId: draft.colorId,
    condition: draft.condition || 'NEW',
  };
}

/** Call only after `productDraftProblems` found nothing. */
export function toCreateProductInput(draft: ProductDraft, photos: readonly File[]): CreateProductInput {
  return { ...checkedFields(draft), images: [...photos] };
}

/**
 * Every field, and every photo slot in its new order (kept ones by id, new ones as files), with the
 * version the form loaded so the server can refuse an edit made on a stale copy.
 */
export function toUpdateProductInput(
  product: { id: string; version: number },
  draft: ProductDraft,
  photos: readonly ({ kind: 'kept'; id: string } | { kind: 'new'; file: File })[],
): UpdateProductInput {
  return {
    id: product.id,
    version: product.version,
    ...checkedFields(draft),
    photos: photos.map((photo): ProductPhotoInput => (photo.kind === 'kept' ? { id: photo.id } : { file: photo.file })),
  };
}

const SERVER_FIELDS: Record<string, ProductField> = {
  name: 'name',
  product_name: 'name',
  description: 'description',
  price: 'price',
  stock: 'stock',
  categories: 'categoryIds',
  categoryIds: 'categoryIds',
  brand_id: 'brandId',
  brandId: 'brandId',
  color_id: 'colorId',
  colorId: 'colorId',
  conditions: 'condition',
  condition: 'condition',
  images: 'photos',
  photos: 'photos',
};

/** Places the server's field refusals (REST or GraphQL names, `images.2` style paths) on the form. */
export function serverFieldErrors(fieldErrors: readonly { field: string; message: string }[]): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  for (const { field, message } of fieldErrors) {
    const formField = SERVER_FIELDS[field.split('.')[0] ?? ''];
    if (formField && !errors[formField]) errors[formField] = message;
  }
  return errors;
}
