import { NavLink } from 'react-router-dom';
import { paths } from '../../paths';

/** Switch between the notifications list (berichten) and the inbox (berichten/inbox). */
export function MessagesTabs() {
  return (
    <nav className="messages-tabs" aria-label="Berichten">
      <NavLink to={paths.inbox()} className="messages-tabs__link">
        Gesprekken
      </NavLink>
      <NavLink to={paths.messages()} end className="messages-tabs__link">
        Meldingen
      </NavLink>
    </nav>
  );
}
