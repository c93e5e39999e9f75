import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageWindow } from './paging';

interface PaginationProps {
  current: number;
  total: number;
  /** URL of a page (the page lives in the URL). */
  hrefFor: (page: number) => string;
}

/** Numbered pages: 1 … 4 5 [6] 7 8 … 42, with previous/next. */
export function Pagination({ current, total, hrefFor }: PaginationProps) {
  if (total <= 1) return null;
  const items = pageWindow(current, total);
  return (
    <nav className="pagination" aria-label="Paginering">
      {current > 1 ? (
        <Link className="pagination__step" to={hrefFor(current - 1)} rel="prev">
          <ChevronLeftIcon size={18} />
          <span>Vorige</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <ChevronLeftIcon size={18} />
          <span>Vorige</span>
        </span>
      )}
      <ol className="pagination__pages">
        {items.map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  {page}
                </span>
              ) : (
                <Link className="pagination__page" to={hrefFor(page)} aria-label={`Pagina ${page}`}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link className="pagination__step" to={hrefFor(current + 1)} rel="next">
          <span>Volgende</span>
          <ChevronRightIcon size={18} />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <span>Volgende</span>
          <ChevronRightIcon size={18} />
        </span>
      )}
    </nav>
  );
}
