import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { API_MESSAGES, MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  EditableProductFieldsFragment,
  EditableProductQuery,
  EditableProductQueryVariables,
  UpdateProductMutation,
  UpdateProductMutationVariables,
} from '../__generated__/graphql';
import { EDITABLE_PRODUCT, UPDATE_PRODUCT } from '../features/seller/edit-product';
import { pngFile, stubImageDecoder } from '../test/image-files';
import { renderApp, signIn } from '../test/render-app';
import { SELLING_OPTIONS_MOCK, sellerProductListMock } from '../test/seller-product-mocks';

type Editable = EditableProductFieldsFragment & { __typename: 'EditableProduct' };

function photo(id: string, file: string) {
  return {
    __typename: 'ProductPhoto' as const,
    id,
    image: `/uploads/products/${file}.webp`,
    thumbnail: `/uploads/products/${file}-thumb.webp`,
  };
}

function sofa(overrides: Partial<EditableProductFieldsFragment> = {}) {
  const product = {
    __typename: 'EditableProduct' as const,
    id: '12',
    version: 3,
    name: 'Teak Sofa',
    description: 'Three seats on a teak frame.',
    price: 4_500_000,
    stock: 2,
    condition: 'SECOND' as const,
    brand: { __typename: 'Brand', id: '2' },
    color: { __typename: 'Color', id: '3' },
    categories: [{ __typename: 'Category', id: '1' }],
    photos: [photo('31', '12-front'), photo('32', '12-side')],
    archived: false,
    soldOut: false,
    ...overrides,
  };
  return product satisfies Editable;
}

/** The product on a fake server: `current` is what the edit form loads, `answer` what a save gets back. */
function fakeProduct(initial: Editable | null) {
  const state = { current: initial, answer: null as UpdateProductMutation['updateProduct'] | null };
  const saves: UpdateProductMutationVariables['input'][] = [];
  const load = {
    request: { query: EDITABLE_PRODUCT, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: EditableProductQueryVariables): { data: EditableProductQuery } => ({
      data: { editableProduct: state.current && variables.id === state.current.id ? state.current : null },
    }),
  };
  const save = {
    request: { query: UPDATE_PRODUCT, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: UpdateProductMutationVariables): { data: UpdateProductMutation } => {
      saves.push(input);
      const answer = state.answer ?? {
        __typename: 'UpdateProductSuccess',
        message: MESSAGES.productSaved,
        product: { ...sofa(), version: input.version + 1 },
      };
      return { data: { updateProduct: answer } };
    },
  };
  const list = sellerProductListMock([
    {
      __typename: 'SellerProduct',
      id: '12',
      name: 'Teak Sofa',
      price: 4_500_000,
      stock: 2,
      image: '/uploads/products/12-front-thumb.webp',
      archived: false,
    },
  ]);
  const mocks: MockLink.MockedResponse[] = [SELLING_OPTIONS_MOCK, load, save, list];
  return { mocks, saves, state };
}

async function openEditor(product: ReturnType<typeof fakeProduct>, path = '/profile/seller/product/12/edit') {
  signIn(ROLES.seller);
  const view = await renderApp(path, { mocks: product.mocks });
  await screen.findByRole('form', { name: 'Edit product' });
  return view;
}

function previewNames() {
  return screen
    .queryAllByRole('button', { name: /^Remove photo/ })
    .map((preview) => preview.getAttribute('aria-label'));
}

beforeEach(() => stubImageDecoder());
afterEach(() => vi.unstubAllGlobals());

