import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import \{ graphql \} from '[./]+__generated__\/gql';\n/m;
/** `    "<source>": types.<Name>,` in gql.ts's map. */
const MAP_ENTRY = /^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** `export const <Name> = {…} as unknown as DocumentNode<…>;` in graphql.ts, one document per line. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL_PREFIX = 'virtual:graphql-document/';

interface Documents {
  /** Export name per `graphql()` source text. */
  names: Map<string, string>;
  /** The document (JSON) per export name. */
  bodies: Map<string, string>;
}

function readDocuments(generatedDir: string): Documents {
  const names = new Map<string, string>();
  for (const [, source, name] of fs.readFileSync(path.join(generatedDir, 'gql.ts'), 'utf8').matchAll(MAP_ENTRY)) {
    names.set(JSON.parse(source!) as string, name!);
  }
  const bodies = new Map<string, string>();
  for (const [, name, json] of fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8').matchAll(DOCUMENT_LINE)) {
    bodies.set(name!, json!);
  }
  return { names, bodies };
}

/**
 * Replaces each `graphql(`…`)` call with its document as a module of its own, as the client preset's Babel
 * optimizer does for webpack. Without it, `graphql()`'s map brings every document of every page into the first
 * bundle; and since a bundler never splits one module across chunks, importing the documents from
 * `graphql.ts` would do the same. Types are unchanged: TypeScript still reads the `graphql()` overloads.
 */
export function graphqlDocumentImports(generatedDir: string): Plugin {
  let documents: Documents | undefined;
  const read = () => (documents ??= readDocuments(generatedDir));
  return {
    name: 'spectrum:graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length + 1);
      const body = read().bodies.get(name);
      if (!body) throw new Error(`no document ${name} in ${generatedDir}/graphql.ts; run npm run codegen`);
      return `export const ${name} = ${body};\n`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !GQL_IMPORT.test(code)) return null;
      const { names } = read();
      const used = new Set<string>();
      const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = names.get(source);
        if (!name) throw new Error(`${id}: a graphql() document codegen has not seen; run npm run codegen`);
        used.add(name);
        return name;
      });
      const imports = [...used].map((name) => `import { ${name} } from '${VIRTUAL_PREFIX}${name}';\n`).join('');
      return { code: replaced.replace(GQL_IMPORT, imports), map: null };
    },
  };
}
