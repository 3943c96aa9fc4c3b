import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  RestockProductMutation,
  RestockProductMutationVariables,
  RestoreProductMutation,
  RestoreProductMutationVariables,
  SellerProductFilter,
  SellerProductListQueryVariables,
  SellerProductRow_ProductFragment,
} from '../__generated__/graphql';
import { DELETE_SELLER_PRODUCT } from '../features/seller/delete-product';
import { RESTOCK_PRODUCT, RESTORE_PRODUCT } from '../features/seller/restock-restore';
import { SELLER_PRODUCT_LIST } from '../features/seller/seller-products-query';
import { renderApp, signIn } from '../test/render-app';
import { pageInfo } from '../test/page-info';

type Row = SellerProductRow_ProductFragment & { __typename: 'SellerProduct' };

function product(id: number, overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'SellerProduct',
    id: String(id),
    name: `Teak Chair ${id}`,
    price: 1_250_000 + id,
    stock: 4,
    image: `/uploads/products/${id}-thumb.webp`,
    archived: false,
    ...overrides,
  };
}

/** A small seller back end: answers the list from `products`, and archives on delete. */
function fakeSeller(products: Row[]) {
  const listCalls: SellerProductListQueryVariables[] = [];
  const matches = (row: Row, filter: SellerProductFilter) =>
    filter === 'ARCHIVED' ? row.archived : filter === 'SOLD_OUT' ? !row.archived && row.stock === 0 : !row.archived;

  const list = {
    request: { query: SELLER_PRODUCT_LIST, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: SellerProductListQueryVariables) => {
      listCalls.push(variables);
      const page = variables.page ?? 1;
      const limit = variables.limit ?? 10;
      const rows = products.filter((row) => matches(row, variables.filter ?? 'ALL'));
      const totalPage = Math.max(1, Math.ceil(rows.length / limit));
      return {
        data: {
          sellerProducts: {
            __typename: 'SellerProductPage',
            items: rows.slice((page - 1) * limit, page * limit),
            pageInfo: pageInfo(page, totalPage, rows.length),
          },
        },
      };
    },
  };

  const deleteProduct = {
    request: { query: DELETE_SELLER_PRODUCT, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: { input: { id: string } }) => {
      const row = products.find((candidate) => candidate.id === input.id && !candidate.archived);
      if (!row) {
        return {
          data: {
            deleteProduct: { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Product not found' },
          },
        };
      }
      row.archived = true;
      return {
        data: { deleteProduct: { __typename: 'DeleteProductSuccess', id: row.id, message: MESSAGES.productDeleted } },
      };
    },
  };

  const restocks: RestockProductMutationVariables['input'][] = [];
  const restockProduct = {
    request: { query: RESTOCK_PRODUCT, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: RestockProductMutationVariables): { data: RestockProductMutation } => {
      restocks.push(input);
      const row = products.find((candidate) => candidate.id === input.id);
      if (!row) throw new Error('unknown product');
      row.stock = input.stock;
      const restocked = { __typename: 'EditableProduct', id: row.id, stock: row.stock, soldOut: false };
      return {
        data: {
          restockProduct: {
            __typename: 'RestockProductSuccess',
            message: MESSAGES.productRestocked,
            product: restocked,
          },
        },
      };
    },
  };

  const restores: RestoreProductMutationVariables['input'][] = [];
  const restoreProduct = {
    request: { query: RESTORE_PRODUCT, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: RestoreProductMutationVariables): { data: RestoreProductMutation } => {
      restores.push(input);
      const row = products.find((candidate) => candidate.id === input.id);
      if (!row) throw new Error('unknown product');
      row.archived = false;
      const restored = { __typename: 'EditableProduct', id: row.id, archived: false };
      return {
        data: {
          restoreProduct: {
            __typename: 'RestoreProductSuccess',
            message: MESSAGES.productRestored,
            product: restored,
          },
        },
      };
    },
  };

  return { mocks: [list, deleteProduct, restockProduct, restoreProduct], listCalls, restocks, restores };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('seller product list', () => {
  it('shows the heading, the columns and each stock status', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([
      product(1, { name: 'Oak Stool', stock: 7, price: 450_000 }),
      product(2, { name: 'Rattan Lamp', stock: 0 }),
    ]);
    await renderApp('/profile/seller/product', { mocks: seller.mocks });

    expect(await screen.findByRole('heading', { level: 1, name: 'Product List' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Product List' });
    for (const column of ['Product', 'Stock Status', 'Price (Rp)']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Oak Stool')).toBeInTheDocument();
    expect(within(rowOf('Oak Stool')).getByText('In Stock (7)')).toBeInTheDocument();
    expect(within(rowOf('Oak Stool')).getByText('Rp 450,000')).toBeInTheDocument();
    expect(within(rowOf('Rattan Lamp')).getByText('Sold Out')).toBeInTheDocument();
    expect(within(rowOf('Oak Stool')).getByRole('button', { name: 'Delete Oak Stool' })).toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
  });

  it('filters by All, Archieve and Sold Out', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([
      product(1, { name: 'Oak Stool' }),
      product(2, { name: 'Rattan Lamp', stock: 0 }),
      product(3, { name: 'Old Bench', archived: true }),
    ]);
    const { user, router } = await renderApp('/profile/seller/product', { mocks: seller.mocks });
    const filter = await screen.findByRole('combobox', { name: 'Filter' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Archieve', 'Sold Out']);
    expect(await screen.findByText('Oak Stool')).toBeInTheDocument();
    expect(screen.getByText('Rattan Lamp')).toBeInTheDocument();
    expect(screen.queryByText('Old Bench')).not.toBeInTheDocument();

    await user.selectOptions(filter, 'Archieve');
    expect(await screen.findByText('Old Bench')).toBeInTheDocument();
    expect(screen.queryByText('Oak Stool')).not.toBeInTheDocument();
    expect(within(rowOf('Old Bench')).getByText('Archived')).toBeInTheDocument();
    expect(within(rowOf('Old Bench')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=archived');

    await user.selectOptions(filter, 'Sold Out');
    expect(await screen.findByText('Rattan Lamp')).toBeInTheDocument();
    expect(screen.queryByText('Old Bench')).not.toBeInTheDocument();
    expect(seller.listCalls.map((call) => call.filter)).toEqual(
      expect.arrayContaining(['ALL', 'ARCHIVED', 'SOLD_OUT']),
    );
  });

  it('pages through all 40 products of a seller', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller(Array.from({ length: 40 }, (_, index) => product(index + 1)));
    const { user } = await renderApp('/profile/seller/product', { mocks: seller.mocks });

    const seen = new Set<string>();
    for (let page = 1; page <= 4; page += 1) {
      expect(await screen.findByText(`Showing page ${page} of 4`)).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Product List' });
      await waitFor(() => expect(within(table).getByText(`Teak Chair ${(page - 1) * 10 + 1}`)).toBeInTheDocument());
      for (const cell of within(table).getAllByText(/^Teak Chair \d+$/)) seen.add(cell.textContent ?? '');
      const prev = screen.getByRole('button', { name: 'Prev' });
      const next = screen.getByRole('button', { name: 'Next' });
      expect(prev).toHaveAttribute('aria-disabled', String(page === 1));
      expect(next).toHaveAttribute('aria-disabled', String(page === 4));
      if (page < 4) await user.click(next);
    }
    expect(seen.size).toBe(40);
  });

  it('asks before deleting, deletes, thanks and reloads the list', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([product(1, { name: 'Oak Stool' }), product(2, { name: 'Rattan Lamp' })]);
    const { user } = await renderApp('/profile/seller/product', { mocks: seller.mocks });

    await user.click(await screen.findByRole('button', { name: 'Delete Oak Stool' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.deleteProductConfirm)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const callsBefore = seller.listCalls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.productDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Oak Stool')).not.toBeInTheDocument());
    expect(screen.getByText('Rattan Lamp')).toBeInTheDocument();
    expect(seller.listCalls.length).toBeGreaterThan(callsBefore);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the product when the dialog is closed', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([product(1, { name: 'Oak Stool' })]);
    const { user } = await renderApp('/profile/seller/product', { mocks: seller.mocks });

    await user.click(await screen.findByRole('button', { name: 'Delete Oak Stool' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Oak Stool')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.productDeleted)).not.toBeInTheDocument();
  });

  it('shows the server message when the product is not found', async () => {
    signIn(ROLES.seller);
    const rows = [product(1, { name: 'Oak Stool' })];
    const seller = fakeSeller(rows);
    const { user } = await renderApp('/profile/seller/product', { mocks: seller.mocks });

    await user.click(await screen.findByRole('button', { name: 'Delete Oak Stool' }));
    // Deleted elsewhere meanwhile: the server no longer knows it as a live product.
    rows[0]!.archived = true;
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.productDeleted)).not.toBeInTheDocument();
  });

  it('offers Restock on sold-out rows only; asks the new stock, sends it, toasts and shows it in stock', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([
      product(1, { name: 'Oak Stool', stock: 7 }),
      product(2, { name: 'Rattan Lamp', stock: 0 }),
    ]);
    const { user } = await renderApp('/profile/seller/product', { mocks: seller.mocks });

    await user.click(await screen.findByRole('button', { name: 'Restock Rattan Lamp' }));
    expect(within(rowOf('Oak Stool')).queryByRole('button', { name: /Restock/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Restock Rattan Lamp' });
    const stock = within(dialog).getByRole('spinbutton', { name: /New stock/ });
    await user.type(stock, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await within(dialog).findByText('New stock must be a whole number of 1 or more')).toBeInTheDocument();
    expect(seller.restocks).toEqual([]);

    await user.clear(stock);
    await user.type(stock, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));

    expect(await screen.findByText(MESSAGES.productRestocked)).toBeInTheDocument();
    expect(seller.restocks).toEqual([{ id: '2', stock: 6 }]);
    await waitFor(() => expect(within(rowOf('Rattan Lamp')).getByText('In Stock (6)')).toBeInTheDocument());
    expect(within(rowOf('Rattan Lamp')).queryByRole('button', { name: /Restock/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes nothing when the restock dialog is closed', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([product(2, { name: 'Rattan Lamp', stock: 0 })]);
    const { user } = await renderApp('/profile/seller/product', { mocks: seller.mocks });

    await user.click(await screen.findByRole('button', { name: 'Restock Rattan Lamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restock Rattan Lamp' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /New stock/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seller.restocks).toEqual([]);
    expect(within(rowOf('Rattan Lamp')).getByText('Sold Out')).toBeInTheDocument();
  });

  it('restores an archived product, toasts and takes it off the archived list', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([product(1, { name: 'Oak Stool' }), product(3, { name: 'Old Bench', archived: true })]);
    const { user } = await renderApp('/profile/seller/product?filter=archived', { mocks: seller.mocks });

    expect(await screen.findByText('Old Bench')).toBeInTheDocument();
    await user.click(within(rowOf('Old Bench')).getByRole('button', { name: 'Restore Old Bench' }));

    expect(await screen.findByText(MESSAGES.productRestored)).toBeInTheDocument();
    expect(seller.restores).toEqual([{ id: '3' }]);
    await waitFor(() => expect(screen.queryByText('Old Bench')).not.toBeInTheDocument());
    expect(screen.getByText('No archived products.')).toBeInTheDocument();
  });

  it('links each row to its edit page', async () => {
    signIn(ROLES.seller);
    const seller = fakeSeller([product(1, { name: 'Oak Stool' }), product(2, { name: 'Rattan Lamp', stock: 0 })]);
    await renderApp('/profile/seller/product', { mocks: seller.mocks });

    expect(await screen.findByRole('link', { name: 'Edit Oak Stool' })).toHaveAttribute(
      'href',
      '/profile/seller/product/1/edit',
    );
    expect(screen.getByRole('link', { name: 'Edit Rattan Lamp' })).toHaveAttribute(
      'href',
      '/profile/seller/product/2/edit',
    );
  });
});
