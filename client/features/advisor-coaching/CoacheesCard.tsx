import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CoacheesCard_advisor$key } from '../../__generated__/CoacheesCard_advisor.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { showMessage } from '../../errors/errorStore';
import { formatDate } from '../../format';
import { paths } from '../../paths';
import { useRemoveCoacheeMutation } from './mutations/useRemoveCoacheeMutation';
import './advisorCoaching.css';

const PAGE = 10;

/** 'Je coachees' on the advisor profile page: whom the advisor coaches, newest first, each to stop. */
export function CoacheesCard({ advisor }: { advisor: CoacheesCard_advisor$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CoacheesCard_advisor on Advisor
      @refetchable(queryName: "CoacheesCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        coachees(first: $count, after: $cursor) @connection(key: "CoacheesCard_coachees") {
          __id
          edges {
            fullName
            coachedSince
            expertise {
              name
            }
            node {
              id
              slug
            }
          }
        }
      }
    `,
    advisor,
  );
  const [remove, removing] = useRemoveCoacheeMutation();
  const connection = data.coachees;
  const edges = connection?.edges ?? [];
  return (
    <section className="dashboard-card card" aria-labelledby="coachees-title" data-testid="coachees">
      <h2 id="coachees-title">Je coachees</h2>
      {edges.length === 0 ? (
        <p className="muted coachees__empty">
          Je coacht nog niemand. Neemt iemand via je openbare pagina contact met je op, dan zie je het verzoek in je
          berichten; met 'Word coach van …' onder dat verzoek wordt die persoon je coachee.
        </p>
      ) : (
        <ul className="coachees">
          {edges.map(({ node, fullName, expertise, coachedSince }) => (
            <li key={node.id} className="coachee" data-testid="coachee">
              <div className="coachee__body">
                <strong className="coachee__name">{fullName}</strong>
                <span className="muted">
                  {expertise.name} · sinds {formatDate(String(coachedSince))}
                </span>
                <Link to={paths.notificationsThread(node.slug)}>Naar het gesprek</Link>
              </div>
              <ConfirmButton
                question={`Stoppen als coach van ${fullName}?`}
                busy={removing}
                onConfirm={() => {
                  if (!connection) return;
                  void remove(data.id, node.id, connection.__id).then(
                    (outcome) => {
                      if (outcome.ok) showMessage(`Je bent geen coach meer van ${fullName}.`, 'success');
                      else showMessage(outcome.error.message, 'error');
                    },
                    () => undefined, // a failed request is shown by the global error display
                  );
                }}
              >
                Stoppen als coach
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE)}>
        Meer coachees
      </LoadMoreButton>
    </section>
  );
}
