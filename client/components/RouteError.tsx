import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { requestIdOf, requestIdText } from '../errors/requestId';
import { NotFoundPage, StatusPage } from './StatusPage';

/**
 * Error boundary of the routes: a Dutch message instead of a white screen. Render errors,
 * loader errors and failed queries (Relay throws them while rendering) all end up here.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  const offline = error instanceof Error && error.name === 'NoResponseError';
  const requestId = requestIdOf(error);
  return (
    <StatusPage
      code="Foutje"
      title="Er ging iets mis"
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Opnieuw proberen
          </button>
          <Link to="/" className="button button--secondary" reloadDocument>
            Naar de startpagina
          </Link>
        </>
      }
    >
      <p>
        {offline
          ? 'We konden de server niet bereiken. Controleer je internetverbinding en probeer het opnieuw.'
          : 'Er ging iets mis bij het laden van deze pagina. Probeer het opnieuw, of ga terug naar de startpagina.'}
      </p>
      {requestId ? (
        <p className="status-page__request-id">
          Blijft het misgaan? Noem deze code als je contact met ons opneemt:
          <code>{requestIdText(requestId)}</code>
        </p>
      ) : null}
    </StatusPage>
  );
}
