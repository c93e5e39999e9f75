import { Suspense, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../paths';
import { ViewerUnreadBadge } from '../messages/UnreadBadge';
import './dashboard.css';

/** `section`: the part of Mijn Huiskans the tab stands for, when its link goes deeper into it. */
const LINKS: { to: string; label: string; end: boolean; unread?: boolean; section?: string }[] = [
  { to: paths.dashboard(), label: 'Overzicht', end: true },
  { to: paths.profile(), label: 'Profiel', end: false },
  { to: paths.searchQueries(), label: 'Zoekprofielen', end: false },
  // 'Berichten' opens the conversations; the notifications are the tab beside them there.
  { to: paths.inbox(), label: 'Berichten', end: false, unread: true, section: paths.messages() },
  { to: paths.account(), label: 'Abonnement', end: false },
  { to: paths.advisorProfile(), label: 'Adviesprofiel', end: false },
  { to: paths.settings(), label: 'Instellingen', end: false },
];

/** The tabs of Mijn Huiskans. */
export function DashboardNav() {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: keep the current one in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the page (and so the active tab) changes.
  useEffect(() => {
    const row = ref.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    const overflowRight = active.offsetLeft + active.offsetWidth - (row.scrollLeft + row.clientWidth);
    if (overflowRight > 0) row.scrollLeft += overflowRight + 16;
  }, [pathname]);
  return (
    <nav className="dashboard-nav" aria-label="Mijn Huiskans">
      <div className="container dashboard-nav__inner" ref={ref}>
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              `dashboard-nav__link${isActive || (link.section && pathname.startsWith(link.section)) ? ' dashboard-nav__link--active' : ''}`
            }
          >
            {link.label}
            {link.unread ? (
              <Suspense fallback={null}>
                <ViewerUnreadBadge className="dashboard-nav__badge" />
              </Suspense>
            ) : null}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
