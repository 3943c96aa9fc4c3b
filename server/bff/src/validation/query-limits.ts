import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { LIMITS } from '@spectrum/shared';

/**
 * Mutations that check a password or a one-time code, or create an account: each one is a guess an
 * attacker wants to multiply, so an operation may call only one of them, once.
 */
export const GUARDED_ROOT_FIELDS = ['login', 'register', 'requestPasswordReset', 'resetPassword', 'changePassword'];

/** Items a list of the store's own data is counted as holding when nothing bounds it (categories, images…). */
export const DEFAULT_LIST_SIZE = 10;

/** The argument that sets how many items a page (`items`) holds. */
const PAGE_SIZE_ARGUMENT = 'limit';

/** A type whose fields can be selected (object or interface); unions have none of their own. */
interface Selectable {
  getFields(): Record<string, GraphQLField<unknown, unknown>>;
}

// Types are told apart by shape and by their printed reference ("[Brand!]!"), not with graphql's
// `instanceof` helpers: the schema may come from another copy of graphql (ESM and CommonJS builds).
function selectable(type: GraphQLNamedType | null | undefined): Selectable | undefined {
  // Input objects have fields too, but a selection never leads to one.
  return type && 'getFields' in type ? (type as unknown as Selectable) : undefined;
}

function fieldOf(parent: Selectable | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  return parent?.getFields()[name];
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

function operationName(operation: OperationDefinitionNode): string {
  return operation.name ? `'${operation.name.value}'` : 'This operation';
}

/**
 * The page size a field asks for with its `limit` argument: the literal, else the schema's default, else the
 * largest page (a variable may hold any allowed value).
 */
function pageSizeOf(node: FieldNode, parent: Selectable | undefined): number | undefined {
  const definition = fieldOf(parent, node.name.value)?.args.find((arg) => arg.name === PAGE_SIZE_ARGUMENT);
  const given = node.arguments?.find((argument) => argument.name.value === PAGE_SIZE_ARGUMENT)?.value;
  if (!definition && !given) return undefined;
  const literal = (value: ValueNode | undefined) => (value?.kind === Kind.INT ? Number(value.value) : undefined);
  if (given) return Math.max(1, Math.min(literal(given) ?? LIMITS.maxPageSize, LIMITS.maxPageSize));
  return typeof definition?.defaultValue === 'number' ? definition.defaultValue : LIMITS.maxPageSize;
}

/**
 * What an operation costs: every field selected is 1 (`__typename` and introspection included), fragments
 * counted again wherever they are spread, and what is selected under a list counted once per item it may
 * hold: a page's `items` as many times as its `limit` asks, any other list of the store's data
 * DEFAULT_LIST_SIZE times. Introspection lists are bounded by the schema itself and count once. Each
 * fragment is measured once per type, so nested spreads cannot make the measuring itself expensive.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): number {
  const measured = new Map<string, number>();
  const inProgress = new Set<string>();

  const measure = (set: SelectionSetNode, type: Selectable | undefined, pageSize?: number): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, type, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? selectable(schema.getType(selection.typeCondition.name.value))
          : type;
        cost += measure(selection.selectionSet, condition, pageSize);
      } else {
        cost += fragmentCost(selection.name.value, pageSize);
      }
    }
    return cost;
  };

  const fieldCost = (node: FieldNode, parent: Selectable | undefined, pageSize?: number): number => {
    if (!node.selectionSet) return 1;
    const name = node.name.value;
    const introspection = name.startsWith('__');
    const reference = introspection ? undefined : fieldOf(parent, name)?.type.toString();
    const childType = reference ? selectable(schema.getType(reference.replace(/[[\]!]/g, ''))) : undefined;
    const list = reference?.startsWith('[') ?? false;
    const ownPageSize = pageSizeOf(node, parent);
    const items = list ? (name === 'items' ? (pageSize ?? DEFAULT_LIST_SIZE) : DEFAULT_LIST_SIZE) : 1;
    return 1 + items * measure(node.selectionSet, childType, ownPageSize);
  };

  const fragmentCost = (name: string, pageSize?: number): number => {
    const key = `${name}:${pageSize ?? ''}`;
    const known = measured.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    // Unknown fragments and cycles are reported by graphql's own rules; they add nothing here.
    if (!fragment || inProgress.has(name)) return 0;
    inProgress.add(name);
    const cost = measure(
      fragment.selectionSet,
      selectable(schema.getType(fragment.typeCondition.name.value)),
      pageSize,
    );
    inProgress.delete(name);
    measured.set(key, cost);
    return cost;
  };

  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return measure(operation.selectionSet, selectable(root));
}

/** Refuses operations that cost more than `maxCost` (see operationCost). */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const cost = operationCost(context.getSchema(), operation, fragmentsOf(context));
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`${operationName(operation)} costs ${cost}; at most ${maxCost} is allowed.`, {
            nodes: [operation],
          }),
        );
      }
    },
  });
}

/** The root fields an operation selects (aliases each counted), fragments at the root expanded. */
function rootFields(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...rootFields(selection.selectionSet, fragments, seen));
    else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      seen.add(fragment.name.value);
      fields.push(...rootFields(fragment.selectionSet, fragments, seen));
      seen.delete(fragment.name.value);
    }
  }
  return fields;
}

/**
 * Refuses operations with more than `maxRootFields` root fields (`__typename` and introspection included),
 * and operations that call more than one of GUARDED_ROOT_FIELDS (an alias is another call).
 */
export function rootFieldsRule(maxRootFields: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fields = rootFields(operation.selectionSet, fragmentsOf(context));
      const name = operationName(operation);
      if (fields.length > maxRootFields) {
        context.reportError(
          new GraphQLError(`${name} selects ${fields.length} root fields; at most ${maxRootFields} are allowed.`, {
            nodes: [operation],
          }),
        );
      }
      const guarded = fields.filter((field) => GUARDED_ROOT_FIELDS.includes(field.name.value));
      if (guarded.length > 1) {
        context.reportError(
          new GraphQLError(
            `${name} calls ${guarded.length} of ${GUARDED_ROOT_FIELDS.join(', ')}; one operation may call only one of them, once.`,
            { nodes: guarded },
          ),
        );
      }
    },
  });
}
