import { oneByteCopy } from '@spectrum/shared/one-byte';
import { Kind, parse, visit, type DocumentNode, type NameNode } from 'graphql';

/** A GraphQL name as a string of one byte a character (names are ASCII; a slice keeps its parent's width). */
function oneByteName(node: NameNode): NameNode {
  return { ...node, value: oneByteCopy(node.value) };
}

/**
 * The schema's SDL parsed, every name copied out of the text. schema.graphql has characters past U+00FF in its
 * descriptions ('…', '–'), so V8 holds the whole text two bytes a character, and graphql-js's names are slices of
 * it. A two-byte name, once V8 has interned it (as an object key), is also what every equal string literal in the
 * process becomes: the server render's `'Rating'` in a product's JSON-LD was one, and it made the whole page two
 * bytes a character (180 KB to flatten, encode and keep instead of 90).
 */
export function schemaDocument(sdl: string): DocumentNode {
  return visit(parse(sdl), { [Kind.NAME]: oneByteName });
}
