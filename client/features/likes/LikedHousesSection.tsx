import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { LikedHousesPaginationQuery } from '../../__generated__/LikedHousesPaginationQuery.graphql';
import type { LikedHousesSection_user$key } from '../../__generated__/LikedHousesSection_user.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { plural } from '../../format';
import { paths } from '../../paths';
import { HouseCard } from '../houses/HouseCard';
import './likes.css';

/** 'Bewaarde huizen' on the dashboard (GET /api/user/liked_houses as GraphQL), newest like first. */
export function LikedHousesSection({ user }: { user: LikedHousesSection_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    LikedHousesPaginationQuery,
    LikedHousesSection_user$key
  >(
    graphql`
      fragment LikedHousesSection_user on User
      @refetchable(queryName: "LikedHousesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 6 }, cursor: { type: "String" }) {
        likedHouses(first: $count, after: $cursor) @connection(key: "LikedHousesSection_likedHouses") {
          totalCount
          edges {
            node {
              id
              ...HouseCard_house
            }
          }
        }
      }
    `,
    user,
  );
  const connection = data.likedHouses;
  if (!connection) return null;
  const houses = connection.edges.map((e) => e?.node).filter((h) => h != null);
  return (
    <section className="dashboard-card card" aria-labelledby="liked-houses-title" data-testid="liked-houses">
      <div className="dashboard-card__header">
        <h2 id="liked-houses-title">Bewaarde huizen</h2>
        <span className="badge">{plural(connection.totalCount, 'huis', 'huizen')}</span>
      </div>
      {houses.length === 0 ? (
        <p className="muted">
          Nog geen huizen bewaard. Klik in het <Link to={paths.listing()}>aanbod</Link> op het hartje bij een huis dat
          je leuk vindt.
        </p>
      ) : (
        <div className="liked-houses">
          {houses.map((house) => (
            <HouseCard key={house.id} house={house} />
          ))}
        </div>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(6)}>
        Meer bewaarde huizen
      </LoadMoreButton>
    </section>
  );
}
