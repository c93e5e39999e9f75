import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, Navigate, useLoaderData, useLocation } from 'react-router-dom';
import type { HouseDeletePageQuery as QueryType } from '../../__generated__/HouseDeletePageQuery.graphql';
import { ChevronLeftIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { useCurrentViewer } from '../auth/useCurrentViewer';
import { DeleteHouseButton } from './DeleteHouseButton';
import { NotYourHouse, OwnerHouseNotFound } from './OwnerStatusPages';
import { ownerPaths } from './ownerPaths';
import { useDeletedWhileShown } from './useDeletedWhileShown';
import './houseOwner.css';

const HouseDeletePageQuery = graphql`
  query HouseDeletePageQuery($slug: String!) {
    house(slug: $slug) {
      id
      slug
      viewerIsOwner
      formattedAddressLine
    }
  }
`;

export function houseDeleteLoader({ params }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  return preloadRouteQuery<QueryType>(
    'house-delete',
    HouseDeletePageQuery,
    { slug: params.slug ?? '' },
    'network-only',
  );
}

/** /huizen/{slug}/verwijderen (the link of e-mails and the status update): confirm, then delete. */
export function HouseDeletePage() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  const { house } = usePreloadedQuery<QueryType>(HouseDeletePageQuery, queryRef);
  const deleted = useDeletedWhileShown(house);
  const viewer = useCurrentViewer();
  const location = useLocation();
  useDocumentTitle('Woning verwijderen');
  if (!viewer) return <Navigate to={paths.loginWithRedirect(location.pathname)} replace />;
  if (!house) return deleted ? null : <OwnerHouseNotFound />;
  if (!house.viewerIsOwner) return <NotYourHouse />;
  return (
    <div className="container owner-narrow owner-delete-page">
      <Link to={ownerPaths.view(house.slug)} className="back-link">
        <ChevronLeftIcon size={16} /> Terug naar je woning
      </Link>
      <div className="card owner-card">
        <h1>Woning verwijderen</h1>
        <p>
          Wil je <strong>{house.formattedAddressLine}</strong> van Huiskans halen? Je woning, de foto's en de gegevens
          worden definitief verwijderd.
        </p>
        <DeleteHouseButton houseId={house.id} address={house.formattedAddressLine} />
      </div>
    </div>
  );
}
