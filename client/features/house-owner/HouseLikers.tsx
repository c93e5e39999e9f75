import { graphql, usePaginationFragment } from 'react-relay';
import type { HouseLikers_house$key } from '../../__generated__/HouseLikers_house.graphql';
import type { HouseLikersPaginationQuery } from '../../__generated__/HouseLikersPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { UserAvatarCard } from '../../components/UserAvatarCard';
import { plural } from '../../format';

/** Who liked the house (owner only), newest first, 20 at a time with 'Meer laden'. */
export function HouseLikers({ house }: { house: HouseLikers_house$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    HouseLikersPaginationQuery,
    HouseLikers_house$key
  >(
    graphql`
      fragment HouseLikers_house on House
      @refetchable(queryName: "HouseLikersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        likedBy(first: $count, after: $cursor) @connection(key: "HouseLikers_likedBy") {
          totalCount
          edges {
            node {
              id
              firstName
              route
              avatarUrl
            }
          }
        }
      }
    `,
    house,
  );
  const connection = data.likedBy;
  if (!connection) return null;
  const users = connection.edges.map((e) => e?.node).filter((u) => u != null);
  return (
    <section className="card owner-card" aria-labelledby="likers-title">
      <div className="owner-card__header">
        <h2 id="likers-title">Bewaard door</h2>
        <span className="badge" data-testid="likers-count">
          {plural(connection.totalCount, 'persoon', 'mensen')}
        </span>
      </div>
      {users.length === 0 ? (
        <p className="muted">Nog niemand heeft je woning bewaard. Zodra iemand op het hartje klikt, zie je dat hier.</p>
      ) : (
        <ul className="likers">
          {users.map((user) => (
            <li key={user.id}>
              <UserAvatarCard firstName={user.firstName} route={user.route} avatarUrl={user.avatarUrl} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(20)}>
        Meer laden
      </LoadMoreButton>
    </section>
  );
}
