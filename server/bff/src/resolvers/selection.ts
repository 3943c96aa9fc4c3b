import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Whether the field being resolved selects `name` directly below it (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visited = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name;
      if (selection.kind === 'InlineFragment') return inSet(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (visited.has(fragmentName)) return false;
      visited.add(fragmentName);
      return inSet(info.fragments[fragmentName]?.selectionSet);
    });
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
