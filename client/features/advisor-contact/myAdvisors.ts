/**
 * The viewer's advisors come as one edge per advisor and expertise (viewer.advisors); the dashboard
 * shows each advisor once, with every expertise asked about, in the order the edges came (newest
 * first). Removing removes the advisor with all of them, as @deleteEdge drops every edge of a node.
 */
export function groupByAdvisor<N extends { readonly id: string }>(
  edges: readonly { readonly node: N; readonly expertise: { readonly name: string } }[],
): { advisor: N; expertises: string[] }[] {
  const groups = new Map<string, { advisor: N; expertises: string[] }>();
  for (const { node, expertise } of edges) {
    const group = groups.get(node.id);
    if (!group) groups.set(node.id, { advisor: node, expertises: [expertise.name] });
    else if (!group.expertises.includes(expertise.name)) group.expertises.push(expertise.name);
  }
  return [...groups.values()];
}
