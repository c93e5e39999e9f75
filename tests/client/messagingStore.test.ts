import { Environment, Network, Observable, RecordSource, type RecordSourceProxy, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyIncomingNotification,
  applyMarkedAsRead,
  registerNotificationList,
  registerThreadList,
  setLastNotification,
} from '../../client/features/messages/liveStore';

/** A Relay store with a viewer, three threads in an inbox connection and a notifications list. */
function setup() {
  const environment = new Environment({
    network: Network.create(() => Observable.create(() => undefined)),
    store: new Store(new RecordSource()),
  });
  environment.commitUpdate((store) => {
    const viewer = store.create('viewer', 'User');
    viewer.setValue(5, 'unreadCount');
    const edges = ['t1', 't2', 't3'].map((id, i) => {
      const thread = store.create(id, 'Thread');
      thread.setValue(i === 1 ? 2 : 0, 'unreadCount');
      thread.setValue(false, 'chatEnabled');
      const edge = store.create(`edge-${id}`, 'UserThreadsConnectionEdge');
      edge.setLinkedRecord(thread, 'node');
      return edge;
    });
    store.create('threads-connection', 'UserThreadsConnection').setLinkedRecords(edges, 'edges');
    const old = store.create('n-old', 'Notification');
    const oldEdge = store.create('edge-n-old', 'UserNotificationsConnectionEdge');
    oldEdge.setLinkedRecord(old, 'node');
    store.create('notifications-connection', 'UserNotificationsConnection').setLinkedRecords([oldEdge], 'edges');
  });
  const addNotification = (id: string, readAt: string | null = null) =>
    environment.commitUpdate((store) => {
      store.create(id, 'Notification').setValue(readAt, 'readAt');
    });
  const update = <R>(fn: (store: RecordSourceProxy) => R): R => {
    let result: R | undefined;
    environment.commitUpdate((store) => {
      result = fn(store);
    });
    return result as R;
  };
  const source = () => environment.getStore().getSource();
  const value = (id: string, field: string) => source().get(id)?.[field];
  const order = (connection: string) => {
    const edges = source().get(connection)?.edges as { __refs: string[] } | undefined;
    return (edges?.__refs ?? []).map((edge) => (source().get(edge)?.node as { __ref: string } | undefined)?.__ref);
  };
  return { update, addNotification, value, order };
}

const incoming = (threadId: string | null, notificationId: string) => ({
  viewerId: 'viewer',
  threadId,
  notificationId,
  notificationEdgeType: 'UserNotificationsConnectionEdge',
});

describe('live messaging store updates (spec §4)', () => {
  let cleanups: (() => void)[] = [];
  beforeEach(() => {
    cleanups = [registerThreadList('threads-connection'), registerNotificationList('notifications-connection')];
  });
  afterEach(() => {
    for (const cleanup of cleanups) cleanup();
  });

  it('an incoming message raises the thread and viewer counts by 1, sets the last notification, enables chat and moves the thread first', () => {
    const s = setup();
    s.addNotification('n1');
    expect(s.update((store) => applyIncomingNotification(store, incoming('t3', 'n1')))).toBe('ok');
    expect(s.value('t3', 'unreadCount')).toBe(1);
    expect(s.value('viewer', 'unreadCount')).toBe(6);
    expect(s.value('t3', 'chatEnabled')).toBe(true);
    expect(s.value('t3', 'lastNotification')).toEqual({ __ref: 'n1' });
    expect(s.order('threads-connection')).toEqual(['t3', 't1', 't2']);
    expect(s.order('notifications-connection')).toEqual(['n1', 'n-old']);
  });

  it('the same notification twice is listed once', () => {
    const s = setup();
    s.addNotification('n1');
    s.update((store) => applyIncomingNotification(store, incoming('t1', 'n1')));
    s.update((store) => applyIncomingNotification(store, incoming('t1', 'n1')));
    expect(s.order('notifications-connection')).toEqual(['n1', 'n-old']);
  });

  it('a thread the list does not hold asks for a reload (and still counts)', () => {
    const s = setup();
    s.addNotification('n2');
    expect(s.update((store) => applyIncomingNotification(store, incoming('t-new', 'n2')))).toBe('reload');
    expect(s.value('viewer', 'unreadCount')).toBe(6);
    s.update((store) => {
      store.create('t-elsewhere', 'Thread').setValue(0, 'unreadCount');
    });
    s.addNotification('n3');
    expect(s.update((store) => applyIncomingNotification(store, incoming('t-elsewhere', 'n3')))).toBe('reload');
    expect(s.value('t-elsewhere', 'unreadCount')).toBe(1);
  });

  it('without a list on screen an unknown thread needs no reload', () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    const s = setup();
    s.addNotification('n4');
    expect(s.update((store) => applyIncomingNotification(store, incoming('t-new', 'n4')))).toBe('ok');
  });

  it('a notification outside threads only counts for the viewer', () => {
    const s = setup();
    s.addNotification('n5');
    expect(s.update((store) => applyIncomingNotification(store, incoming(null, 'n5')))).toBe('ok');
    expect(s.value('viewer', 'unreadCount')).toBe(6);
    expect(s.order('threads-connection')).toEqual(['t1', 't2', 't3']);
  });

  it('opening a thread lowers both counts by markedAsReadCount, never below 0', () => {
    const s = setup();
    s.update((store) => applyMarkedAsRead(store, 'viewer', 't2', 2));
    expect(s.value('t2', 'unreadCount')).toBe(0);
    expect(s.value('viewer', 'unreadCount')).toBe(3);
    s.update((store) => applyMarkedAsRead(store, 'viewer', 't2', 7));
    expect(s.value('t2', 'unreadCount')).toBe(0);
    expect(s.value('viewer', 'unreadCount')).toBe(0);
  });

  it('a sent message becomes the last notification and moves its thread first', () => {
    const s = setup();
    s.addNotification('mine', '2026-01-01T00:00:00Z');
    expect(s.update((store) => setLastNotification(store, 't2', 'mine'))).toBe(true);
    expect(s.order('threads-connection')).toEqual(['t2', 't1', 't3']);
    expect(s.value('t2', 'unreadCount')).toBe(2);
  });
});
