import { graphql, useFragment } from 'react-relay';
import { FOR_SALE_STATUSES } from '../../../server/domain/houses/statuses';
import type { StatusFilter_query$key } from '../../__generated__/StatusFilter_query.graphql';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { formatNumber } from '../../format';
import { isForSaleDefault } from './filters';

interface StatusFilterProps {
  query: StatusFilter_query$key;
  statuses: readonly string[];
  onChange: (statuses: string[]) => void;
}

/**
 * The status checkboxes with the number of houses each finds. No statuses in the URL is
 * what is for sale, shown checked; choosing exactly that again keeps the URL clean.
 */
export function StatusFilter({ query, statuses, onChange }: StatusFilterProps) {
  const data = useFragment(
    graphql`
      fragment StatusFilter_query on Query
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        filter: { type: "HouseFilter" }
        page: { type: "Int", defaultValue: 1 }
      ) {
        houses(first: $first, filter: $filter, page: $page) {
          statusCounts {
            status
            label
            count
            exact
          }
        }
      }
    `,
    query,
  );
  const options = data.houses.statusCounts.map((s) => ({
    key: s.status,
    label: s.label,
    count: s.exact ? formatNumber(s.count) : `${formatNumber(s.count)}+`,
  }));
  return (
    <CheckboxGroup
      legend="Status"
      options={options}
      selected={statuses.length ? statuses : FOR_SALE_STATUSES}
      limit={options.length}
      onChange={(selected) => onChange(isForSaleDefault(selected) ? [] : selected)}
    />
  );
}
