import { graphql } from 'react-relay';

/**
 * Everything the search-profile wizard shows of a profile: the progress list and the steps. The
 * update mutation selects it, so one save refreshes the whole wizard.
 */
export const profileWizardDataFragment = graphql`
  fragment profileWizardData_searchProfile on SearchProfile {
    id
    slug
    query
    queryType
    range
    movingMonths
    numberBedroomsMin
    livingM2Min
    priceMin
    priceMax
    maxMortgage
    houseTypes {
      key
    }
    houseFacilities {
      key
    }
    tags {
      key
      tagCategoryId
    }
    ...profileFacts_searchProfile
  }
`;
