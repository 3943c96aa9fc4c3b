import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import type { ValidationRule } from 'graphql';
import type { BffConfig } from '../config';
import { costLimitRule, rootFieldsRule } from './query-limits';

export type OperationLimitsConfig = Pick<
  BffConfig,
  | 'introspection'
  | 'maxQueryDepth'
  | 'maxQueryCost'
  | 'maxQueryAliases'
  | 'maxQueryRootFields'
  | 'maxQueryDirectives'
  | 'maxQueryTokens'
>;

/**
 * Refuses a document longer than `maxCharacters` before Apollo sees it, in the GraphQL error shape with
 * HTTP 400 (an Apollo plugin cannot refuse a request with a status other than 500 before parsing).
 */
export function characterLimit(maxCharacters: number): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const query =
      typeof body === 'object' && body !== null && 'query' in body
        ? body.query
        : (req.query as { query?: unknown }).query;
    const length = typeof query === 'string' ? query.length : 0;
    if (length <= maxCharacters) return next();
    res.status(400).json({
      errors: [
        {
          message: `The operation has ${length} characters; at most ${maxCharacters} are allowed.`,
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  };
}

/**
 * Every limit an operation must pass before anything runs: tokens (while parsing; characters are counted
 * before, by `characterLimit` on the HTTP route), then
 * depth, aliases and directives (GraphQL Armor, introspection counted like any field), root fields (with at
 * most one guarded mutation) and cost with list multipliers (ours: Armor's cost has no list sizes).
 * Field suggestions ("Did you mean …?") are hidden whenever introspection is off, so they cannot be used
 * to map the schema instead.
 */
export function operationLimits(config: OperationLimitsConfig): {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  parseOptions: { maxTokens: number };
} {
  const armor = new ApolloArmor({
    blockFieldSuggestion: { enabled: !config.introspection },
    // Counted by graphql-js's own parser instead (parseOptions below): a refusal there is an ordinary
    // GRAPHQL_PARSE_FAILED with HTTP 400.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDepth: { n: config.maxQueryDepth, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: config.maxQueryAliases, allowList: [] },
    maxDirectives: { n: config.maxQueryDirectives },
  });
  const protection = armor.protect();
  return {
    validationRules: [
      ...protection.validationRules,
      rootFieldsRule(config.maxQueryRootFields),
      costLimitRule(config.maxQueryCost),
    ],
    plugins: protection.plugins,
    parseOptions: { maxTokens: config.maxQueryTokens },
  };
}
