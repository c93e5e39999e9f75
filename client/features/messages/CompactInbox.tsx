import { useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { CompactInboxQuery as T } from '../../__generated__/CompactInboxQuery.graphql';
import { paths } from '../../paths';
import { registerThreadList } from './liveStore';
import { ThreadListItem } from './ThreadListItem';
import { unreadElsewhere, unreadElsewhereText } from './unreadElsewhere';
import './messages.css';

/** Spec §9: the compact inbox shows the first 10 threads. */
export const COMPACT_INBOX_SIZE = 10;

const compactInboxQuery = graphql`
  query CompactInboxQuery($count: Int!) {
    viewer {
      unreadCount
      threads(first: $count) @connection(key: "ThreadList_threads") {
        __id
        edges {
          node {
            id
            unreadCount
            ...ThreadListItem_thread
          }
        }
      }
    }
  }
`;

/**
 * Loads the unread count and the newest threads again: after a reconnect (live events may have
 * been missed) or when a live message names a thread the lists do not hold yet.
 */
export function reloadInbox(environment: Environment): void {
  fetchQuery<T>(
    environment,
    compactInboxQuery,
    { count: COMPACT_INBOX_SIZE },
    { fetchPolicy: 'network-only' },
  ).subscribe({});
}

/** The header dropdown's inbox: the newest 10 threads, kept in order live while it is open. */
export function CompactInbox({ onNavigate }: { onNavigate: () => void }) {
  const { viewer } = useLazyLoadQuery<T>(
    compactInboxQuery,
    { count: COMPACT_INBOX_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const connectionId = viewer?.threads?.__id;
  useEffect(() => (connectionId ? registerThreadList(connectionId) : undefined), [connectionId]);
  const edges = (viewer?.threads?.edges ?? []).slice(0, COMPACT_INBOX_SIZE);
  const elsewhere = unreadElsewhere(
    viewer?.unreadCount ?? 0,
    edges.map(({ node }) => node.unreadCount ?? 0),
  );
  return (
    // A click on a thread (or the footer link) navigates and closes the dropdown.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside handle the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: catches the clicks of the links inside.
    <div className="compact-inbox" onClick={(event) => (event.target as Element).closest('a') && onNavigate()}>
      {edges.length === 0 ? (
        <p className="compact-inbox__empty">Geen gesprekken gevonden.</p>
      ) : (
        <ul className="thread-list">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ThreadListItem thread={node} compact />
            </li>
          ))}
        </ul>
      )}
      {elsewhere > 0 ? (
        <Link className="compact-inbox__elsewhere" to={paths.messages()}>
          {unreadElsewhereText(elsewhere)}
        </Link>
      ) : null}
      <div className="compact-inbox__footer">
        <Link to={paths.inbox()}>Alle gesprekken</Link>
        <Link to={paths.messages()}>Alle meldingen</Link>
      </div>
    </div>
  );
}
