import fs from 'node:fs/promises';
import path from 'node:path';
import { storeApi, type ApiSession } from './accounts';
import { runStore } from './run-store';

export interface ListedProduct {
  id: number;
  product_name: string;
  price: number;
  stock: number;
}

/**
 * Lists a product through the store API with one photo (support/images.ts): the seller journey covers the Selling
 * Product form itself. `apiUrl` names another store than the run's.
 */
export async function listProduct(
  seller: ApiSession,
  product: { name: string; price: number; stock: number; photo: string },
  apiUrl: string = runStore().apiUrl,
): Promise<ListedProduct> {
  const { data: categories } = await storeApi<{ id: number }[]>('GET', '/categories', { apiUrl });
  const form = new FormData();
  const fields = {
    product_name: product.name,
    description: 'A low rattan stool, woven by hand.',
    price: product.price,
    stock: product.stock,
    categories: categories[0]!.id,
    brand_id: 1,
    color_id: 1,
    conditions: 'new',
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
  const photo = await fs.readFile(product.photo);
  form.append('images', new Blob([photo], { type: 'image/png' }), path.basename(product.photo));
  const response = await fetch(`${apiUrl}/products/new`, {
    method: 'POST',
    headers: { 'x-access-token': seller.token },
    body: form,
  });
  const envelope = (await response.json()) as { msg: string; data: ListedProduct };
  if (response.status !== 201) throw new Error(`POST /products/new answered ${response.status}: ${envelope.msg}`);
  return envelope.data;
}

/** A product's stock as the store has it now. */
export async function stockOf(productId: number, apiUrl?: string): Promise<number> {
  const { data } = await storeApi<{ stock: number }>('GET', `/products/details/${productId}`, { apiUrl });
  return data.stock;
}
