import { graphql, useFragment } from 'react-relay';
import type { DealState_notification$key } from '../../__generated__/DealState_notification.graphql';
import { OfferState } from './OfferState';
import { ViewingState } from './ViewingState';

/** Under a HouseOffer or HouseViewing in a thread: the offer or request as it stands now, with the answers. */
export function DealState({ notification }: { notification: DealState_notification$key }) {
  const data = useFragment(
    graphql`
      fragment DealState_notification on Notification {
        offerRecord {
          ...OfferState_offer
        }
        viewingRecord {
          ...ViewingState_viewing
        }
      }
    `,
    notification,
  );
  if (data.offerRecord) return <OfferState offer={data.offerRecord} />;
  if (data.viewingRecord) return <ViewingState viewing={data.viewingRecord} />;
  return null;
}
