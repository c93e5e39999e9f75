import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PopularPlaceLink_result$key } from '../../__generated__/PopularPlaceLink_result.graphql';
import { PinIcon } from '../../components/icons';
import { listingPathForPlace } from '../listing/filters';

/** A popular place chip: links to the listing of the first woonplaats the lookup found. */
export function PopularPlaceLink({ label, result }: { label: string; result: PopularPlaceLink_result$key }) {
  const data = useFragment(
    graphql`
      fragment PopularPlaceLink_result on QueryPlaceSuggestionsResult {
        ... on QueryPlaceSuggestionsSuccess {
          data {
            type
            code
            weergavenaam
            latitude
            longitude
          }
        }
      }
    `,
    result,
  );
  const place = data.data?.[0];
  if (!place) return null;
  return (
    <Link className="popular-places__link" to={listingPathForPlace(place)}>
      <PinIcon size={16} />
      {label}
    </Link>
  );
}

export function PopularPlacePlaceholder({ label }: { label: string }) {
  return (
    <span className="popular-places__link popular-places__link--pending" aria-hidden="true">
      <PinIcon size={16} />
      {label}
    </span>
  );
}
