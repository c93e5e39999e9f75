import { Link } from 'react-router-dom';

interface UserAvatarCardProps {
  firstName: string;
  route: string;
  avatarUrl?: string | null;
  subtitle?: string;
}

/** User avatar card (spec §2): first name, avatar (or initial), links to the user's route. */
export function UserAvatarCard({ firstName, route, avatarUrl, subtitle }: UserAvatarCardProps) {
  return (
    <Link to={route} className="avatar-card">
      {avatarUrl ? (
        <img className="avatar avatar-card__image" src={avatarUrl} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="avatar avatar--initial avatar-card__image" aria-hidden="true">
          {firstName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="avatar-card__text">
        <span className="avatar-card__name">{firstName}</span>
        {subtitle ? <span className="avatar-card__subtitle">{subtitle}</span> : null}
      </span>
    </Link>
  );
}
