import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

interface Measure {
  /** Deepest field nesting (a top-level field is depth 1). */
  depth: number;
  /** Fields selected, every fragment spread counted again where it is spread. */
  fields: number;
}

/**
 * Measures an operation with its fragments expanded. Meta fields (`__typename`, and the introspection
 * entry points `__schema`/`__type`, which production refuses anyway) are not counted. Each fragment is
 * measured once, so nested spreads cannot make the measuring itself expensive.
 */
export function measureSelectionSet(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Measure {
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();

  const measure = (set: SelectionSetNode): Measure => {
    let depth = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const below = selection.selectionSet ? measure(selection.selectionSet) : { depth: 0, fields: 0 };
        inner = { depth: below.depth + 1, fields: below.fields + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        inner = measureFragment(selection.name.value);
      }
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
    }
    return { depth, fields };
  };

  const measureFragment = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // Unknown fragments and cycles are reported by graphql's own rules; they add nothing here.
    if (!fragment || inProgress.has(name)) return { depth: 0, fields: 0 };
    inProgress.add(name);
    const result = measure(fragment.selectionSet);
    inProgress.delete(name);
    measured.set(name, result);
    return result;
  };

  return measure(selectionSet);
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

function limitRule(
  pick: (measure: Measure) => number,
  max: number,
  describe: (name: string, value: number) => string,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const value = pick(measureSelectionSet(operation.selectionSet, fragmentsOf(context)));
      if (value > max) {
        const name = operation.name ? `'${operation.name.value}'` : 'This operation';
        context.reportError(new GraphQLError(describe(name, value), { nodes: [operation] }));
      }
    },
  });
}

/** Refuses operations nested deeper than `maxDepth` fields. */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return limitRule(
    (measure) => measure.depth,
    maxDepth,
    (name, depth) => `${name} is nested ${depth} levels deep; at most ${maxDepth} are allowed.`,
  );
}

/** Refuses operations that select more than `maxFields` fields once fragments are expanded. */
export function costLimitRule(maxFields: number): ValidationRule {
  return limitRule(
    (measure) => measure.fields,
    maxFields,
    (name, fields) => `${name} selects ${fields} fields; at most ${maxFields} are allowed.`,
  );
}
