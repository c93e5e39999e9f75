import { graphql, readInlineData } from 'react-relay';
import type {
  houseCompletion_house$data,
  houseCompletion_house$key,
} from '../../__generated__/houseCompletion_house.graphql';

/**
 * What says which parts of a house are done (spec §5): the completion flags and the moving term
 * (verhuistermijn has no flag). The checklist, the wizard's progress, the owner's view and the
 * dashboard read it through this one fragment, and the mutations that change it select it, so
 * all of them update together.
 */
const houseCompletionFragment = graphql`
  fragment houseCompletion_house on House @inline {
    movingMonths
    completion {
      address
      type
      characteristics
      measurements
      properties
      buildingStyle
      location
      facilities
      photos
      description
      confirmation
      offer
      complete
    }
  }
`;

export function readHouseCompletion(house: houseCompletion_house$key): houseCompletion_house$data {
  return readInlineData(houseCompletionFragment, house);
}
