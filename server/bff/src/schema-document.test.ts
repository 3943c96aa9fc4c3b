import fs from 'node:fs';
import v8 from 'node:v8';
import { buildASTSchema, buildSchema, isObjectType, Kind, printSchema, visit, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaDocument } from './schema-document';

/** V8's serialiser tags a one-byte string '"' right after its two header bytes; a two-byte one is padded first. */
const isOneByte = (text: string) => String.fromCharCode(v8.serialize(text)[2] ?? 0) === '"';

/**
 * An SDL with a character past U+00FF in a description, its names new to the process: V8 interns a name once, and
 * every equal string takes the first one's width.
 */
function sdlWithNames(suffix: string): string {
  return `
"""A rating, from 1 to 5 … or none"""
type Rating${suffix} {
  "Stars – the mean"
  average${suffix}: Float
}
type Query {
  rating${suffix}: Rating${suffix}
}
`;
}

function ratingNames(schema: GraphQLSchema, suffix: string): string[] {
  const rating = schema.getType(`Rating${suffix}`);
  if (!isObjectType(rating)) throw new Error('no Rating type');
  return [rating.name, ...Object.keys(rating.getFields())];
}

describe('schemaDocument', () => {
  it('gives the schema names one byte a character when the SDL has characters past U+00FF', () => {
    const unique = Date.now().toString(36);
    const plainSdl = sdlWithNames(`Plain${unique}`);
    expect(isOneByte(plainSdl)).toBe(false);
    expect(ratingNames(buildSchema(plainSdl), `Plain${unique}`).map(isOneByte)).toEqual([false, false]);

    const sdl = sdlWithNames(`Copied${unique}`);
    const schema = buildASTSchema(schemaDocument(sdl));
    expect(ratingNames(schema, `Copied${unique}`).map(isOneByte)).toEqual([true, true]);
    expect(printSchema(schema)).toBe(printSchema(buildSchema(sdl)));
  });

  it('copies every name of schema.graphql', () => {
    const sdl = fs.readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const names: string[] = [];
    visit(schemaDocument(sdl), { [Kind.NAME]: (node) => void names.push(node.value) });
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !isOneByte(name))).toEqual([]);
  });
});
