import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FilterPanel_query$key } from '../../__generated__/FilterPanel_query.graphql';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { IntegerInput } from '../../components/IntegerInput';
import { HOUSE_STATUSES } from '../houses/houseStatuses';
import { type FilterPatch, type ListingFilters, RANGE_OPTIONS, rangeLabel } from './filters';

interface FilterPanelProps {
  query: FilterPanel_query$key;
  filters: ListingFilters;
  /** Range only makes sense around a point. */
  showRange: boolean;
  onChange: (patch: FilterPatch) => void;
}

/** The listing filters (spec §2, §3 Listing filters), reference data from the server. */
export function FilterPanel({ query, filters, showRange, onChange }: FilterPanelProps) {
  const id = useId();
  const data = useFragment(
    graphql`
      fragment FilterPanel_query on Query {
        houseTypes {
          key
          name
        }
        houseFacilities {
          key
          name
        }
        tagCategories {
          id
          key
          name
          tags {
            key
            name
          }
        }
      }
    `,
    query,
  );
  const toOptions = (items: readonly { key: string; name: string }[]) =>
    items.map((item) => ({ key: item.key, label: item.name }));
  const year = new Date().getFullYear();

  return (
    <div className="filter-panel">
      {showRange ? (
        <div className="field filter-panel__section">
          <label className="field__label filter-panel__range-label" htmlFor={`${id}-range`}>
            Afstand
          </label>
          <select
            id={`${id}-range`}
            className="select"
            value={filters.range ?? 0}
            onChange={(event) => onChange({ range: Number(event.target.value) })}
          >
            {RANGE_OPTIONS.map((km) => (
              <option key={km} value={km}>
                {rangeLabel(km)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="filter-panel__section">
        <h3 className="filter-panel__title">Prijs</h3>
        <div className="filter-panel__pair">
          <IntegerInput
            label="Van"
            prefix="€"
            placeholder="0"
            value={filters.priceMin}
            onCommit={(priceMin) => onChange({ priceMin })}
          />
          <IntegerInput
            label="Tot"
            prefix="€"
            placeholder="Max."
            value={filters.priceMax}
            onCommit={(priceMax) => onChange({ priceMax })}
          />
        </div>
      </div>

      <div className="filter-panel__section">
        <h3 className="filter-panel__title">Minimaal aantal kamers</h3>
        <div className="filter-panel__pair">
          <IntegerInput
            label="Kamers"
            placeholder="1"
            value={filters.rooms}
            onCommit={(rooms) => onChange({ rooms })}
          />
          <IntegerInput
            label="Slaapkamers"
            placeholder="1"
            value={filters.bedrooms}
            onCommit={(bedrooms) => onChange({ bedrooms })}
          />
        </div>
      </div>

      <div className="filter-panel__section">
        <h3 className="filter-panel__title">Minimale oppervlakte</h3>
        <div className="filter-panel__pair">
          <IntegerInput
            label="Wonen"
            suffix="m²"
            placeholder="0"
            value={filters.livingM2Min}
            onCommit={(livingM2Min) => onChange({ livingM2Min })}
          />
          <IntegerInput
            label="Perceel"
            suffix="m²"
            placeholder="0"
            value={filters.plotM2Min}
            onCommit={(plotM2Min) => onChange({ plotM2Min })}
          />
        </div>
      </div>

      <div className="filter-panel__section">
        <h3 className="filter-panel__title">Bouwjaar</h3>
        <div className="filter-panel__pair">
          <IntegerInput
            label="Vanaf"
            placeholder="1900"
            max={year + 5}
            value={filters.constructionYearMin}
            onCommit={(constructionYearMin) => onChange({ constructionYearMin })}
          />
          <IntegerInput
            label="Tot en met"
            placeholder={String(year)}
            max={year + 5}
            value={filters.constructionYearMax}
            onCommit={(constructionYearMax) => onChange({ constructionYearMax })}
          />
        </div>
      </div>

      <div className="filter-panel__section">
        <CheckboxGroup
          legend="Soort woning"
          options={toOptions(data.houseTypes)}
          selected={filters.houseTypes}
          onChange={(houseTypes) => onChange({ houseTypes })}
        />
      </div>

      <div className="filter-panel__section">
        <CheckboxGroup
          legend="Status"
          options={HOUSE_STATUSES}
          selected={filters.statuses}
          onChange={(statuses) => onChange({ statuses })}
          limit={5}
        />
      </div>

      <div className="filter-panel__section">
        <CheckboxGroup
          legend="Voorzieningen"
          options={toOptions(data.houseFacilities)}
          selected={filters.facilities}
          onChange={(facilities) => onChange({ facilities })}
        />
      </div>

      {data.tagCategories.map((category) => {
        const keys = category.tags.map((tag) => tag.key);
        const selectedHere = filters.tags.filter((tag) => keys.includes(tag));
        return (
          <div className="filter-panel__section" key={category.id}>
            <CheckboxGroup
              legend={category.name}
              options={toOptions(category.tags)}
              selected={selectedHere}
              onChange={(nextHere) =>
                onChange({ tags: [...filters.tags.filter((tag) => !keys.includes(tag)), ...nextHere] })
              }
            />
          </div>
        );
      })}
    </div>
  );
}
