import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/** The selections of `name` directly below the field being resolved (through fragments too). */
function selectionsOf(info: GraphQLResolveInfo, name: string): FieldNode[] {
  const found: FieldNode[] = [];
  const visited = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return found;
}

/** Whether the field being resolved selects `name` directly below it (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return selectionsOf(info, name).length > 0;
}

/**
 * The arguments of each selection of `name` directly below the field being resolved (variables filled in), as
 * its resolver will be given them; none when the field's type has no such field.
 */
export function selectedFieldArguments(info: GraphQLResolveInfo, name: string): Record<string, unknown>[] {
  const type = getNamedType(info.returnType);
  const field = isObjectType(type) ? type.getFields()[name] : undefined;
  if (!field) return [];
  return selectionsOf(info, name).map((node) => getArgumentValues(field, node, info.variableValues));
}
