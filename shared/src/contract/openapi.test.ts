import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { storeApiOpenApi } from './openapi';
import type { RouteDefinition } from './route';
import { storeApi } from './store-api';

const document = storeApiOpenApi() as {
  paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>>;
  components: { schemas: Record<string, unknown> };
};
const routes = Object.values(storeApi).flatMap((group) => Object.values(group as Record<string, RouteDefinition>));

describe('the OpenAPI document made from the contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has an operation for every route, with its path parameters', () => {
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const declared = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared).toEqual([...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
    }
  });

  it('points every reference at a schema it defines', () => {
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, name] of references) expect(document.components.schemas, name).toHaveProperty(name!);
  });

  it('is what shared/openapi.json holds (`npm run codegen` writes it)', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
