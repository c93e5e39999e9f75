import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HeaderAccount_viewer$key } from '../../__generated__/HeaderAccount_viewer.graphql';
import { UserIcon } from '../../components/icons';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';
import { useLogOutMutation } from '../auth/mutations/useLogOutMutation';
import './account.css';

/** 'Inloggen' for visitors; avatar, first name, 'Mijn Huiskans' and 'Uitloggen' for a logged-in viewer. */
export function HeaderAccount({ viewer }: { viewer: HeaderAccount_viewer$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment HeaderAccount_viewer on User {
        firstName
        avatarUrl
        avatarUrl2x: avatarUrl(size: SMALL_SQUARE_2X)
      }
    `,
    viewer,
  );
  const [logOut, loggingOut] = useLogOutMutation();
  if (!data) {
    return (
      <Link to={paths.login()} className="account-link">
        <UserIcon size={18} />
        Inloggen
      </Link>
    );
  }
  return (
    <div className="account-menu">
      <Link to={paths.dashboard()} className="account-chip" title={`Ingelogd als ${data.firstName}`}>
        {data.avatarUrl ? (
          <img
            className="avatar account-chip__avatar"
            src={data.avatarUrl}
            srcSet={data.avatarUrl2x ? `${data.avatarUrl} 1x, ${data.avatarUrl2x} 2x` : undefined}
            alt=""
            width={32}
            height={32}
          />
        ) : (
          <span className="avatar avatar--initial account-chip__avatar" aria-hidden="true">
            {data.firstName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="account-chip__text">
          <span className="account-chip__name">{data.firstName}</span>
          <span className="account-chip__label">Mijn {PRODUCT_NAME}</span>
        </span>
      </Link>
      <button
        type="button"
        className="account-logout"
        disabled={loggingOut}
        onClick={async () => {
          try {
            await logOut();
          } catch {
            // shown by the global error display
          }
        }}
      >
        Uitloggen
      </button>
    </div>
  );
}
