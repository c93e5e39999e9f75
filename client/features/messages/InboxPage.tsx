import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { InboxPage_viewer$key } from '../../__generated__/InboxPage_viewer.graphql';
import type { InboxPageQuery as InboxPageQueryType } from '../../__generated__/InboxPageQuery.graphql';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { registerThreadList } from './liveStore';
import { MessagesTabs } from './MessagesTabs';
import { ThreadListItem } from './ThreadListItem';
import './messages.css';

const INBOX_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

const InboxPageQuery = graphql`
  query InboxPageQuery($count: Int!) {
    viewer {
      ...InboxPage_viewer @arguments(count: $count)
    }
  }
`;

export function inboxLoader(): PreloadedQuery<InboxPageQueryType> {
  return preloadRouteQuery<InboxPageQueryType>(
    'inbox',
    InboxPageQuery,
    { count: INBOX_PAGE_SIZE },
    'store-and-network',
  );
}

/** /mijn-huiskans/berichten/inbox: every thread, newest first, with a search by name (spec §2). */
export function InboxPage() {
  useDocumentTitle('Inbox');
  const { viewer } = usePreloadedQuery<InboxPageQueryType>(
    InboxPageQuery,
    useLoaderData() as PreloadedQuery<InboxPageQueryType>,
  );
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page messages-page">{viewer ? <Inbox viewer={viewer} /> : null}</div>
    </>
  );
}

function Inbox({ viewer }: { viewer: InboxPage_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment InboxPage_viewer on User
      @refetchable(queryName: "InboxPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, search: { type: "String" }) {
        threads(first: $count, after: $cursor, search: $search)
          @connection(key: "ThreadList_threads", filters: ["search"]) {
          __id
          edges {
            node {
              id
              ...ThreadListItem_thread
            }
          }
        }
      }
    `,
    viewer,
  );
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [, startTransition] = useTransition();
  // The filter by name runs on the server (threads(search:)), a moment after the typing stops.
  const applied = useRef('');
  useEffect(() => {
    const search = query.trim();
    if (search === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = search;
      startTransition(() => {
        refetch({ search: search || null }, { fetchPolicy: 'store-and-network' });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, refetch]);
  // The unfiltered list is the one live messages keep in order (a filtered one is a snapshot).
  const connectionId = data.threads?.__id;
  const filtered = applied.current !== '';
  useEffect(() => (connectionId && !filtered ? registerThreadList(connectionId) : undefined), [connectionId, filtered]);
  const edges = data.threads?.edges ?? [];
  return (
    <>
      <div className="messages-page__head">
        <h1>Berichten</h1>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={searching}
          onClick={() => {
            setSearching((was) => !was);
            setQuery('');
          }}
        >
          {searching ? <CloseIcon size={16} /> : <SearchIcon size={16} />}
          {searching ? 'Sluiten' : 'Zoeken'}
        </button>
      </div>
      <MessagesTabs />
      {searching ? (
        <div className="messages-page__search">
          <label htmlFor="inbox-search" className="visually-hidden">
            Zoek op naam
          </label>
          <input
            id="inbox-search"
            className="input"
            type="search"
            placeholder="Zoek op naam"
            // biome-ignore lint/a11y/noAutofocus: the user just opened the search.
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      ) : null}
      {edges.length === 0 ? (
        <p className="card messages-empty">Geen gesprekken gevonden.</p>
      ) : (
        <ul className="thread-list card" aria-label="Gesprekken">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ThreadListItem thread={node} />
            </li>
          ))}
        </ul>
      )}
      <div className="messages-page__more">
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(INBOX_PAGE_SIZE)}>
          Meer gesprekken
        </LoadMoreButton>
      </div>
    </>
  );
}
