import { type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  usePaginationFragment,
  usePreloadedQuery,
  useRelayEnvironment,
  useSubscription,
} from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ThreadMessages_thread$key } from '../../__generated__/ThreadMessages_thread.graphql';
import type { ThreadPageMessageAddedSubscription as AddedT } from '../../__generated__/ThreadPageMessageAddedSubscription.graphql';
import type { ThreadPageQuery as ThreadPageQueryType } from '../../__generated__/ThreadPageQuery.graphql';
import { ChevronLeftIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { paths } from '../../paths';
import { onReconnect } from '../../relay/environment';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { Avatar } from '../profile/Avatar';
import { BlockButton } from '../users/BlockButton';
import { setOpenThread } from './liveStore';
import { markThreadReadIn } from './mutations/markThreadRead';
import { SendBox } from './SendBox';
import { ThreadMessage } from './ThreadMessage';
import './messages.css';

/** Messages loaded per page of the thread (newest first, older ones on scrolling up). */
const THREAD_PAGE_SIZE = 20;

const ThreadPageQuery = graphql`
  query ThreadPageQuery($slug: String!, $count: Int!) {
    viewer {
      id
      canDoSubscriberActions
    }
    thread(slug: $slug) {
      id
      fullName
      viewerCanSend
      responseTime
      ...ThreadMessages_thread @arguments(count: $count)
    }
    user(slug: $slug) {
      id
      firstName
      avatarUrl
      route
      blocked
      blockedBy
      ...BlockButton_user
    }
  }
`;

/** ?huis={houseId}: 'Stuur bericht' on a house page; the message is a HouseMessage about that house. */
const HOUSE_PARAM = 'huis';

export function threadLoader({ params }: LoaderFunctionArgs): PreloadedQuery<ThreadPageQueryType> {
  return preloadRouteQuery<ThreadPageQueryType>(
    'thread',
    ThreadPageQuery,
    { slug: params.threadId ?? '', count: THREAD_PAGE_SIZE },
    'store-and-network',
  );
}

/** /mijn-huiskans/berichten/{threadId} (named route my-huiskans-notifications-thread; threadId = the other user's slug). */
export function ThreadPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ThreadPageQueryType>;
  const data = usePreloadedQuery<ThreadPageQueryType>(ThreadPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const [searchParams, setSearchParams] = useSearchParams();
  const { viewer, user, thread } = data;
  const name = thread?.fullName ?? user?.firstName ?? '';
  useDocumentTitle(user ? `Gesprek met ${name}` : 'Gesprek niet gevonden');

  const threadId = thread?.id ?? null;
  const viewerId = viewer?.id ?? null;
  // Open: incoming messages here are read at once; opening marks what was unread (spec §4).
  useEffect(() => {
    if (!threadId || !viewerId) return;
    setOpenThread(threadId);
    markThreadReadIn(environment, viewerId, threadId);
    return () => setOpenThread(null);
  }, [environment, threadId, viewerId]);

  const reload = useCallback(() => {
    fetchQuery(environment, ThreadPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, queryRef.variables]);
  // Back from a dropped connection: load the thread again with whatever was sent meanwhile, and
  // mark that read too, as it would have been live.
  useEffect(
    () =>
      onReconnect(() => {
        reload();
        if (threadId && viewerId) markThreadReadIn(environment, viewerId, threadId);
      }),
    [reload, environment, threadId, viewerId],
  );

  if (!viewer || !user || user.id === viewer.id) {
    return (
      <NotFoundPage title="Gesprek niet gevonden">
        <p>Deze gebruiker bestaat niet (meer). Bekijk je andere gesprekken in je inbox.</p>
      </NotFoundPage>
    );
  }
  const blocked = user.blocked || user.blockedBy;
  // No thread yet: starting one is a subscriber action (the server decides again on sending).
  const canWrite = thread ? thread.viewerCanSend : !blocked && viewer.canDoSubscriberActions === true;
  const houseId = searchParams.get(HOUSE_PARAM);
  const sendBox = (connectionId: string | null) => (
    <SendBox
      userId={user.id}
      firstName={user.firstName}
      canWrite={canWrite}
      houseId={houseId}
      onForgetHouse={() => {
        searchParams.delete(HOUSE_PARAM);
        setSearchParams(searchParams, { replace: true });
      }}
      connectionId={connectionId}
      // The first message makes the thread: load the page again to show it.
      onSent={connectionId ? undefined : reload}
    />
  );

  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page thread-page">
        <Link to={paths.inbox()} className="back-link">
          <ChevronLeftIcon size={16} /> Alle gesprekken
        </Link>
        <header className="thread-page__head card">
          <div className="thread-page__user">
            <Avatar url={user.avatarUrl} name={name} size={48} />
            <div>
              <h1 className="thread-page__name">
                <Link to={user.route}>{name}</Link>
              </h1>
              {thread?.responseTime ? <p className="thread-page__response">{thread.responseTime}</p> : null}
            </div>
          </div>
          {blocked ? <span className="badge badge--status thread-page__blocked">Geblokkeerd</span> : null}
          <div className="thread-page__actions">
            <BlockButton user={user} viewerId={viewer.id} />
          </div>
        </header>
        {blocked ? (
          <div className="thread-page__notice card" role="status">
            <strong>Geblokkeerd</strong>
            {user.blocked ? (
              <p className="thread-page__notice-text">
                Je hebt {user.firstName} geblokkeerd: jullie kunnen elkaar geen berichten sturen. Deblokkeren kan bij{' '}
                <Link to={paths.settingsBlockedUsers()}>Geblokkeerde gebruikers</Link>.
              </p>
            ) : (
              <p className="thread-page__notice-text">
                {user.firstName} heeft je geblokkeerd: jullie kunnen elkaar geen berichten meer sturen.
              </p>
            )}
          </div>
        ) : null}
        <section className="thread card" aria-label={`Berichten met ${name}`}>
          {thread ? (
            <Suspense fallback={null}>
              <ThreadMessages
                thread={thread}
                threadId={thread.id}
                footer={(connectionId) => (blocked ? null : sendBox(connectionId))}
              />
            </Suspense>
          ) : (
            <>
              <p className="thread__empty">Nog geen berichten. Stuur {user.firstName} het eerste bericht.</p>
              {blocked ? null : sendBox(null)}
            </>
          )}
        </section>
      </div>
    </>
  );
}

/** The thread's messages, oldest at the top; older ones load when the top comes into view. */
function ThreadMessages({
  thread,
  threadId,
  footer,
}: {
  thread: ThreadMessages_thread$key;
  threadId: string;
  /** The send box, which appends to this connection. */
  footer: (connectionId: string) => ReactNode;
}) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious, refetch } = usePaginationFragment(
    graphql`
      fragment ThreadMessages_thread on Thread
      @refetchable(queryName: "ThreadMessagesPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, houseId: { type: "ID" }) {
        houses {
          id
          formattedAddressLine
        }
        notifications(last: $count, before: $cursor, houseId: $houseId)
          @connection(key: "ThreadMessages_notifications", filters: ["houseId"]) {
          __id
          edges {
            node {
              id
              ...ThreadMessage_notification
            }
          }
        }
      }
    `,
    thread,
  );
  const connectionId = data.notifications.__id;
  // One thread per pair: when it is about several houses, it can show one house's messages.
  const [houseId, setHouseId] = useState('');
  // Live messages join the whole thread, not a filtered view (they may be about another house).
  useThreadMessageAdded(threadId, houseId ? null : connectionId);

  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const edges = data.notifications.edges;
  const lastId = edges[edges.length - 1]?.node.id;
  const firstId = edges[0]?.node.id;
  const previousHeight = useRef<number | null>(null);

  // New message at the end: scroll to it. Older messages at the top: keep what was in view in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (previousHeight.current != null) {
      el.scrollTop += el.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [lastId, firstId]);

  useEffect(() => {
    const sentinel = top.current;
    const root = scroller.current;
    if (!sentinel || !root || !hasPrevious) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isLoadingPrevious) {
          previousHeight.current = root.scrollHeight;
          loadPrevious(THREAD_PAGE_SIZE);
        }
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasPrevious, isLoadingPrevious, loadPrevious]);

  return (
    <>
      {data.houses.length > 1 ? (
        <label className="thread__filter">
          <span>Berichten over</span>
          <select
            className="select"
            value={houseId}
            onChange={(e) => {
              setHouseId(e.target.value);
              refetch(
                { count: THREAD_PAGE_SIZE, cursor: null, houseId: e.target.value || null },
                { fetchPolicy: 'network-only' },
              );
            }}
          >
            <option value="">Alle huizen</option>
            {data.houses.map((h) => (
              <option key={h.id} value={h.id}>
                {h.formattedAddressLine}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="thread__messages" ref={scroller} data-testid="thread-messages">
        <div ref={top} className="thread__top">
          {isLoadingPrevious ? 'Oudere berichten laden…' : hasPrevious ? '' : 'Begin van het gesprek'}
        </div>
        {edges.length === 0 ? <p className="thread__empty">Nog geen berichten.</p> : null}
        <ol className="thread__list">
          {edges.map(({ node }) => (
            <ThreadMessage key={node.id} notification={node} />
          ))}
        </ol>
      </div>
      {footer(connectionId)}
    </>
  );
}

const messageAdded = graphql`
  subscription ThreadPageMessageAddedSubscription($threadId: ID!, $connections: [ID!]!) {
    threadMessageAdded(threadId: $threadId) {
      edge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...ThreadMessage_notification
        }
      }
    }
  }
`;

/** The thread's own live channel: every new message (also the viewer's, sent elsewhere) is appended once. */
function useThreadMessageAdded(threadId: string, connectionId: string | null) {
  const config = useMemo<GraphQLSubscriptionConfig<AddedT>>(
    () => ({ subscription: messageAdded, variables: { threadId, connections: connectionId ? [connectionId] : [] } }),
    [threadId, connectionId],
  );
  useSubscription<AddedT>(config);
}
