import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { HOUSE_ENERGY_LABELS, type HouseEnergyLabel } from '../../../server/domain/kernel/energy-labels';
import type { FilterPanel_query$key } from '../../__generated__/FilterPanel_query.graphql';
import { CheckboxGroup, type CheckboxOption } from '../../components/CheckboxGroup';
import { IntegerInput } from '../../components/IntegerInput';
import { type FilterPatch, type ListingFilters, RANGE_OPTIONS, rangeLabel } from './filters';
import { KeywordFilter } from './KeywordFilter';

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
  const checkboxLists: CheckboxList[] = [
    { filter: 'houseTypes', legend: 'Soort woning', options: toOptions(data.houseTypes) },
    { filter: 'facilities', legend: 'Voorzieningen', options: toOptions(data.houseFacilities) },
  ];

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

      <KeywordFilter value={filters.keywords} onCommit={(keywords) => onChange({ keywords })} />

      {integerSections(new Date().getFullYear()).map((section) => (
        <IntegerPair key={section.title} {...section} filters={filters} onChange={onChange} />
      ))}

      <div className="field filter-panel__section">
        <label className="field__label filter-panel__range-label" htmlFor={`${id}-energy-label`}>
          Energielabel
        </label>
        <select
          id={`${id}-energy-label`}
          className="select"
          value={filters.energyLabelMin ?? ''}
          onChange={(event) =>
            onChange({ energyLabelMin: (event.target.value || undefined) as HouseEnergyLabel | undefined })
          }
        >
          <option value="">Alle labels</option>
          {HOUSE_ENERGY_LABELS.filter((label) => label !== 'G').map((label) => (
            <option key={label} value={label}>
              Minimaal label {label}
            </option>
          ))}
        </select>
      </div>

      {checkboxLists.map(({ filter, ...list }) => (
        <div className="filter-panel__section" key={filter}>
          <CheckboxGroup
            {...list}
            selected={filters[filter]}
            onChange={(selected) => onChange({ [filter]: selected })}
          />
        </div>
      ))}

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

interface CheckboxList {
  filter: 'houseTypes' | 'facilities';
  legend: string;
  options: readonly CheckboxOption[];
  limit?: number;
}

/** The whole-number filters (range is a select). */
type IntegerFilter = Exclude<
  { [K in keyof ListingFilters]-?: ListingFilters[K] extends number | undefined ? K : never }[keyof ListingFilters],
  'range'
>;

/** One input of a section: [filter, label, placeholder]. */
type IntegerInputSpec = [IntegerFilter, string, string];

interface IntegerSection {
  title: string;
  /** The two inputs side by side: from / to, or two minimums. */
  left: IntegerInputSpec;
  right: IntegerInputSpec;
  prefix?: string;
  suffix?: string;
  max?: number;
}

/** The whole-number sections of the panel; the construction year goes up to a few years ahead. */
function integerSections(year: number): IntegerSection[] {
  return [
    { title: 'Prijs', prefix: '€', left: ['priceMin', 'Van', '0'], right: ['priceMax', 'Tot', 'Max.'] },
    { title: 'Minimaal aantal kamers', left: ['rooms', 'Kamers', '1'], right: ['bedrooms', 'Slaapkamers', '1'] },
    {
      title: 'Minimale oppervlakte',
      suffix: 'm²',
      left: ['livingM2Min', 'Wonen', '0'],
      right: ['plotM2Min', 'Perceel', '0'],
    },
    {
      title: 'Bouwjaar',
      max: year + 5,
      left: ['constructionYearMin', 'Vanaf', '1900'],
      right: ['constructionYearMax', 'Tot en met', String(year)],
    },
  ];
}

interface IntegerPairProps extends IntegerSection {
  filters: ListingFilters;
  onChange: (patch: FilterPatch) => void;
}

/** A section of whole-number filters under one title, in one unit. */
function IntegerPair({ title, left, right, prefix, suffix, max, filters, onChange }: IntegerPairProps) {
  return (
    <div className="filter-panel__section">
      <h3 className="filter-panel__title">{title}</h3>
      <div className="filter-panel__pair">
        {[left, right].map(([filter, label, placeholder]) => (
          <IntegerInput
            key={filter}
            label={label}
            prefix={prefix}
            suffix={suffix}
            placeholder={placeholder}
            max={max}
            value={filters[filter]}
            onCommit={(value) => onChange({ [filter]: value })}
          />
        ))}
      </div>
    </div>
  );
}
