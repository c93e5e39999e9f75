import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config';
import { ADVISORS_PATH } from '../../features/advisors/advisorFilters';
import { paths } from '../../paths';
import { LogoMark } from './Logo';

/** Voorwaarden, Privacy and Contact are server-rendered pages: plain links, full page loads. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark size={28} />
          <div>
            <strong>{PRODUCT_NAME}</strong>
            <p className="site-footer__tagline">Samen de kans op je nieuwe huis vergroten.</p>
          </div>
        </div>
        <nav className="site-footer__links" aria-label="Over Huiskans">
          <Link to={paths.listing()}>Huizen te koop</Link>
          <Link to={ADVISORS_PATH}>Adviseurs</Link>
          <a href={paths.terms()}>Voorwaarden</a>
          <a href={paths.privacy()}>Privacy</a>
          <a href={paths.contact()}>Contact</a>
        </nav>
      </div>
      <div className="container site-footer__legal">
        © {year} {PRODUCT_NAME}
      </div>
    </footer>
  );
}
