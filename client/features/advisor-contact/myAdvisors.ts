/**
 * The viewer's advisors come as one edge per advisor and expertise (viewer.advisors); the dashboard
 * shows each advisor once, with every expertise asked about, in the order the edges came (newest
 * first), marked when the advisor is the viewer's coach. Removing removes the advisor with all of
 * them, as @deleteEdge drops every edge of a node.
 */
export function groupByAdvisor<N extends { readonly id: string }>(
  edges: readonly { readonly node: N; readonly expertise: { readonly name: string }; readonly isCoach?: boolean }[],
): { advisor: N; expertises: string[]; isCoach: boolean }[] {
  const groups = new Map<string, { advisor: N; expertises: string[]; isCoach: boolean }>();
  for (const { node, expertise, isCoach = false } of edges) {
    const group = groups.get(node.id);
    if (!group) groups.set(node.id, { advisor: node, expertises: [expertise.name], isCoach });
    else {
      if (!group.expertises.includes(expertise.name)) group.expertises.push(expertise.name);
      group.isCoach ||= isCoach;
    }
  }
  return [...groups.values()];
}
