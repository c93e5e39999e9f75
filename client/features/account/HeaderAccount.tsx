import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HeaderAccount_viewer$key } from '../../__generated__/HeaderAccount_viewer.graphql';
import { UserIcon } from '../../components/icons';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';

/** 'Inloggen' for visitors, 'Mijn Huiskans' for a logged-in viewer. */
export function HeaderAccount({ viewer }: { viewer: HeaderAccount_viewer$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment HeaderAccount_viewer on User {
        firstName
      }
    `,
    viewer,
  );
  if (!data) {
    return (
      <Link to={paths.login()} className="account-link">
        <UserIcon size={18} />
        Inloggen
      </Link>
    );
  }
  return (
    <Link
      to={paths.dashboard()}
      className="account-link account-link--primary"
      title={`Ingelogd als ${data.firstName}`}
    >
      <UserIcon size={18} />
      Mijn {PRODUCT_NAME}
    </Link>
  );
}
