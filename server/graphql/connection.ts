import type { Page } from '../domain/pagination.js';

// Every connection of the schema is built here (README "How connections work"): the domain
// fetches a keyset page (domain/pagination.ts), `toConnection` makes Relay's shape of it, and
// `countedConnection` names the connection type and gives it `totalCount`, counted only when a
// query selects it. Edges may carry fields of their own (the listing's distanceKm).

export interface ConnectionEdge<Node> {
  cursor: string;
  node: Node;
}

export interface KeysetConnection<Node, Edge extends ConnectionEdge<Node> = ConnectionEdge<Node>> {
  edges: Edge[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Runs the count query when `totalCount` is selected (and only then). */
  totalCount: () => Promise<number>;
}

/**
 * A page → the connection. `node` picks each row's node (the row itself, or e.g. a like's user);
 * `edge` adds edge fields.
 */
export function toConnection<Row extends object, Node, Extra extends object = object>(
  page: Page<Row>,
  options: {
    node: (row: Row) => Node;
    totalCount: () => Promise<number>;
    edge?: (row: Row) => Extra;
  },
): KeysetConnection<Node, ConnectionEdge<Node> & Extra> {
  const edges = page.rows.map((row) => ({
    ...(options.edge?.(row) ?? ({} as Extra)),
    cursor: page.cursorOf(row),
    node: options.node(row),
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: once(options.totalCount),
  };
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= fn();
    return result;
  };
}

function countOf(conn: object): Promise<number> {
  const count = (conn as Partial<Pick<KeysetConnection<unknown>, 'totalCount'>>).totalCount;
  if (!count) throw new Error('A counted connection must be built with toConnection');
  return count();
}

/** The connection-type options of `t.connection`: its name and `totalCount`. */
export function countedConnection(name: string) {
  return {
    name,
    // Structural, so that it fits every connection type; countOf reads what toConnection returned.
    fields: <Field>(c: {
      int: (options: { description: string; resolve: (conn: object) => Promise<number> }) => Field;
    }) => ({
      totalCount: c.int({
        description: 'How many items the whole list has (counted only when selected).',
        resolve: countOf,
      }),
    }),
  };
}
