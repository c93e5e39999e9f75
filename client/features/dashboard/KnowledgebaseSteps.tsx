import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { KnowledgebaseSteps_steps$key } from '../../__generated__/KnowledgebaseSteps_steps.graphql';
import { CheckIcon } from '../../components/icons';
import { showMessage } from '../../errors/errorStore';
import { useSetKnowledgebaseStepDoneMutation } from './mutations/useSetKnowledgebaseStepDoneMutation';

/**
 * The knowledgebase steps (GET /api/knowledgebase_steps): what to do on the way to a new home.
 * Each step has a 'Gedaan' checkbox (the dashboard is for logged-in users only); the check shows
 * at once and goes back when the server refuses.
 */
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
  const [setDone] = useSetKnowledgebaseStepDoneMutation();
  // One request per step at a time: a second click while one is on its way is ignored.
  const pending = useRef(new Set<string>());
  if (data.length === 0) return null;

  const toggle = async (stepId: string, done: boolean) => {
    if (pending.current.has(stepId)) return;
    pending.current.add(stepId);
    try {
      const result = await setDone(stepId, done);
      if (!result.ok) showMessage(result.error.message || 'Dat is niet gelukt.', 'error');
    } catch {
      // reverted by Relay; the global error display says what went wrong
    } finally {
      pending.current.delete(stepId);
    }
  };

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
            <div className="kb-step__text">
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
            <label className="button button--secondary button--small kb-step__done">
              <input
                type="checkbox"
                checked={step.completed}
                onChange={(e) => toggle(step.id, e.currentTarget.checked)}
              />
              Gedaan<span className="visually-hidden"> ({step.title})</span>
            </label>
          </li>
        ))}
      </ol>
    </section>
  );
}
