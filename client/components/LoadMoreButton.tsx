import type { ReactNode } from 'react';

interface LoadMoreButtonProps {
  /** What usePaginationFragment says: whether there is a next page, and whether it is loading. */
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The label, e.g. 'Meer woningen'. */
  children: ReactNode;
  /** Small under a dashboard card (the default); full size under the listing. */
  small?: boolean;
}

/** The button under a list that grows a page at a time: gone at the end, 'Laden…' while loading. */
export function LoadMoreButton({ hasNext, isLoadingNext, onLoadMore, children, small = true }: LoadMoreButtonProps) {
  if (!hasNext) return null;
  return (
    <button
      type="button"
      className={small ? 'button button--small button--secondary' : 'button button--secondary'}
      disabled={isLoadingNext}
      onClick={onLoadMore}
    >
      {isLoadingNext ? 'Laden…' : children}
    </button>
  );
}
