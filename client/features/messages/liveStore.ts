/**
 * Spec §4 "Notifications" as Relay store updates, so a live message changes what is on screen
 * without reloading everything:
 *
 * - an incoming message from another user raises its thread's unread count (and the viewer's) by
 *   1, sets the thread's last notification, enables chat and moves the thread to the top (threads
 *   are sorted by last notification, newest first); a thread the lists do not hold yet makes the
 *   caller reload the lists;
 * - opening a thread lowers both counts by `markedAsReadCount`.
 *
 * The lists on screen register their connection (`__id`) here while they are mounted, so the
 * updaters know which connections to keep in order without naming connection keys.
 */
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

type Registry = Map<string, number>;
const threadLists: Registry = new Map();
const notificationLists: Registry = new Map();

function register(registry: Registry, connectionId: string): () => void {
  registry.set(connectionId, (registry.get(connectionId) ?? 0) + 1);
  return () => {
    const left = (registry.get(connectionId) ?? 1) - 1;
    if (left <= 0) registry.delete(connectionId);
    else registry.set(connectionId, left);
  };
}

/** A thread list (inbox, header dropdown) on screen; returns `unregister`. */
export const registerThreadList = (connectionId: string) => register(threadLists, connectionId);
/** A notifications list on screen; returns `unregister`. */
export const registerNotificationList = (connectionId: string) => register(notificationLists, connectionId);

/** The thread now open in the thread view (its id), if any: incoming messages there are read at once. */
let openThreadId: string | null = null;
export function setOpenThread(threadId: string | null): void {
  openThreadId = threadId;
}
export function isOpenThread(threadId: string): boolean {
  return openThreadId === threadId;
}

function addToCount(record: RecordProxy | null | undefined, field: string, delta: number) {
  if (!record) return;
  const value = record.getValue(field);
  const current = typeof value === 'number' ? value : 0;
  record.setValue(Math.max(0, current + delta), field);
}

/** Moves the edge of `nodeId` to the front of the connection; false when the connection lacks it. */
function moveToFront(connection: RecordProxy, nodeId: string): boolean {
  const edges = connection.getLinkedRecords('edges') ?? [];
  const index = edges.findIndex((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
  if (index < 0) return false;
  if (index > 0) {
    const edge = edges[index];
    connection.setLinkedRecords([edge, ...edges.slice(0, index), ...edges.slice(index + 1)], 'edges');
  }
  return true;
}

/** Puts `node` first in the connection unless it is there already (a live event may arrive twice). */
function prepend(store: RecordSourceProxy, connection: RecordProxy, node: RecordProxy, edgeType: string) {
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, node, edge0Type(edges) ?? edgeType);
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

const edge0Type = (edges: readonly (RecordProxy | null)[]) => edges.find(Boolean)?.getType();

/** The thread's newest notification changed (received or sent): set it and move the thread up. */
export function setLastNotification(store: RecordSourceProxy, threadId: string, notificationId: string): boolean {
  const thread = store.get(threadId);
  const notification = store.get(notificationId);
  if (!thread || !notification) return false;
  thread.setLinkedRecord(notification, 'lastNotification');
  let inEveryList = true;
  for (const connectionId of threadLists.keys()) {
    const connection = store.get(connectionId);
    if (connection && !moveToFront(connection, threadId)) inEveryList = false;
  }
  return inEveryList;
}

export interface IncomingNotification {
  viewerId: string;
  threadId: string | null;
  notificationId: string;
  /** The edge type of the notifications list (for a list that is still empty). */
  notificationEdgeType: string;
}

/**
 * Applies a notification that reached the viewer live. Returns 'reload' when a thread list on
 * screen does not hold its thread (spec: "adds the thread and reloads threads if unknown").
 */
export function applyIncomingNotification(
  store: RecordSourceProxy,
  { viewerId, threadId, notificationId, notificationEdgeType }: IncomingNotification,
): 'ok' | 'reload' {
  const notification = store.get(notificationId);
  if (!notification) return 'ok';
  if (notification.getValue('readAt') == null) addToCount(store.get(viewerId), 'unreadCount', 1);
  for (const connectionId of notificationLists.keys()) {
    const connection = store.get(connectionId);
    if (connection) prepend(store, connection, notification, notificationEdgeType);
  }
  if (!threadId) return 'ok';
  const thread = store.get(threadId);
  if (!thread) return threadLists.size > 0 ? 'reload' : 'ok';
  if (notification.getValue('readAt') == null) addToCount(thread, 'unreadCount', 1);
  thread.setValue(true, 'chatEnabled');
  return setLastNotification(store, threadId, notificationId) ? 'ok' : 'reload';
}

/** Opening a thread marked `count` notifications read: both counts go down by that many. */
export function applyMarkedAsRead(store: RecordSourceProxy, viewerId: string, threadId: string, count: number) {
  if (count <= 0) return;
  addToCount(store.get(threadId), 'unreadCount', -count);
  addToCount(store.get(viewerId), 'unreadCount', -count);
}
