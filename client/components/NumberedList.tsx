import type { ReactNode } from 'react';
import { LoadMoreButton } from './LoadMoreButton';
import { Pagination } from './Pagination';
import { pageCount } from './paging';

/** What the list's usePaginationFragment says about the pages after the ones shown. */
interface NextPages {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/** What the page gives its list: where it is, and its own heading and empty state. */
export interface NumberedPageProps {
  page: number;
  /** URL of page N with the current filters. */
  pageHref: (page: number) => string;
  /** Heading and toolbar, given the total count (and whether it is exact or a lower bound). */
  header: (totalCount: number, totalCountIsExact: boolean) => ReactNode;
  /** Shown without edges: no results at all, or a page past the end (totalCount > 0). */
  empty: (totalCount: number) => ReactNode;
}

interface NumberedListProps<Edge extends { node: { id: string } }> extends NumberedPageProps {
  /** The section's class; its 'more' row gets `${className}__more` (components.css has the shared rules). */
  className: string;
  /** The grid's own class: its gap and any columns beyond two. */
  gridClassName: string;
  /**
   * `totalCountIsExact` false: the list has more than `totalCount` (a capped count); `maxPage`: the
   * deepest numbered page the server serves (the pager stops there; 'more' goes on by cursor).
   */
  connection: {
    totalCount: number;
    totalCountIsExact?: boolean | null;
    maxPage?: number | null;
    edges: readonly Edge[];
  };
  /** Under the pager when the count is a lower bound: how to see the rest (narrow the search). */
  cappedNote?: ReactNode;
  next: NextPages;
  pageSize: number;
  /** The label of the button that appends the next ones. */
  moreLabel: string;
  /** `index`: the item's place on the page (the first ones are above the fold). */
  item: (edge: Edge, index: number) => ReactNode;
}

/**
 * A grid of search results with numbered pages in the URL (the house listing, the advisors):
 * page N is its own query, its connection keyed by the page (`dynamicKey_UNSTABLE: $pageKey`) so
 * each page has its own edges instead of being merged into page 1's. The 'more' button appends the
 * following ones with `loadNext`: keyset cursors from the last edge (the server lets `after`
 * decide over `page`).
 */
export function NumberedList<Edge extends { node: { id: string } }>({
  className,
  gridClassName,
  connection: { totalCount, totalCountIsExact, maxPage, edges },
  next: { hasNext, isLoadingNext, loadNext },
  pageSize,
  page,
  pageHref,
  header,
  empty,
  moreLabel,
  item,
  cappedNote,
}: NumberedListProps<Edge>) {
  const exact = totalCountIsExact ?? true;
  const pages = Math.min(pageCount(totalCount, pageSize), maxPage ?? Number.POSITIVE_INFINITY);
  return (
    <section className={className} aria-live="polite">
      {header(totalCount, exact)}
      {edges.length === 0 ? (
        empty(totalCount)
      ) : (
        <>
          <ul className={`numbered-list__grid ${gridClassName}`}>
            {edges.map((edge, index) => (
              <li key={edge.node.id}>{item(edge, index)}</li>
            ))}
          </ul>
          {hasNext ? (
            <div className={`numbered-list__more ${className}__more`}>
              <LoadMoreButton
                hasNext={hasNext}
                isLoadingNext={isLoadingNext}
                onLoadMore={() => loadNext(pageSize)}
                small={false}
              >
                {moreLabel}
              </LoadMoreButton>
            </div>
          ) : null}
          <Pagination current={Math.min(page, pages)} total={pages} hrefFor={pageHref} />
          {!exact && cappedNote ? <p className="numbered-list__capped">{cappedNote}</p> : null}
        </>
      )}
    </section>
  );
}
