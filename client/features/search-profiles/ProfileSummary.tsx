import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProfileSummary_searchProfile$key } from '../../__generated__/ProfileSummary_searchProfile.graphql';
import { CheckIcon } from '../../components/icons';
import { formatM2, formatPrice, formatPriceRange } from '../../format';
import { movingMonthsLabel } from '../../format/movingMonths';
import { paths } from '../../paths';
import { readProfileFacts } from './profileFacts';
import { PROFILE_STEPS, profilePlaceLabel, TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION } from './sections';

const NOT_SET = 'Nog niet ingevuld';

/** The profile view's sections: every wizard step with what it says now, done or not, and 'Wijzigen'. */
export function ProfileSummary({ searchProfile }: { searchProfile: ProfileSummary_searchProfile$key }) {
  const p = useFragment(
    graphql`
      fragment ProfileSummary_searchProfile on SearchProfile {
        slug
        query
        range
        movingMonths
        numberBedroomsMin
        livingM2Min
        priceMin
        priceMax
        maxMortgage
        houseTypes {
          name
        }
        houseFacilities {
          name
        }
        tags {
          name
          tagCategoryId
        }
        ...profileFacts_searchProfile
      }
    `,
    searchProfile,
  );
  const facts = readProfileFacts(p);
  const names = (list: readonly { name: string }[]) => (list.length ? list.map((x) => x.name).join(', ') : NOT_SET);
  const tagNames = (category: number) => names(p.tags.filter((t) => t.tagCategoryId === category));
  const budget = formatPriceRange(p.priceMin, p.priceMax);
  const values: Record<(typeof PROFILE_STEPS)[number]['step'], string> = {
    locatie: p.query ? profilePlaceLabel(p.query, 0) : NOT_SET,
    verhuistermijn: movingMonthsLabel(p.movingMonths) ?? NOT_SET,
    kenmerken: `${p.numberBedroomsMin} of meer slaapkamers`,
    type: names(p.houseTypes),
    afmetingen: p.livingM2Min != null ? `Minimaal ${formatM2(p.livingM2Min)} woonoppervlakte` : NOT_SET,
    eigenschappen: p.range > 0 ? `Tot ${p.range} km rond ${profilePlaceLabel(p.query, 0)}` : 'Alleen in de plaats zelf',
    budget:
      (budget ?? NOT_SET) +
      (p.maxMortgage != null ? ` (maximale hypotheek ongeveer ${formatPrice(p.maxMortgage)})` : ''),
    bouwstijl: tagNames(TAG_CATEGORY_BUILDING_STYLE),
    ligging: tagNames(TAG_CATEGORY_LOCATION),
    faciliteiten: names(p.houseFacilities),
  };
  return (
    <ul className="task-list profile-summary">
      {PROFILE_STEPS.map((step) => {
        const done = step.done(facts);
        return (
          <li key={step.step} className={`task${done ? ' task--done' : ''}`}>
            <span className="task__status" aria-hidden="true">
              {done ? <CheckIcon size={16} /> : null}
            </span>
            <span className="task__title">
              <strong>{step.label}</strong>
              <span className="profile-summary__value">{values[step.step]}</span>
            </span>
            <Link
              to={paths.searchQueryEdit(p.slug, step.step)}
              className="button button--small button--ghost"
              aria-label={`${step.label} ${done ? 'wijzigen' : 'aanvullen'}`}
            >
              {done ? 'Wijzigen' : 'Aanvullen'}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
