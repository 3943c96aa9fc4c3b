import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { storeApi, type ApiSession } from './accounts';

export interface ListedProduct {
  id: number;
  product_name: string;
  price: number;
  stock: number;
}

/** Lists a new product with one photo through the store API: the seller journey covers the form itself. */
export async function listProduct(
  seller: ApiSession,
  product: { name: string; description: string; price: number; stock: number; photo: string },
): Promise<ListedProduct> {
  const { data: categories } = await storeApi<{ id: number }[]>('GET', '/categories');
  const form = new FormData();
  const fields = {
    product_name: product.name,
    description: product.description,
    price: product.price,
    stock: product.stock,
    categories: categories[0]!.id,
    brand_id: 1,
    color_id: 1,
    conditions: 'new',
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
  const image = new Blob([await fs.readFile(product.photo)], { type: 'image/png' });
  form.append('images', image, path.basename(product.photo));
  const response = await fetch(`${inject('apiUrl')}/products/new`, {
    method: 'POST',
    headers: { 'x-access-token': seller.token },
    body: form,
  });
  const envelope = (await response.json()) as { msg: string; data: ListedProduct };
  if (response.status !== 201) throw new Error(`POST /products/new answered ${response.status}: ${envelope.msg}`);
  return envelope.data;
}
