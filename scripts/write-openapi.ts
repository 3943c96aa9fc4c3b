/**
 * Writes shared/openapi.json: the store API's OpenAPI 3.1 document, made from the REST contract
 * (shared/src/contract). Part of `npm run codegen`, so CI fails when the committed document drifts.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { storeApiOpenApi } from '../shared/src/contract/openapi';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '..', 'shared', 'openapi.json');

const options = await prettier.resolveConfig(OPENAPI_FILE);
const text = await prettier.format(JSON.stringify(storeApiOpenApi()), { ...options, filepath: OPENAPI_FILE });
fs.writeFileSync(OPENAPI_FILE, text);
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
