import { Link, useMatches } from 'react-router-dom';
import { SparkIcon } from './icons';
import { StatusPage } from './StatusPage';

export interface RouteHandle {
  /** Dutch name of the part of the product this route belongs to, e.g. 'Mijn Huiskans'. */
  section?: string;
}

/** Shared page for routes that later issues fill in: clear Dutch text and a way back, never a blank screen. */
export function NotAvailablePage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const section = handle?.section;
  return (
    <StatusPage
      code={section}
      title="Deze pagina is nog niet beschikbaar"
      icon={<SparkIcon size={30} />}
      actions={
        <>
          <Link to="/" className="button button--primary">
            Naar de startpagina
          </Link>
          <Link to="/huizen/aanbod" className="button button--secondary">
            Bekijk het aanbod
          </Link>
        </>
      }
    >
      <p>
        We bouwen hard aan dit onderdeel van Huiskans. Binnenkort vind je hier meer. Tot die tijd kun je alvast het
        aanbod van huizen bekijken.
      </p>
    </StatusPage>
  );
}
