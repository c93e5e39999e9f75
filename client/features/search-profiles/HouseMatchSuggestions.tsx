import { graphql, usePaginationFragment } from 'react-relay';
import type { HouseMatchSuggestions_house$key } from '../../__generated__/HouseMatchSuggestions_house.graphql';
import type { HouseMatchSuggestionsPaginationQuery } from '../../__generated__/HouseMatchSuggestionsPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { UserAvatarCard } from '../../components/UserAvatarCard';
import { formatPriceRange, plural } from '../../format';
import { movingMonthsLabel } from '../../format/movingMonths';
import { profilePlaceLabel } from './sections';
import './searchProfiles.css';

/**
 * The searchers whose profile fits a house (House.matchSuggestions), on the house page for its
 * owner: first name and avatar, moving wish, what they look for, why a fuzzy one is close. Anyone
 * else gets null from the server and sees nothing (spec §6: a refusal is ignored silently).
 */
export function HouseMatchSuggestions({ house }: { house: HouseMatchSuggestions_house$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    HouseMatchSuggestionsPaginationQuery,
    HouseMatchSuggestions_house$key
  >(
    graphql`
      fragment HouseMatchSuggestions_house on House
      @refetchable(queryName: "HouseMatchSuggestionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 6 }, cursor: { type: "String" }) {
        matchSuggestions(first: $count, after: $cursor) @connection(key: "HouseMatchSuggestions_matchSuggestions") {
          totalCount
          edges {
            exact
            movingMonths
            reasons {
              label
            }
            lookingFor {
              query
              range
              priceMin
              priceMax
              numberBedroomsMin
              houseTypes {
                name
              }
            }
            node {
              id
              firstName
              route
              avatarUrl
            }
          }
        }
      }
    `,
    house,
  );
  const connection = data.matchSuggestions;
  if (!connection) return null;
  return (
    <section className="house-section match-suggestions" aria-labelledby="match-suggestions-heading">
      <h2 id="match-suggestions-heading">Zoekers die bij je woning passen</h2>
      <p className="muted" data-testid="match-suggestions-count">
        {connection.totalCount === 0
          ? 'Nog geen zoekers met een passend zoekprofiel. Zodra iemand zoekt wat jij biedt, zie je dat hier.'
          : `${plural(connection.totalCount, 'zoeker', 'zoekers')} met een passend zoekprofiel (alleen jij ziet dit).`}
      </p>
      <ul className="match-suggestions__list">
        {connection.edges.map(({ node, exact, movingMonths, reasons, lookingFor }) => (
          <li key={node.id} className="match-suggestion" data-testid="match-suggestion">
            <UserAvatarCard firstName={node.firstName} route={node.route} avatarUrl={node.avatarUrl} />
            <div className="match-suggestion__body">
              <p className="match-suggestion__looking">
                {[
                  `Zoekt in ${profilePlaceLabel(lookingFor.query, lookingFor.range)}`,
                  lookingFor.houseTypes.map((t) => t.name).join(', ') || null,
                  `${lookingFor.numberBedroomsMin}+ slaapkamers`,
                  formatPriceRange(lookingFor.priceMin, lookingFor.priceMax),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {movingMonths != null ? (
                <p className="muted match-suggestion__moving">Wil verhuizen: {movingMonthsLabel(movingMonths)}</p>
              ) : null}
              {exact ? (
                <span className="badge">Past precies</span>
              ) : (
                <ul className="profile-matches__reasons">
                  {reasons.map((r) => (
                    <li key={r.label} className="badge badge--status">
                      {r.label}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(6)}>
        Meer zoekers
      </LoadMoreButton>
    </section>
  );
}
