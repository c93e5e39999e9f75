import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SearchProfileCard_searchProfile$key } from '../../__generated__/SearchProfileCard_searchProfile.graphql';
import { SearchIcon } from '../../components/icons';
import { formatPriceRange } from '../../format';
import { paths } from '../../paths';
import { matchCountsLabel } from './kansen';
import { readProfileFacts } from './profileFacts';
import { firstOpenProfileStep, profilePlaceLabel, profileProgress } from './sections';
import './searchProfiles.css';

/**
 * One zoekprofiel in a list (zoekprofielen, the dashboard): its place and range, what it looks for,
 * how far it is (as its editor counts: 'x van 10 onderdelen klaar') and its kansen, with a link to the view and to the
 * first open wizard step.
 */
export function SearchProfileCard({ searchProfile }: { searchProfile: SearchProfileCard_searchProfile$key }) {
  const profile = useFragment(
    graphql`
      fragment SearchProfileCard_searchProfile on SearchProfile {
        id
        slug
        query
        range
        priceMin
        priceMax
        numberBedroomsMin
        matchCount
        exactMatchCount
        houseTypes {
          name
        }
        ...profileFacts_searchProfile
      }
    `,
    searchProfile,
  );
  const facts = readProfileFacts(profile);
  const progress = profileProgress(facts);
  const open = firstOpenProfileStep(facts);
  const budget = formatPriceRange(profile.priceMin, profile.priceMax);
  const types = profile.houseTypes.map((t) => t.name);
  const title = profilePlaceLabel(profile.query, profile.range);
  return (
    <li className="profile-card" data-testid="search-profile-card">
      <span className="profile-card__icon" aria-hidden="true">
        <SearchIcon size={22} />
      </span>
      <div className="profile-card__body">
        <Link to={paths.searchQuery(profile.slug)} className="profile-card__title">
          {title}
        </Link>
        <p className="profile-card__meta">
          {[
            types.length ? types.slice(0, 2).join(', ') + (types.length > 2 ? ` +${types.length - 2}` : '') : null,
            `${profile.numberBedroomsMin}+ slaapkamers`,
            budget,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="profile-card__counts" data-testid="profile-match-counts">
          {matchCountsLabel(profile.matchCount, profile.exactMatchCount)}
        </p>
        <div className="completion-meter">
          <span className="completion-meter__bar" aria-hidden="true">
            <span style={{ width: `${Math.round(progress.share * 100)}%` }} />
          </span>
          <span className="completion-meter__text" data-testid="profile-completion">
            {progress.label}
          </span>
        </div>
      </div>
      <div className="profile-card__actions">
        <Link to={paths.searchQuery(profile.slug)} className="button button--small button--secondary">
          Bekijken
        </Link>
        {open ? (
          <Link
            to={paths.searchQueryEdit(profile.slug, open)}
            className="button button--small button--ghost"
            aria-label={`${title} aanvullen`}
          >
            Aanvullen
          </Link>
        ) : null}
      </div>
    </li>
  );
}
