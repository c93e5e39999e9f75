import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NotificationWidget_viewer$key } from '../../__generated__/NotificationWidget_viewer.graphql';
import type { UnreadBadge_viewer$key } from '../../__generated__/UnreadBadge_viewer.graphql';
import { BellIcon } from '../../components/icons';
import { showMessage } from '../../errors/errorStore';
import { paths } from '../../paths';
import { onSessionEnded } from '../../relay/environment';
import { CompactInbox } from '../messages/CompactInbox';
import { UnreadBadge } from '../messages/UnreadBadge';
import { useLiveNotifications } from '../messages/useLiveNotifications';
import '../messages/messages.css';
import { leaveAccount } from './session';

/** Shown when the server ended the session of the live socket (logged out elsewhere, password changed ...). */
export const SESSION_ENDED_TEXT = 'Je bent uitgelogd. Log opnieuw in om verder te gaan.';

/**
 * Header notification widget (spec §2): the bell with the viewer's unread count, and a dropdown
 * (at most 75vh high) with the compact inbox of the newest 10 threads. It also holds the live
 * subscription of the logged-in viewer, so the badge rises wherever they are in the app.
 */
export function NotificationWidget({ viewer }: { viewer: NotificationWidget_viewer$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment NotificationWidget_viewer on User {
        id
        unreadCount
        ...UnreadBadge_viewer
      }
    `,
    viewer,
  );
  if (!data) return null;
  return <LiveWidget viewerId={data.id} unread={data.unreadCount ?? 0} viewer={data} />;
}

function LiveWidget({
  viewerId,
  unread,
  viewer,
}: {
  viewerId: string;
  unread: number;
  viewer: UnreadBadge_viewer$key;
}) {
  useLiveNotifications(viewerId);
  const navigate = useNavigate();
  // The session ended elsewhere (logout, password change, deletion, expiry): the server closed the
  // live socket with 4403; forget the viewer and go to the login instead of reconnecting.
  useEffect(
    () =>
      onSessionEnded(() => {
        showMessage(SESSION_ENDED_TEXT, 'info');
        void leaveAccount(() => navigate(paths.login()));
      }),
    [navigate],
  );
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const label = unread > 0 ? `Berichten en meldingen, ${unread} ongelezen` : 'Berichten en meldingen';
  return (
    <div className="notification-widget" ref={ref}>
      <button
        type="button"
        className="notification-bell"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon size={22} />
        <UnreadBadge viewer={viewer} className="notification-bell__badge" testId="unread-badge" />
      </button>
      {open ? (
        <section className="notification-dropdown" id={panelId} aria-label="Gesprekken">
          <Suspense fallback={<p className="compact-inbox__empty">Gesprekken laden…</p>}>
            <CompactInbox onNavigate={() => setOpen(false)} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
