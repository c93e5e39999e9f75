import { graphql, readInlineData } from 'react-relay';
import type { profileFacts_searchProfile$key } from '../../__generated__/profileFacts_searchProfile.graphql';
import type { ProfileFacts } from './sections';

/**
 * What says which steps of a profile are done: its completion (spec §5) and the plain fields. The
 * list, the view and the wizard read it through this one fragment, and the update mutation selects
 * it, so all of them follow a save.
 */
const profileFactsFragment = graphql`
  fragment profileFacts_searchProfile on SearchProfile @inline {
    movingMonths
    livingM2Min
    houseTypes {
      key
    }
    tags {
      tagCategoryId
    }
    completion {
      location
      characteristics
      budget
      facilities
      tags
      complete
    }
  }
`;

export function readProfileFacts(profile: profileFacts_searchProfile$key): ProfileFacts & {
  completion: ProfileFacts['completion'] & { tags: boolean; complete: boolean };
} {
  const data = readInlineData(profileFactsFragment, profile);
  return {
    completion: data.completion,
    movingMonths: data.movingMonths,
    livingM2Min: data.livingM2Min,
    houseTypeCount: data.houseTypes.length,
    tagCategoryIds: data.tags.map((t) => t.tagCategoryId),
  };
}
