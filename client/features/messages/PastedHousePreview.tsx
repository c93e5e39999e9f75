import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PastedHousePreviewQuery as T } from '../../__generated__/PastedHousePreviewQuery.graphql';
import { HousePreviewCard } from './HousePreviewCard';

/**
 * The preview of a house page linked in a message (spec §7: the house by its slug). A link to a
 * house that no longer exists shows nothing: the link itself stays in the text.
 */
export function PastedHousePreview({ slug }: { slug: string }) {
  const { house } = useLazyLoadQuery<T>(
    graphql`
      query PastedHousePreviewQuery($slug: String!) {
        house(slug: $slug) {
          ...HousePreviewCard_house
        }
      }
    `,
    { slug },
    { fetchPolicy: 'store-or-network', networkCacheConfig: { metadata: { silentErrors: true } } },
  );
  return house ? <HousePreviewCard house={house} /> : null;
}
