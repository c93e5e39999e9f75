import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdvisorFilterPanel_query$key } from '../../__generated__/AdvisorFilterPanel_query.graphql';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import type { PlaceForPath } from '../listing/filters';
import { PlaceCombobox } from '../search/PlaceCombobox';
import '../listing/listing.css';
import {
  ADVISOR_RANGE_OPTIONS,
  type AdvisorsState,
  AVAILABILITY,
  type Availability,
  DEFAULT_ADVISOR_RANGE,
} from './advisorFilters';

interface AdvisorFilterPanelProps {
  query: AdvisorFilterPanel_query$key;
  state: AdvisorsState;
  /** The place's name, when the list has one. */
  placeText?: string;
  hasPoint: boolean;
  onPlace: (place: PlaceForPath) => void;
  onChange: (next: AdvisorsState) => void;
}

/** Where and what (spec §2 advisors list): the place lookup, range, expertises, language, availability. */
export function AdvisorFilterPanel({ query, state, placeText, hasPoint, onPlace, onChange }: AdvisorFilterPanelProps) {
  const data = useFragment(
    graphql`
      fragment AdvisorFilterPanel_query on Query {
        expertises {
          key
          name
        }
        advisorLanguages {
          code
          name
        }
      }
    `,
    query,
  );
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const [chosen, setChosen] = useState(placeText !== undefined);
  const change = (patch: Partial<AdvisorsState>) => onChange({ ...state, ...patch, page: 1 });
  return (
    <div className="filter-panel advisor-filters">
      <div className="filter-panel__section">
        <h3 className="filter-panel__title">Waar zoek je een adviseur?</h3>
        {/* Not 'Plaats of adres': the header's house search has that name on the same page. */}
        <PlaceCombobox
          label="Waar zoek je een adviseur?"
          placeholder="Plaats of adres, bijv. Utrecht"
          initialText={placeText ?? ''}
          chosen={chosen}
          onChange={(place) => {
            setChosen(place !== null);
            if (place) onPlace(place);
          }}
          invalid={invalid}
          onInvalidChange={setInvalid}
        />
      </div>
      {hasPoint ? (
        <div className="filter-panel__section">
          <label className="filter-panel__title" htmlFor={`${id}-range`}>
            Afstand
          </label>
          <select
            id={`${id}-range`}
            className="select"
            value={state.range ?? DEFAULT_ADVISOR_RANGE}
            onChange={(event) => change({ range: Number(event.target.value) })}
          >
            {ADVISOR_RANGE_OPTIONS.map((km) => (
              <option key={km} value={km}>
                {`+${km} km`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="filter-panel__section">
        <CheckboxGroup
          legend="Expertise"
          options={data.expertises.map((e) => ({ key: e.key, label: e.name }))}
          selected={state.expertises}
          onChange={(expertises) => change({ expertises })}
        />
      </div>
      <div className="filter-panel__section">
        <label className="filter-panel__title" htmlFor={`${id}-language`}>
          Spreekt
        </label>
        <select
          id={`${id}-language`}
          className="select"
          value={state.language ?? ''}
          onChange={(event) => change({ language: event.target.value || undefined })}
        >
          <option value="">Alle talen</option>
          {data.advisorLanguages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-panel__section">
        <CheckboxGroup
          legend="Bereikbaar"
          options={AVAILABILITY.map(([key, , label]) => ({ key, label }))}
          selected={state.availability}
          onChange={(availability) => change({ availability: availability as Availability[] })}
        />
      </div>
    </div>
  );
}
