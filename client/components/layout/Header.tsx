import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADVISORS_PATH } from '../../features/advisors/advisorFilters';
import { Logo } from './Logo';

interface HeaderProps {
  /** The home search bar; shown on every page except the home page. */
  searchBar?: ReactNode;
  /** Notification widget slot (filled for logged-in users by a later issue). */
  notifications?: ReactNode;
  /** 'Inloggen' or 'Mijn Huiskans'. */
  account: ReactNode;
}

export function Header({ searchBar, notifications, account }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        {searchBar ? <div className="site-header__search">{searchBar}</div> : <div className="site-header__spacer" />}
        <nav className="site-header__nav" aria-label="Account">
          <Link className="site-header__link" to={ADVISORS_PATH}>
            Adviseurs
          </Link>
          <div className="site-header__notifications" data-slot="notifications">
            {notifications}
          </div>
          {account}
        </nav>
      </div>
    </header>
  );
}
