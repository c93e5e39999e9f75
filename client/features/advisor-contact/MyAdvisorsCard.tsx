import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MyAdvisorsCard_user$key } from '../../__generated__/MyAdvisorsCard_user.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { showMessage } from '../../errors/errorStore';
import { AdvisorRating } from '../advisor-reviews/AdvisorRating';
import { AdvisorAvatar } from '../advisors/AdvisorAvatar';
import { AdvisorOrganisation } from '../advisors/AdvisorOrganisation';
import { ADVISORS_PATH } from '../advisors/advisorFilters';
import { useRemoveMyAdvisorMutation } from './mutations/useRemoveMyAdvisorMutation';
import { groupByAdvisor } from './myAdvisors';
import './advisor-contact.css';

const PAGE = 10;

/** 'Mijn adviseurs' on the dashboard: the advisors the viewer asked for contact, each removable. */
export function MyAdvisorsCard({ user }: { user: MyAdvisorsCard_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyAdvisorsCard_user on User
      @refetchable(queryName: "MyAdvisorsCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        advisors(first: $count, after: $cursor) @connection(key: "MyAdvisorsCard_advisors") {
          __id
          edges {
            expertise {
              name
            }
            isCoach
            node {
              id
              fullName
              route
              ...AdvisorOrganisation_advisor
              ...AdvisorAvatar_advisor
              ...AdvisorRating_advisor
            }
          }
        }
      }
    `,
    user,
  );
  const [remove, removing] = useRemoveMyAdvisorMutation();
  const connection = data.advisors;
  const advisors = groupByAdvisor(connection?.edges ?? []);
  return (
    <section className="dashboard-card card" aria-labelledby="my-advisors-title" data-testid="my-advisors">
      <div className="dashboard-card__header">
        <h2 id="my-advisors-title">Mijn adviseurs</h2>
        <Link to={ADVISORS_PATH} className="button button--small button--secondary">
          Adviseur zoeken
        </Link>
      </div>
      {advisors.length === 0 ? (
        <p className="my-advisors__empty">
          Je hebt nog geen adviseurs. <Link to={ADVISORS_PATH}>Vind een makelaar, hypotheekadviseur of taxateur</Link>{' '}
          bij jou in de buurt en neem contact op.
        </p>
      ) : (
        <ul className="my-advisors">
          {advisors.map(({ advisor, expertises, isCoach }) => {
            return (
              <li key={advisor.id} className="my-advisor" data-testid="my-advisor">
                <AdvisorAvatar advisor={advisor} size={48} />
                <div className="my-advisor__body">
                  <Link to={advisor.route} className="my-advisor__name">
                    {advisor.fullName}
                  </Link>
                  {isCoach ? <span className="my-advisor__coach">Je coach</span> : null}
                  <AdvisorOrganisation advisor={advisor} />
                  <ul className="advisor-card__expertises">
                    {expertises.map((name) => (
                      <li key={name} className="advisor-chip">
                        {name}
                      </li>
                    ))}
                  </ul>
                  <AdvisorRating advisor={advisor} />
                </div>
                <div className="my-advisor__remove">
                  <ConfirmButton
                    question={`${advisor.fullName} verwijderen uit je adviseurs?`}
                    busy={removing}
                    onConfirm={() => {
                      if (!connection) return;
                      void remove(advisor.id, connection.__id).then(
                        (outcome) => {
                          if (outcome.ok) showMessage(`${advisor.fullName} is verwijderd uit je adviseurs.`, 'success');
                          else showMessage(outcome.error.message, 'error');
                        },
                        () => undefined, // a failed request is shown by the global error display
                      );
                    }}
                  >
                    Verwijderen
                  </ConfirmButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE)}>
        Meer adviseurs
      </LoadMoreButton>
    </section>
  );
}
