import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdvisorCard_advisor$key } from '../../__generated__/AdvisorCard_advisor.graphql';
import { PinIcon } from '../../components/icons';
import { formatKm } from '../../format';
import { AdvisorRating } from '../advisor-reviews/AdvisorRating';
import { AdvisorAvatar } from './AdvisorAvatar';
import { AdvisorOrganisation } from './AdvisorOrganisation';

/** An advisor in the list (spec §2): avatar, name, organisation and place, rating and response time, expertises, distance. */
export function AdvisorCard({ advisor, distanceKm }: { advisor: AdvisorCard_advisor$key; distanceKm?: number | null }) {
  const data = useFragment(
    graphql`
      fragment AdvisorCard_advisor on Advisor {
        route
        fullName
        expertises {
          key
          name
        }
        ...AdvisorAvatar_advisor
        ...AdvisorOrganisation_advisor
        ...AdvisorRating_advisor
      }
    `,
    advisor,
  );
  return (
    <article className="advisor-card card">
      <Link to={data.route} className="advisor-card__link">
        <AdvisorAvatar advisor={data} size={64} />
        <div className="advisor-card__body">
          <h2 className="advisor-card__name">{data.fullName}</h2>
          <AdvisorOrganisation advisor={data} />
          <AdvisorRating advisor={data} />
          <ul className="advisor-card__expertises" aria-label="Expertises">
            {data.expertises.map((e) => (
              <li key={e.key} className="advisor-chip">
                {e.name}
              </li>
            ))}
          </ul>
          {distanceKm != null ? (
            <p className="advisor-card__distance">
              <PinIcon size={16} /> {formatKm(distanceKm)}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
