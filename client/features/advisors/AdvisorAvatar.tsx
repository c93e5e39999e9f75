import { graphql, useFragment } from 'react-relay';
import type { AdvisorAvatar_advisor$key } from '../../__generated__/AdvisorAvatar_advisor.graphql';

/** The advisor's photo, or their initials on a coloured circle. */
export function AdvisorAvatar({ advisor, size }: { advisor: AdvisorAvatar_advisor$key; size: number }) {
  const data = useFragment(
    graphql`
      fragment AdvisorAvatar_advisor on Advisor {
        fullName
        user {
          avatarUrl
          avatar2x: avatarUrl(size: SMALL_SQUARE_2X)
        }
      }
    `,
    advisor,
  );
  const style = { width: size, height: size };
  if (data.user.avatarUrl)
    return (
      <img
        className="advisor-avatar"
        style={style}
        src={data.user.avatarUrl}
        srcSet={data.user.avatar2x ? `${data.user.avatarUrl} 1x, ${data.user.avatar2x} 2x` : undefined}
        alt=""
      />
    );
  const initials = data.fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .filter((c) => c === c.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <span
      className="advisor-avatar advisor-avatar--initials"
      style={{ ...style, fontSize: size / 2.6 }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
