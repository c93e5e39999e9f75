import { graphql, usePaginationFragment } from 'react-relay';
import type { SearchProfileList_user$key } from '../../__generated__/SearchProfileList_user.graphql';
import type { SearchProfileListPaginationQuery } from '../../__generated__/SearchProfileListPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { SearchProfileCard } from './SearchProfileCard';

/** The viewer's zoekprofielen, newest first, a page at a time (the list page and the dashboard card). */
export function SearchProfileList({ user, pageSize }: { user: SearchProfileList_user$key; pageSize: number }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchProfileListPaginationQuery,
    SearchProfileList_user$key
  >(
    graphql`
      fragment SearchProfileList_user on User
      @refetchable(queryName: "SearchProfileListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        searchProfiles(first: $count, after: $cursor) @connection(key: "SearchProfileList_searchProfiles") {
          totalCount
          edges {
            node {
              id
              ...SearchProfileCard_searchProfile
            }
          }
        }
      }
    `,
    user,
  );
  const profiles = (data.searchProfiles?.edges ?? []).map((e) => e?.node).filter((p) => p != null);
  if (profiles.length === 0)
    return (
      <p className="muted profile-list__empty">
        Je hebt nog geen zoekprofiel. Vertel ons wat je zoekt, dan laten we je meteen de huizen zien die passen.
      </p>
    );
  return (
    <>
      <ul className="profile-list">
        {profiles.map((profile) => (
          <SearchProfileCard key={profile.id} searchProfile={profile} />
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        Meer zoekprofielen
      </LoadMoreButton>
    </>
  );
}
