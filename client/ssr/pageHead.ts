/**
 * What the server puts in a server-rendered page's <head> (client/entry-server.tsx): a route names
 * its `head` in its `handle`, made from the data its loader already loaded (no query of its own).
 * The title is the one the page sets in the browser (useDocumentTitle), so nothing changes on hydration.
 */
import type { PreloadedQuery } from 'react-relay';
import type { Params } from 'react-router-dom';
import { createOperationDescriptor, type GraphQLTaggedNode, getRequest, type OperationType } from 'relay-runtime';
import { PRODUCT_NAME } from '../config';

export interface PageImage {
  /** Absolute (the origin is added). */
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageHead {
  /** Without the product name: the same text useDocumentTitle gets; null for the home page's title. */
  title: string | null;
  description: string;
  /** The page's own path (and query) for rel=canonical and og:url. */
  canonicalPath: string;
  image?: PageImage;
  /** schema.org objects, each in its own application/ld+json block. */
  jsonLd?: object[];
  /** 404 when the page's subject does not exist (an unknown house, advisor, landing page). */
  status?: 200 | 404;
}

export interface HeadInput {
  loaderData: unknown;
  params: Params;
  url: URL;
}

export type HeadFunction = (input: HeadInput) => PageHead;

export interface HeadHandle {
  head?: HeadFunction;
}

/** The tab title of a page (useDocumentTitle's rule, here so that server and browser agree). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | Huizen te koop in Nederland`;
}

/** The data of a query a loader loaded, read from the store (fragments stay masked). */
export function readPreloaded<T extends OperationType>(
  query: GraphQLTaggedNode,
  ref: PreloadedQuery<T>,
): T['response'] {
  const operation = createOperationDescriptor(getRequest(query), ref.variables);
  return ref.environment.lookup(operation.fragment).data as T['response'];
}

/** A description of at most `max` characters, cut at a word. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** schema.org BreadcrumbList of (name, path) pairs, paths made absolute. */
export function breadcrumbs(origin: string, items: [name: string, path: string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: origin + path,
    })),
  };
}