describe('edit product page', () => {
  it('opens from My Product with the form of Selling Product, prefilled', async () => {
    signIn(ROLES.seller);
    const product = fakeProduct(sofa());
    const { user, router } = await renderApp('/profile/seller/product', { mocks: product.mocks });

    await user.click(await screen.findByRole('link', { name: 'Edit Teak Sofa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/seller/product/12/edit'));
    expect(await screen.findByRole('form', { name: 'Edit product' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Teak Sofa');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Three seats on a teak frame.');
    expect(screen.getByRole('spinbutton', { name: /Unit Price/ })).toHaveValue(4_500_000);
    expect(screen.getByRole('spinbutton', { name: /Unit Stock/ })).toHaveValue(2);
    expect(screen.getByRole('checkbox', { name: 'Sofa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chair' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('Kayu Studio');
    expect(screen.getByRole('radio', { name: 'Armadillo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Second' })).toBeChecked();
    expect(previewNames()).toEqual(['Remove photo 1 (12-front.webp)', 'Remove photo 2 (12-side.webp)']);
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
  });

  it('saves the fields and the photos (removed, added, reordered) with the loaded version, then returns to My Product', async () => {
    const product = fakeProduct(sofa());
    const { user, router } = await openEditor(product);

    const price = screen.getByRole('spinbutton', { name: /Unit Price/ });
    await user.clear(price);
    await user.type(price, '3900000');
    const stock = screen.getByRole('spinbutton', { name: /Unit Stock/ });
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(screen.getByRole('checkbox', { name: 'Chair' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (12-front.webp)' }));
    const added = pngFile('cushions.png');
    await user.upload(screen.getByLabelText('Add photos'), [added]);
    await waitFor(() =>
      expect(previewNames()).toEqual(['Remove photo 1 (12-side.webp)', 'Remove photo 2 (cushions.png)']),
    );
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(previewNames()).toEqual(['Remove photo 1 (cushions.png)', 'Remove photo 2 (12-side.webp)']);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MESSAGES.productSaved)).toBeInTheDocument();
    expect(product.saves).toEqual([
      {
        id: '12',
        version: 3,
        name: 'Teak Sofa',
        description: 'Three seats on a teak frame.',
        price: 3_900_000,
        stock: 5,
        categoryIds: ['1', '2'],
        brandId: '2',
        colorId: '3',
        condition: 'SECOND',
        photos: [{ file: added }, { id: '32' }],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/seller/product'));
    expect(await screen.findByRole('table', { name: 'Product List' })).toBeInTheDocument();
  });

  it('says when the product changed since it was loaded, and reloads the latest on request', async () => {
    const product = fakeProduct(sofa());
    product.state.answer = {
      __typename: 'ProductChangedError',
      message: API_MESSAGES.productChanged,
      currentVersion: 4,
    };
    const { user, router } = await openEditor(product);
    const price = screen.getByRole('spinbutton', { name: /Unit Price/ });
    await user.clear(price);
    await user.type(price, '3900000');

    // Meanwhile a shopper bought one: the server's copy moved on.
    product.state.current = sofa({ version: 4, stock: 1 });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(API_MESSAGES.productChanged)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/seller/product/12/edit');
    expect(screen.queryByText(MESSAGES.productSaved)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload the latest' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Unit Stock/ })).toHaveValue(1));
    expect(screen.getByRole('spinbutton', { name: /Unit Price/ })).toHaveValue(4_500_000);
    expect(screen.queryByText(API_MESSAGES.productChanged)).not.toBeInTheDocument();

    product.state.answer = null;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.productSaved)).toBeInTheDocument();
    expect(product.saves.map((save) => save.version)).toEqual([3, 4]);
  });

  it('names each problem as a sentence on its field, before sending and from the server', async () => {
    const product = fakeProduct(sofa());
    const { user } = await openEditor(product);

    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 2 (12-side.webp)' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (12-front.webp)' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Add at least one photo')).toBeInTheDocument();
    expect(product.saves).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Teak Sofa');
    await user.upload(screen.getByLabelText('Add photos'), [pngFile('front.png')]);
    await waitFor(() => expect(previewNames()).toHaveLength(1));
    const refusal = 'Stock cannot go below the 2 units already ordered.';
    const fieldErrors = [{ __typename: 'FieldError', field: 'stock', message: refusal }];
    product.state.answer = { __typename: 'InputValidationError', message: refusal, fieldErrors };
    const stock = screen.getByRole('spinbutton', { name: /Unit Stock/ });
    await user.clear(stock);
    await user.type(stock, '1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText(refusal)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('spinbutton', { name: /Unit Stock/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Teak Sofa');
    expect(screen.queryByText(MESSAGES.productSaved)).not.toBeInTheDocument();
  });

  it('shows not found for a product that is not the seller’s', async () => {
    signIn(ROLES.seller);
    const product = fakeProduct(sofa());
    await renderApp('/profile/seller/product/99/edit', { mocks: product.mocks });

    expect(await screen.findByText(API_MESSAGES.productNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit product' })).not.toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Back to My Product' });
    expect(back[0]).toHaveAttribute('href', '/profile/seller/product');
    expect(
      within(screen.getByRole('navigation', { name: 'Seller centre' })).getByRole('link', { name: 'My Product' }),
    ).toBeInTheDocument();
  });
});
