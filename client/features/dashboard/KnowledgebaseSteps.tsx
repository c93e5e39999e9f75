import { graphql, useFragment } from 'react-relay';
import type { KnowledgebaseSteps_steps$key } from '../../__generated__/KnowledgebaseSteps_steps.graphql';
import { CheckIcon } from '../../components/icons';

/** The knowledgebase steps (GET /api/knowledgebase_steps): what to do on the way to a new home. */
export function KnowledgebaseSteps({ steps }: { steps: KnowledgebaseSteps_steps$key }) {
  const data = useFragment(
    graphql`
      fragment KnowledgebaseSteps_steps on KnowledgebaseStep @relay(plural: true) {
        id
        title
        body
        url
        completed
      }
    `,
    steps,
  );
  if (data.length === 0) return null;
  return (
    <section className="dashboard-card card" aria-labelledby="knowledgebase-title">
      <div className="dashboard-card__header">
        <h2 id="knowledgebase-title">Stap voor stap naar je nieuwe huis</h2>
      </div>
      <ol className="kb-steps">
        {data.map((step, i) => (
          <li key={step.id} className={`kb-step${step.completed ? ' kb-step--done' : ''}`}>
            <span className="kb-step__number" aria-hidden="true">
              {step.completed ? <CheckIcon size={16} /> : i + 1}
            </span>
            <div>
              <h3 className="kb-step__title">
                {step.title}
                {step.completed ? <span className="visually-hidden"> (gedaan)</span> : null}
              </h3>
              <p className="kb-step__body">{step.body}</p>
              {step.url ? (
                <a
                  className="kb-step__link"
                  href={step.url}
                  target={step.url.startsWith('/') ? undefined : '_blank'}
                  rel="noopener"
                >
                  Lees meer
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
