import { describe, expect, it } from 'vitest';
import { codeForStatus, graphQLErrorFor, graphQLFieldName, UpstreamError } from './errors';

describe('upstream status → GraphQL error code', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'BAD_USER_INPUT'],
    [413, 'BAD_USER_INPUT'],
    [415, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('%i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('keeps the API sentence and names fields as GraphQL does', () => {
    const error = graphQLErrorFor(
      new UpstreamError(400, 'product_name is required', [
        { field: 'product_name', message: 'product_name is required' },
      ]),
    );
    expect(error.message).toBe('name is required');
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'name', message: 'name is required' }],
    });
  });
});

describe('REST field names → GraphQL input names', () => {
  it.each([
    ['product_name', 'name'],
    ['brand_id', 'brandId'],
    ['categories.1', 'categoryIds.1'],
    ['productList.2.qty', 'items.2.quantity'],
    ['productList.0.productId', 'items.0.productId'],
    ['store_desc', 'storeDescription'],
    ['new_password', 'newPassword'],
    ['Idempotency-Key', 'idempotencyKey'],
    ['price', 'price'],
  ])('%s → %s', (rest, graphql) => {
    expect(graphQLFieldName(rest)).toBe(graphql);
  });
});
