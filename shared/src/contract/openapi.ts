import { z } from 'zod';
import { API_ERRORS, fieldError, type ApiErrorCode } from './envelope';
import type { RouteDefinition, RouteSelector } from './route';
import { storeApi } from './store-api';

type JsonSchema = Record<string, unknown>;

/** Refusals every route may answer, besides those it declares (see RouteDefinition.errors). */
const COMMON_ERRORS: readonly ApiErrorCode[] = ['TOO_MANY_ATTEMPTS', 'BUSY', 'INTERNAL_ERROR'];

const ACCESS_NOTES: Record<RouteDefinition['access'], string> = {
  public: 'Anyone.',
  'signed-in': 'Any signed-in user (`x-access-token`).',
  customer: 'A signed-in customer (role 1).',
  seller: 'A signed-in seller (role 2).',
  internal: 'Only the BFF (`x-bff-secret`).',
};

/**
 * Turns zod schemas into JSON Schema 2020-12 (what OpenAPI 3.1 uses), collecting every schema that has an `id`
 * in its metadata into `components.schemas` and pointing to it there.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $defs,
      $schema: _dialect,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema>; $schema?: string };
    for (const [id, definition] of Object.entries($defs ?? {})) this.add(id, relink(definition) as JsonSchema);
    return relink(json) as JsonSchema;
  }

  private add(id: string, definition: JsonSchema) {
    const known = this.components[id];
    if (known && JSON.stringify(known) !== JSON.stringify(definition)) {
      throw new Error(`The contract names two different schemas "${id}" (as a request and an answer?)`);
    }
    this.components[id] = definition;
  }
}

/** Points zod's local `#/$defs/X` references at `#/components/schemas/X`. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? item.replace('#/$defs/', '#/components/schemas/') : relink(item),
    ]),
  );
}

/** `/products/details/:id` → `/products/details/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(route: RouteDefinition, schemas: SchemaCollector): JsonSchema[] {
  const from = (where: 'path' | 'query' | 'header', schema: z.ZodType | undefined): JsonSchema[] => {
    if (!schema) return [];
    const json = schemas.convert(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...propertySchema } = property;
      return {
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: propertySchema,
      };
    });
  };
  return [...from('path', route.params), ...from('query', route.query), ...from('header', route.headers)];
}

function requestBody(route: RouteDefinition, schemas: SchemaCollector): JsonSchema | undefined {
  if (!route.body && !route.upload) return undefined;
  const fields = route.body ? schemas.convert(route.body, 'input') : { type: 'object', properties: {} };
  if (!route.upload) return { required: true, content: { 'application/json': { schema: fields } } };
  const { field, maxFiles } = route.upload;
  const files = { type: 'array', maxItems: maxFiles, items: { type: 'string', contentMediaType: 'image/*' } };
  const form = { ...fields, properties: { ...(fields.properties as JsonSchema), [field]: files } };
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: form },
      // Without files the same fields may come as JSON.
      'application/json': { schema: fields },
    },
  };
}

function successEnvelope(route: RouteDefinition, schemas: SchemaCollector): JsonSchema {
  return {
    type: 'object',
    required: ['status', 'msg', 'data', 'meta'],
    properties: {
      status: { type: 'integer', const: route.status ?? 200 },
      msg: { type: 'string', description: 'A sentence for people.' },
      data: schemas.convert(route.data, 'output'),
      meta: route.meta ? schemas.convert(route.meta, 'output') : { type: 'null' },
    },
  };
}

function refusals(route: RouteDefinition): Record<string, JsonSchema> {
  const codes = new Set<ApiErrorCode>([...route.errors, ...COMMON_ERRORS]);
  if (route.params || route.query || route.body || route.upload) codes.add('INVALID_INPUT');
  if (route.access !== 'public' && route.access !== 'internal') codes.add('LOGIN_REQUIRED');
  if (route.access === 'customer' || route.access === 'seller' || route.access === 'internal') codes.add('FORBIDDEN');
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes)
    byStatus.set(API_ERRORS[code].status, [...(byStatus.get(API_ERRORS[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: statusCodes.map((code) => `\`${code}\`: ${API_ERRORS[code].description}`).join(' '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      ]),
  );
}

function operation(group: string, name: string, route: RouteDefinition, schemas: SchemaCollector): JsonSchema {
  const description = [route.description, `**Who:** ${ACCESS_NOTES[route.access]}`].filter(Boolean).join('\n\n');
  const body = requestBody(route, schemas);
  const params = parameters(route, schemas);
  return {
    operationId: `${group}.${name}`,
    tags: [group],
    summary: route.summary,
    description,
    ...(route.access === 'public'
      ? {}
      : { security: [{ [route.access === 'internal' ? 'bffSecret' : 'sessionToken']: [] }] }),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success.',
        content: route.stream
          ? { 'text/event-stream': { schema: schemas.convert(route.data, 'output') } }
          : { 'application/json': { schema: successEnvelope(route, schemas) } },
      },
      ...refusals(route),
    },
  };
}

const selectorNote = (selector: RouteSelector) =>
  'query' in selector
    ? `With \`${selector.query}\``
    : `With ${selector.body.map((field) => `\`${field}\``).join(' or ')}`;

/** The success answer's schema of an operation, and its status. */
function successOf(op: JsonSchema): [string, JsonSchema] {
  const [status, answer] = Object.entries(op.responses as Record<string, JsonSchema>).find(([code]) =>
    code.startsWith('2'),
  )!;
  return [status, contentSchema(answer)];
}

