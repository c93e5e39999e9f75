import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useCurrentViewerQuery as T } from '../../__generated__/useCurrentViewerQuery.graphql';

/**
 * The logged-in viewer's id and first name (null for a visitor). Read from the store that the
 * layout's query filled, so it costs no request on a page load.
 */
export function useCurrentViewer() {
  const data = useLazyLoadQuery<T>(
    graphql`
      query useCurrentViewerQuery {
        viewer {
          id
          firstName
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return data.viewer;
}
