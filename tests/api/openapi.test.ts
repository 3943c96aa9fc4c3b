import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeApiOpenApi } from '@spectrum/shared/contract/openapi';
import { startTestApi, type TestApi } from '../support/api';

describe('the contract served by the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers the OpenAPI document at /api/openapi.json', async () => {
    const response = await fetch(`${api.origin}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(storeApiOpenApi())));
  });

  it('shows a reference page for it outside production', async () => {
    const response = await fetch(`${api.origin}/api/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('/api/openapi.json');
  });
});

describe('in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: 'production' });
  });
  afterAll(() => api.close());

  it('serves the document but no reference page', async () => {
    expect((await fetch(`${api.origin}/api/openapi.json`)).status).toBe(200);
    const reference = await fetch(`${api.origin}/api/reference`);
    expect(reference.status).toBe(404);
    expect(await reference.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
