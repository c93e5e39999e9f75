import { graphql } from 'react-relay';

/**
 * Everything the wizard shows of a house: the progress list and every step's fragment. The
 * updateHouse mutation selects it, so one save refreshes the whole wizard.
 */
export const wizardDataFragment = graphql`
  fragment wizardData_house on House {
    id
    slug
    route
    submitted
    formattedAddressLine
    ...HouseWizardProgress_house
    ...ConfirmStep_house
    ...MovingStep_house
    ...CharacteristicsStep_house
    ...OfferStep_house
    ...TypeStep_house
    ...TagsStep_house
    ...PropertiesStep_house
    ...FacilitiesStep_house
    ...PhotosStep_house
    ...MeasurementsStep_house
    ...DescriptionStep_house
  }
`;
