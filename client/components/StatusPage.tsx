import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HouseIcon } from './icons';
import { useDocumentTitle } from './useDocumentTitle';

interface StatusPageProps {
  code?: string;
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** A centred card for 'niet beschikbaar', 'niet gevonden' and error pages. */
export function StatusPage({ code, title, children, icon, actions }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <div className="status-page">
      <div className="card status-page__card">
        <div className="status-page__icon">{icon ?? <HouseIcon size={30} />}</div>
        {code ? <span className="status-page__code">{code}</span> : null}
        <h1>{title}</h1>
        <div className="status-page__text">{children}</div>
        <div className="status-page__actions">
          {actions ?? (
            <Link to="/" className="button button--primary">
              Naar de startpagina
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

export function NotFoundPage({ title = 'Pagina niet gevonden', children }: { title?: string; children?: ReactNode }) {
  return (
    <StatusPage
      code="404"
      title={title}
      actions={
        <>
          <Link to="/huizen/aanbod" className="button button--primary">
            Bekijk het aanbod
          </Link>
          <Link to="/" className="button button--secondary">
            Naar de startpagina
          </Link>
        </>
      }
    >
      {children ?? (
        <p>Deze pagina bestaat niet (meer). Misschien is de link verouderd of bevat het adres een typfout.</p>
      )}
    </StatusPage>
  );
}
