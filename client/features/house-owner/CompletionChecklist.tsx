import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CompletionChecklist_house$key } from '../../__generated__/CompletionChecklist_house.graphql';
import { CheckIcon } from '../../components/icons';
import { readHouseCompletion } from './houseCompletion';
import { ownerPaths } from './ownerPaths';
import { COMPLETION_CHECKLIST, completionCount } from './sections';

/** The completion checklist of spec §5, each item with a link to its wizard step. */
export function CompletionChecklist({ house }: { house: CompletionChecklist_house$key }) {
  const data = useFragment(
    graphql`
      fragment CompletionChecklist_house on House {
        slug
        ...houseCompletion_house
      }
    `,
    house,
  );
  const { completion } = readHouseCompletion(data);
  const { done, total } = completionCount(completion);
  return (
    <section className="card owner-card" aria-labelledby="completion-title">
      <div className="owner-card__header">
        <h2 id="completion-title">Compleetheid</h2>
        <span className={`badge${completion.complete ? '' : ' badge--status'}`} data-testid="completion-count">
          {completion.complete ? 'Compleet' : `${done} van ${total} klaar`}
        </span>
      </div>
      <ul className="task-list checklist">
        {COMPLETION_CHECKLIST.map((item) => {
          const isDone = completion[item.key];
          return (
            <li key={item.key} className={`task${isDone ? ' task--done' : ''}`}>
              <span className="task__status" aria-hidden="true">
                {isDone ? <CheckIcon size={16} /> : null}
              </span>
              <span className="task__title">
                {item.label}
                <span className="visually-hidden">{isDone ? ' (klaar)' : ' (nog te doen)'}</span>
              </span>
              {item.step ? (
                <Link
                  to={ownerPaths.edit(data.slug, item.step)}
                  className="button button--small button--ghost"
                  aria-label={`${item.label} ${isDone ? 'wijzigen' : 'aanvullen'}`}
                >
                  {isDone ? 'Wijzigen' : 'Aanvullen'}
                </Link>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
