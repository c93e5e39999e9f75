import { graphql, useFragment } from 'react-relay';
import type { UserPage_user$key } from '../../__generated__/UserPage_user.graphql';
import { NotFoundPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatNumber } from '../../format';
import { HouseCard } from '../houses/HouseCard';
import { Avatar } from '../profile/Avatar';
import '../../components/forms/forms.css';
import './users.css';

/**
 * Public user page /gebruikers/{slug} (User.route; the seller card on a house page links here).
 *
 * The schema has no way yet to fetch a user by slug: Query has `viewer` and `node(id:)` only,
 * and a Relay node id cannot be derived from a slug. Until the server adds
 *
 *   user(slug: String!): User   # the user whose route is /gebruikers/{slug}; null when unknown
 *
 * the page says 'niet gevonden' (no crash, no request). With that field the route gets a loader
 * (`preloadRouteQuery('user', UserPageQuery, { slug })`) and this page renders
 * `query UserPageQuery($slug: String!) { user(slug: $slug) { ...UserPage_user } }` with
 * <UserProfile>, or <UserNotFound> when `user` is null.
 */
export function UserPage() {
  return <UserNotFound />;
}

function UserNotFound() {
  return (
    <NotFoundPage title="Gebruiker niet gevonden">
      <p>Dit profiel bestaat niet (meer) of is niet openbaar. Bekijk het actuele aanbod.</p>
    </NotFoundPage>
  );
}

/** The public profile: photo, first name, bio and the user's listed houses as house cards. */
export function UserProfile({ user }: { user: UserPage_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserPage_user on User {
        firstName
        bio
        photoUrl: avatarUrl(size: SMALL_SQUARE_2X)
        # Other users' houses: only the listed ones (schema: User.houses).
        houses(first: 24) {
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
  useDocumentTitle(`${data.firstName} op Huiskans`);
  const { totalCount, edges } = data.houses;
  return (
    <div className="container user-page">
      <section className="card user-page__head" aria-labelledby="user-name">
        <Avatar url={data.photoUrl} name={data.firstName} size={96} />
        <div className="user-page__text">
          <h1 id="user-name">{data.firstName}</h1>
          {data.bio ? (
            <p className="user-page__bio">{data.bio}</p>
          ) : (
            <p className="user-page__no-bio">{data.firstName} heeft nog niets over zichzelf geschreven.</p>
          )}
        </div>
      </section>
      <section className="user-page__houses" aria-labelledby="user-houses">
        <h2 id="user-houses">
          Huizen van {data.firstName}
          {totalCount > 0 ? <span className="user-page__count"> ({formatNumber(totalCount)})</span> : null}
        </h2>
        {edges.length > 0 ? (
          <ul className="user-page__grid">
            {edges.map(({ node }) => (
              <li key={node.id}>
                <HouseCard house={node} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="user-page__empty">{data.firstName} biedt op dit moment geen huis aan.</p>
        )}
      </section>
    </div>
  );
}
