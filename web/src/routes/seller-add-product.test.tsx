import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateProductMutationVariables } from '../__generated__/graphql';
import { CREATE_PRODUCT } from '../features/seller/create-product';
import { pngFile, stubImageDecoder } from '../test/image-files';
import { enterText } from '../test/enter-text';
import { renderApp, signIn } from '../test/render-app';
import { SELLING_OPTIONS_MOCK, sellerProductListMock } from '../test/seller-product-mocks';

function createProductMock(answer: object) {
  const sent: CreateProductMutationVariables[] = [];
  const mock = {
    request: { query: CREATE_PRODUCT, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: CreateProductMutationVariables) => {
      sent.push(variables);
      return { data: { createProduct: answer } };
    },
  };
  return { mock, sent };
}

const ADDED = {
  __typename: 'CreateProductSuccess',
  message: MESSAGES.productAdded,
  product: { __typename: 'Product', id: '91', name: 'Rattan Armchair' },
};

/** Files the person picks with "All files" in the chooser: `accept` is only a hint to the browser. */
const anyFileUser = () => userEvent.setup({ applyAccept: false });

async function openForm(mocks: MockLink.MockedResponse[] = []) {
  signIn(ROLES.seller);
  const view = await renderApp('/profile/seller/selling-product', { mocks: [SELLING_OPTIONS_MOCK, ...mocks] });
  await screen.findByRole('form', { name: 'Add product' });
  return view;
}

