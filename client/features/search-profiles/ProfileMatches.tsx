import { Fragment, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileMatches_searchProfile$key } from '../../__generated__/ProfileMatches_searchProfile.graphql';
import type { ProfileMatchesPaginationQuery } from '../../__generated__/ProfileMatchesPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { HouseCard } from '../houses/HouseCard';
import { KANSEN_TEXTS, kansHeading, kansLabels, matchCountsLabel } from './kansen';

const PAGE_SIZE = 6;

/**
 * A profile's kansen (SearchProfile.matches, a Relay connection with keyset cursors): exact matches
 * first, then fuzzy ones with why they are close ('Net buiten je budget', 'Boven je maximale
 * hypotheek'). 'Meer kansen' loads the next page.
 */
export function ProfileMatches({ searchProfile }: { searchProfile: ProfileMatches_searchProfile$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ProfileMatchesPaginationQuery,
    ProfileMatches_searchProfile$key
  >(
    graphql`
      fragment ProfileMatches_searchProfile on SearchProfile
      @refetchable(queryName: "ProfileMatchesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 6 }
        cursor: { type: "String" }
        fuzzy: { type: "Boolean", defaultValue: true }
      ) {
        matchCount
        exactMatchCount
        matches(first: $count, after: $cursor, fuzzy: $fuzzy) @connection(key: "ProfileMatches_matches") {
          edges {
            exact
            reasons {
              code
              label
            }
            node {
              id
              ...HouseCard_house
            }
          }
        }
      }
    `,
    searchProfile,
  );
  const [exactOnly, setExactOnly] = useState(false);
  const [switching, startTransition] = useTransition();
  const kansen = data.matches.edges.map((edge) => ({
    exact: edge.exact,
    house: edge.node,
    labels: kansLabels(edge),
  }));
  return (
    <section className="profile-matches" aria-labelledby="profile-matches-title">
      <div className="profile-matches__header">
        <h2 id="profile-matches-title">Jouw kansen</h2>
        <p className="muted" data-testid="match-counts">
          {matchCountsLabel(data.matchCount, data.exactMatchCount)}
        </p>
        {data.matchCount > 0 ? (
          <label className="check-row profile-matches__filter">
            <input
              type="checkbox"
              checked={exactOnly}
              disabled={switching}
              onChange={(event) => {
                const only = event.target.checked;
                setExactOnly(only);
                startTransition(() => {
                  refetch({ fuzzy: !only, count: PAGE_SIZE }, { fetchPolicy: 'store-or-network' });
                });
              }}
            />
            Alleen huizen die precies passen
          </label>
        ) : null}
      </div>
      {kansen.length === 0 ? <p className="muted">{exactOnly ? KANSEN_TEXTS.noneExact : KANSEN_TEXTS.none}</p> : null}
      <ul className="profile-matches__grid">
        {kansen.map((kans, index) => {
          const heading = kansHeading(index, kansen);
          return (
            <Fragment key={kans.house.id}>
              {heading ? (
                <li className="profile-matches__heading">
                  <h3>{heading}</h3>
                </li>
              ) : null}
              <li className="profile-matches__item" data-testid={kans.exact ? 'kans-exact' : 'kans-fuzzy'}>
                <HouseCard house={kans.house} />
                {kans.labels.length ? (
                  <ul className="profile-matches__reasons" aria-label="Waarom bijna">
                    {kans.labels.map((label) => (
                      <li key={label} className="badge badge--status">
                        {label}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            </Fragment>
          );
        })}
      </ul>
      <div className="profile-matches__more">
        <LoadMoreButton
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadMore={() => loadNext(PAGE_SIZE)}
          small={false}
        >
          Meer kansen
        </LoadMoreButton>
      </div>
    </section>
  );
}
