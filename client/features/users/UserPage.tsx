import type { ReactNode } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { UserPage_user$key } from '../../__generated__/UserPage_user.graphql';
import type { UserPageQuery as UserPageQueryType } from '../../__generated__/UserPageQuery.graphql';
import { NotFoundPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatNumber } from '../../format';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { HouseCard } from '../houses/HouseCard';
import { SendMessageButton } from '../messages/SendMessageButton';
import { Avatar } from '../profile/Avatar';
import { BlockButton } from './BlockButton';
import '../../components/forms/forms.css';
import './users.css';

const UserPageQuery = graphql`
  query UserPageQuery($slug: String!) {
    viewer {
      id
      ...SendMessageButton_viewer
    }
    user(slug: $slug) {
      ...UserPage_user
      ...BlockButton_user
      ...SendMessageButton_user
    }
  }
`;

type LoaderData = PreloadedQuery<UserPageQueryType>;

export function userLoader({ params }: LoaderFunctionArgs): LoaderData {
  return preloadRouteQuery<UserPageQueryType>('user', UserPageQuery, { slug: params.slug ?? '' });
}

/** Public user page /gebruikers/{slug} (User.route; the seller card on a house page links here). */
export function UserPage() {
  const data = usePreloadedQuery<UserPageQueryType>(UserPageQuery, useLoaderData() as LoaderData);
  return data.user ? (
    <UserProfile
      user={data.user}
      actions={
        <>
          <SendMessageButton user={data.user} viewer={data.viewer} />
          <BlockButton user={data.user} viewerId={data.viewer?.id ?? null} />
        </>
      }
    />
  ) : (
    <UserNotFound />
  );
}

function UserNotFound() {
  return (
    <NotFoundPage title="Gebruiker niet gevonden">
      <p>Dit profiel bestaat niet (meer) of is niet openbaar. Bekijk het actuele aanbod.</p>
    </NotFoundPage>
  );
}

/** The public profile: photo, first name, bio and the user's listed houses as house cards. */
export function UserProfile({ user, actions }: { user: UserPage_user$key; actions?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment UserPage_user on User {
        firstName
        bio
        responseTime
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
          {data.responseTime ? <p className="user-page__response">{data.responseTime}</p> : null}
          {data.bio ? (
            <p className="user-page__bio">{data.bio}</p>
          ) : (
            <p className="user-page__no-bio">{data.firstName} heeft nog niets over zichzelf geschreven.</p>
          )}
        </div>
        {actions ? <div className="user-page__actions">{actions}</div> : null}
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