function previews() {
  return screen.queryAllByRole('button', { name: /^Remove photo/ });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, screen.getByRole('textbox', { name: /Name/ }), 'Rattan Armchair');
  await enterText(user, screen.getByRole('textbox', { name: /Description/ }), 'Hand-woven rattan on a teak frame.');
  await user.type(screen.getByRole('spinbutton', { name: /Unit Price/ }), '2450000');
  await user.type(screen.getByRole('spinbutton', { name: /Unit Stock/ }), '3');
  await user.click(screen.getByRole('checkbox', { name: 'Sofa' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chair' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Kayu Studio');
  await user.click(screen.getByRole('radio', { name: 'Hippe Green' }));
  await user.click(screen.getByRole('radio', { name: 'Second' }));
}

beforeEach(() => stubImageDecoder());
afterEach(() => vi.unstubAllGlobals());

describe('add product form', () => {
  it('has every field of the spec, with the six named colours and two conditions', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Selling Product' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Description/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Unit Price/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Unit Stock/ })).toHaveAttribute('min', '0');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Sofa',
      'Chair',
      'Lamp',
    ]);
    const colours = within(screen.getByRole('group', { name: 'Colour' })).getAllByRole('radio');
    expect(colours.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Luxor Gold',
      'Ship Cove',
      'Armadillo',
      'East Bay',
      'Hippe Green',
      'Fuel Yellow',
    ]);
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Second' })).not.toBeChecked();
    const chooser = screen.getByLabelText('Add photos');
    expect(chooser).toHaveAttribute('accept', 'image/*');
    expect(chooser).toHaveAttribute('multiple');
  });

  it('takes at most 5 photos: the add tile goes at 5 and clicking a preview removes it', async () => {
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Add photos'), [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(screen.getByText('3 / 5')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add photos'), [pngFile('d.png'), pngFile('e.png'), pngFile('f.png')]);
    await waitFor(() => expect(previews()).toHaveLength(5));
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByText('f.png: At most 5 photos per product')).toBeInTheDocument();
    expect(previews().map((preview) => preview.getAttribute('aria-label'))).toEqual([
      'Remove photo 1 (a.png)',
      'Remove photo 2 (b.png)',
      'Remove photo 3 (c.png)',
      'Remove photo 4 (d.png)',
      'Remove photo 5 (e.png)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove photo 2 (b.png)' }));
    expect(previews()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /b\.png/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toBeInTheDocument();
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
  });

  it('refuses files that are not images, by type and by content, and files over 5 MB', async () => {
    await openForm();
    const user = anyFileUser();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const disguised = new File(['not really a picture'], 'holiday.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photos'), [text, disguised, huge, pngFile('ok.png')]);

    expect(await screen.findByText('notes.txt: Only image files are allowed')).toBeInTheDocument();
    expect(screen.getByText('holiday.png: Only image files are allowed')).toBeInTheDocument();
    expect(screen.getByText('huge.png: Image is too large (at most 5 MB)')).toBeInTheDocument();
    expect(previews().map((preview) => preview.getAttribute('aria-label'))).toEqual(['Remove photo 1 (ok.png)']);
  });

  it('names every missing required field before sending anything', async () => {
    const create = createProductMock(ADDED);
    const { user } = await openForm([create.mock]);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const problem of [
      'Product name is required',
      'Description is required',
      'Unit price is required',
      'Unit stock is required',
      'Choose at least one category',
      'Choose a brand',
      'Choose a colour',
      'Add at least one photo',
    ]) {
      expect(await screen.findByText(problem)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(create.sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Stool');
    expect(screen.queryByText('Product name is required')).not.toBeInTheDocument();
  });

  it('refuses a negative or fractional stock and price', async () => {
    const create = createProductMock(ADDED);
    const { user } = await openForm([create.mock]);
    await user.type(screen.getByRole('spinbutton', { name: /Unit Stock/ }), '-2');
    await user.type(screen.getByRole('spinbutton', { name: /Unit Price/ }), '10.5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Unit stock must be a whole number of 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Unit price must be a whole number of 1 or more')).toBeInTheDocument();
    expect(create.sent).toHaveLength(0);
  });

  it('refuses a price of 0: a product is never free', async () => {
    const create = createProductMock(ADDED);
    const { user } = await openForm([create.mock]);
    await user.type(screen.getByRole('spinbutton', { name: /Unit Price/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Unit price must be a whole number of 1 or more')).toBeInTheDocument();
    expect(create.sent).toHaveLength(0);
  });

  it('sends the product with its photos, thanks the seller, resets the form and lists it in My Product', async () => {
    const create = createProductMock(ADDED);
    const listed: object[] = [];
    const { user, router } = await openForm([create.mock, sellerProductListMock(listed)]);
    const photos = [pngFile('front.png'), pngFile('side.png')];
    await user.upload(screen.getByLabelText('Add photos'), photos);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await fillDetails(user);

    listed.push({
      __typename: 'SellerProduct',
      id: '91',
      name: 'Rattan Armchair',
      price: 2_450_000,
      stock: 3,
      image: '/uploads/products/91-thumb.webp',
      archived: false,
    });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(MESSAGES.productAdded)).toBeInTheDocument();
    expect(create.sent).toEqual([
      {
        input: {
          name: 'Rattan Armchair',
          description: 'Hand-woven rattan on a teak frame.',
          price: 2_450_000,
          stock: 3,
          categoryIds: ['1', '2'],
          brandId: '2',
          colorId: '5',
          condition: 'SECOND',
          images: photos,
        },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
    expect(previews()).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Sofa' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hippe Green' })).not.toBeChecked();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Seller centre' })).getByRole('link', { name: 'My Product' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/seller/product'));
    expect(await screen.findByText('Rattan Armchair')).toBeInTheDocument();
  });

  it.each([
    ['InvalidImageError', { __typename: 'InvalidImageError', message: 'Only image files are allowed' }],
    [
      'InputValidationError',
      {
        __typename: 'InputValidationError',
        message: 'price must be at most 1000000000',
        fieldErrors: [{ __typename: 'FieldError', field: 'price', message: 'price must be at most 1000000000' }],
      },
    ],
  ])('shows the server refusal (%s) and keeps what was typed', async (_kind, refusal) => {
    const create = createProductMock(refusal);
    const { user } = await openForm([create.mock]);
    await user.upload(screen.getByLabelText('Add photos'), [pngFile('front.png')]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect((await screen.findAllByText(refusal.message)).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(MESSAGES.productAdded)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Rattan Armchair');
    expect(previews()).toHaveLength(1);
  });

  it('links to the new listing and to My Product once the product is added', async () => {
    const create = createProductMock(ADDED);
    const { user } = await openForm([create.mock]);
    await user.upload(screen.getByLabelText('Add photos'), [pngFile('front.png')]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    await fillDetails(user);
    expect(screen.queryByRole('link', { name: 'View the listing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Rattan Armchair is now in the shop.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the listing' })).toHaveAttribute('href', '/product/detail/91');
    const form = screen.getByRole('form', { name: 'Add product' });
    expect(within(form).getByRole('link', { name: 'Go to My Product' })).toHaveAttribute(
      'href',
      '/profile/seller/product',
    );
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('link', { name: 'View the listing' })).not.toBeInTheDocument();
  });
});
