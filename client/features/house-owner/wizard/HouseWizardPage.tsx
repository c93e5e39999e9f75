import { useCallback, useMemo, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import {
  Link,
  type LoaderFunctionArgs,
  Navigate,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useParams,
} from 'react-router-dom';
import type { CharacteristicsStep_query$key } from '../../../__generated__/CharacteristicsStep_query.graphql';
import type { FacilitiesStep_query$key } from '../../../__generated__/FacilitiesStep_query.graphql';
import type { HouseWizardPageQuery as QueryType } from '../../../__generated__/HouseWizardPageQuery.graphql';
import type { TagsStep_query$key } from '../../../__generated__/TagsStep_query.graphql';
import type { TypeStep_query$key } from '../../../__generated__/TypeStep_query.graphql';
import type { wizardData_house$data, wizardData_house$key } from '../../../__generated__/wizardData_house.graphql';
import { Alert } from '../../../components/forms/Alert';
import { ChevronLeftIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../../errors/errorStore';
import { preloadRouteQuery } from '../../../relay/routeQuery';
import { DashboardNav } from '../../dashboard/DashboardNav';
import { type UpdateHouseFields, useUpdateHouseMutation } from '../mutations/useUpdateHouseMutation';
import { NotYourHouse, OwnerHouseNotFound } from '../OwnerStatusPages';
import { ownerPaths } from '../ownerPaths';
import { type HouseStep, isHouseStep } from '../sections';
import { HouseWizardProgress } from './HouseWizardProgress';
import { CharacteristicsStep } from './steps/CharacteristicsStep';
import { ConfirmStep } from './steps/ConfirmStep';
import { DescriptionStep } from './steps/DescriptionStep';
import { FacilitiesStep } from './steps/FacilitiesStep';
import { MeasurementsStep } from './steps/MeasurementsStep';
import { MovingStep } from './steps/MovingStep';
import { OfferStep } from './steps/OfferStep';
import { PhotosStep } from './steps/PhotosStep';
import { PropertiesStep } from './steps/PropertiesStep';
import { TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION, TagsStep } from './steps/TagsStep';
import { TypeStep } from './steps/TypeStep';
import { WizardContext, type WizardContextValue } from './wizardContext';
import { wizardDataFragment } from './wizardData';
import '../houseOwner.css';

const HouseWizardPageQuery = graphql`
  query HouseWizardPageQuery($slug: String!) {
    house(slug: $slug) {
      id
      viewerIsOwner
      ...wizardData_house
    }
    ...CharacteristicsStep_query
    ...TypeStep_query
    ...TagsStep_query
    ...FacilitiesStep_query
  }
`;

export function houseWizardLoader({ params }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  return preloadRouteQuery<QueryType>(
    'house-wizard',
    HouseWizardPageQuery,
    { slug: params.houseId ?? '' },
    'store-and-network',
  );
}

/** Moving between steps keeps the loaded house: only another house loads again. */
export function houseWizardShouldRevalidate({ currentParams, nextParams, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod != null || currentParams.houseId !== nextParams.houseId;
}

/**
 * /mijn-huiskans/woningen/{houseId}/bewerken/{step}: the twelve steps of spec §2 with the progress
 * list, 'Vorige' / 'Volgende', saving per step (updateHouse). When a save puts the house online
 * (address, offer and type complete: submitted) a confirmation with a link to the house page opens.
 */
export function HouseWizardPage() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  const data = usePreloadedQuery<QueryType>(HouseWizardPageQuery, queryRef);
  if (!data.house) return <OwnerHouseNotFound />;
  if (!data.house.viewerIsOwner) return <NotYourHouse />;
  return <Wizard house={data.house} query={data} />;
}

type WizardQueryKey = CharacteristicsStep_query$key &
  TypeStep_query$key &
  TagsStep_query$key &
  FacilitiesStep_query$key;

function Wizard({ house: houseKey, query }: { house: wizardData_house$key; query: WizardQueryKey }) {
  const house = useFragment(wizardDataFragment, houseKey);
  const { step } = useParams();
  const [updateHouse, saving] = useUpdateHouseMutation();
  const [justSubmitted, setJustSubmitted] = useState(false);
  const submittedRef = useRef(house.submitted === true);
  submittedRef.current = house.submitted === true;
  useDocumentTitle(`${house.formattedAddressLine} bewerken`);

  const save = useCallback(
    async (fields: UpdateHouseFields): Promise<boolean> => {
      const wasSubmitted = submittedRef.current;
      try {
        const result = await updateHouse(house.id, fields);
        if (!result.ok) {
          if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
          else showMessage(result.error.message || 'Opslaan is niet gelukt.', 'error');
          return false;
        }
        clearFieldErrors();
        if (result.data.submitted && !wasSubmitted) setJustSubmitted(true);
        return true;
      } catch {
        return false; // the global error display shows what went wrong
      }
    },
    [house.id, updateHouse],
  );

  const context = useMemo<WizardContextValue>(
    () => ({ houseId: house.id, slug: house.slug, save, saving }),
    [house.id, house.slug, save, saving],
  );

  if (!isHouseStep(step)) return <Navigate to={ownerPaths.edit(house.slug, 'bevestigen')} replace />;

  return (
    <WizardContext.Provider value={context}>
      <DashboardNav />
      <div className="container dashboard-page wizard">
        <Link to={ownerPaths.view(house.slug)} className="back-link">
          <ChevronLeftIcon size={16} /> Terug naar je woning
        </Link>
        <header className="wizard__header">
          <h1>Woning bewerken</h1>
          <p className="muted">{house.formattedAddressLine}</p>
        </header>
        {house.submitted ? (
          <Alert kind="success">
            Je woning staat online. <Link to={house.route}>Bekijk je woningpagina</Link>
          </Alert>
        ) : null}
        <div className="wizard__grid">
          <HouseWizardProgress house={house} current={step} />
          <div className="wizard__main card">
            <StepView key={`${house.id}-${step}`} step={step} house={house} query={query} />
          </div>
        </div>
      </div>
      {justSubmitted ? (
        <Modal
          name="modal-house-online"
          title="Je woning staat online!"
          onClose={() => setJustSubmitted(false)}
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setJustSubmitted(false)}>
                Verder met invullen
              </button>
              <Link to={house.route} className="button button--primary">
                Bekijk je woning
              </Link>
            </>
          }
        >
          <p>
            Gefeliciteerd! Het adres, je aanbod en het type woning zijn ingevuld, dus je woning is ingediend en staat nu
            in het aanbod. Hoe completer je woning, hoe meer zoekers hem vinden: vul gerust de andere onderdelen aan.
          </p>
        </Modal>
      ) : null}
    </WizardContext.Provider>
  );
}

type StepHouse = wizardData_house$data;

function StepView({ step, house, query }: { step: HouseStep; house: StepHouse; query: WizardQueryKey }) {
  switch (step) {
    case 'bevestigen':
      return <ConfirmStep house={house} />;
    case 'verhuistermijn':
      return <MovingStep house={house} />;
    case 'kenmerken':
      return <CharacteristicsStep house={house} query={query} />;
    case 'aanbod':
      return <OfferStep house={house} />;
    case 'type':
      return <TypeStep house={house} query={query} />;
    case 'bouwstijl':
      return <TagsStep house={house} query={query} category={TAG_CATEGORY_BUILDING_STYLE} />;
    case 'ligging':
      return <TagsStep house={house} query={query} category={TAG_CATEGORY_LOCATION} />;
    case 'eigenschappen':
      return <PropertiesStep house={house} />;
    case 'faciliteiten':
      return <FacilitiesStep house={house} query={query} />;
    case 'fotos':
      return <PhotosStep house={house} />;
    case 'afmetingen':
      return <MeasurementsStep house={house} />;
    case 'omschrijving':
      return <DescriptionStep house={house} />;
  }
}
