import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { BlockedUsersList_user$key } from '../../__generated__/BlockedUsersList_user.graphql';
import type { BlockedUsersPageQuery as BlockedUsersPageQueryType } from '../../__generated__/BlockedUsersPageQuery.graphql';
import { ChevronLeftIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { showMessage } from '../../errors/errorStore';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { Avatar } from '../profile/Avatar';
import { useUnblockUserMutation } from './mutations/useUnblockUserMutation';
import './settings.css';

const BlockedUsersPageQuery = graphql`
  query BlockedUsersPageQuery {
    viewer {
      ...BlockedUsersList_user
    }
  }
`;

export function blockedUsersLoader(): PreloadedQuery<BlockedUsersPageQueryType> {
  return preloadRouteQuery<BlockedUsersPageQueryType>('blocked-users', BlockedUsersPageQuery, {}, 'store-and-network');
}

/** /mijn-huiskans/instellingen/geblokkeerde-gebruikers. */
export function BlockedUsersPage() {
  useDocumentTitle('Geblokkeerde gebruikers');
  const queryRef = useLoaderData() as PreloadedQuery<BlockedUsersPageQueryType>;
  const { viewer } = usePreloadedQuery<BlockedUsersPageQueryType>(BlockedUsersPageQuery, queryRef);
  if (!viewer) return null;
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page settings-page">
        <Link to={paths.settings()} className="back-link">
          <ChevronLeftIcon size={16} /> Terug naar instellingen
        </Link>
        <h1>Geblokkeerde gebruikers</h1>
        <p className="muted">
          Wie je blokkeert, kan je geen berichten meer sturen. Je blokkeert iemand vanuit een gesprek in je berichten.
        </p>
        <BlockedUsersList user={viewer} />
      </div>
    </>
  );
}

export function BlockedUsersList({ user }: { user: BlockedUsersList_user$key }) {
  const { blockedUsers: list } = useFragment(
    graphql`
      fragment BlockedUsersList_user on User {
        blockedUsers {
          id
          firstName
          route
          avatarUrl
        }
      }
    `,
    user,
  );
  const [unblock, busy] = useUnblockUserMutation();
  const blockedUsers = list ?? [];
  if (blockedUsers.length === 0) {
    return (
      <div className="dashboard-card card empty-state">
        <p>Je hebt niemand geblokkeerd.</p>
      </div>
    );
  }
  return (
    <ul className="blocked-list card" aria-label="Geblokkeerde gebruikers">
      {blockedUsers.map((blocked) => (
        <li key={blocked.id} className="blocked-list__item">
          <Avatar url={blocked.avatarUrl} name={blocked.firstName} size={44} />
          <span className="blocked-list__name">{blocked.firstName}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={async () => {
              try {
                await unblock(blocked.id);
                showMessage(`${blocked.firstName} is niet meer geblokkeerd.`, 'success');
              } catch {
                // shown by the global error display
              }
            }}
          >
            Deblokkeren
          </button>
        </li>
      ))}
    </ul>
  );
}