const contentSchema = (part: JsonSchema) =>
  ((part.content as Record<string, { schema: JsonSchema }>)['application/json'] as { schema: JsonSchema }).schema;

/**
 * Two routes on one method and path (a variant and the plain route it is told apart from) as one operation: the
 * parameters of both, either body, either answer, and a description of each.
 */
function mergeVariants(
  plain: { operation: JsonSchema; route: RouteDefinition },
  variant: { operation: JsonSchema; route: RouteDefinition },
  selector: RouteSelector,
): JsonSchema {
  const [status, plainAnswer] = successOf(plain.operation);
  const [, variantAnswer] = successOf(variant.operation);
  const seen = new Set<string>();
  const parameters = [plain, variant]
    .flatMap(({ operation }) => (operation.parameters as JsonSchema[] | undefined) ?? [])
    .filter((parameter) => !seen.has(String(parameter.name)) && seen.add(String(parameter.name)))
    .map((parameter) => ({ ...parameter, required: parameter.in === 'path' }));
  const bodies = [plain, variant].flatMap(({ operation }) =>
    operation.requestBody ? [contentSchema(operation.requestBody as JsonSchema)] : [],
  );
  const variantNote = [variant.route.summary, variant.route.description].filter(Boolean).join(' ');
  return {
    ...plain.operation,
    description: [
      plain.route.description,
      `**${selectorNote(selector)}:** ${variantNote}`,
      `**Who:** ${ACCESS_NOTES[plain.route.access]}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    ...(parameters.length ? { parameters } : {}),
    ...(bodies.length
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { oneOf: bodies } } },
          },
        }
      : {}),
    responses: {
      ...(variant.operation.responses as JsonSchema),
      ...(plain.operation.responses as JsonSchema),
      [status]: {
        description: `Success; ${selectorNote(selector).toLowerCase()}, the second shape.`,
        content: { 'application/json': { schema: { oneOf: [plainAnswer, variantAnswer] } } },
      },
    },
  };
}

/** The store API's OpenAPI 3.1 document, made from the contract (`npm run codegen` writes shared/openapi.json). */
export function storeApiOpenApi(): JsonSchema {
  const schemas = new SchemaCollector();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const firsts = new Map<string, { operation: JsonSchema; route: RouteDefinition }>();
  for (const [group, routes] of Object.entries(storeApi) as [string, Record<string, RouteDefinition>][]) {
    for (const [name, route] of Object.entries(routes)) {
      const path = openApiPath(route.path);
      const method = route.method.toLowerCase();
      const built = { operation: operation(group, name, route, schemas), route };
      const first = firsts.get(`${method} ${path}`);
      if (!first) {
        firsts.set(`${method} ${path}`, built);
        paths[path] = { ...paths[path], [method]: built.operation };
        continue;
      }
      // Whichever the contract declares first, the plain route leads and the variant is described after it.
      const [plain, variant] = route.selectedBy ? [first, built] : [built, first];
      paths[path] = { ...paths[path], [method]: mergeVariants(plain, variant, variant.route.selectedBy!) };
    }
  }
  const fieldErrors = { type: 'array', items: schemas.convert(fieldError, 'output') };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Spectrum store API',
      version: '1.0.0',
      description:
        'The REST API behind the Spectrum store, under `/api`. Every answer is an envelope: `{status, msg, data, ' +
        'meta}` on success, `{status, msg, data: null, code, details?, errors?}` on refusal, the HTTP status equal to ' +
        '`status`. Generated from `shared/src/contract`; do not edit by hand.',
    },
    servers: [{ url: '/api' }],
    tags: Object.keys(storeApi).map((group) => ({ name: group })),
    paths,
    components: {
      securitySchemes: {
        sessionToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-access-token',
          description: 'The token POST /auth/login answers.',
        },
        bffSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'x-bff-secret',
          description: 'BFF_SECRET, which the API and its BFFs share.',
        },
      },
      schemas: {
        ...Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
        Failure: {
          type: 'object',
          required: ['status', 'msg', 'data', 'code'],
          properties: {
            status: { type: 'integer' },
            msg: { type: 'string', description: 'A sentence for people.' },
            data: { type: 'null' },
            code: { type: 'string', enum: Object.keys(API_ERRORS), description: 'Why, for programs.' },
            details: {
              type: 'object',
              additionalProperties: { type: ['integer', 'string'] },
              description: 'What the refusal is about, e.g. `{ "productId": 7 }`.',
            },
            errors: fieldErrors,
          },
        },
      },
    },
  };
}
