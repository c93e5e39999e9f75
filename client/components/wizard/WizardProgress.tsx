import './wizard.css';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { CheckIcon } from '../icons';

export interface WizardProgressStep {
  key: string;
  label: string;
  done: boolean;
  to: string;
}

/**
 * A wizard's progress list: every step, done or not, with 'x van y onderdelen klaar'. A column
 * beside the step on wide screens, a row that scrolls sideways on phones.
 */
export function WizardProgress({
  label,
  steps,
  current,
}: {
  label: string;
  steps: readonly WizardProgressStep[];
  current: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const done = steps.filter((s) => s.done).length;

  // On a phone the list scrolls sideways: keep the current step in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the step (and so the current link) changes.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
  }, [current]);

  return (
    <nav className="wizard-progress" aria-label={label}>
      <p className="wizard-progress__summary">
        <strong>
          {done} van {steps.length}
        </strong>{' '}
        onderdelen klaar
      </p>
      <div className="wizard-progress__bar" aria-hidden="true">
        <span style={{ width: `${Math.round((done / steps.length) * 100)}%` }} />
      </div>
      <ol className="wizard-progress__list" ref={listRef}>
        {steps.map((step, index) => (
          <li key={step.key}>
            <NavLink
              to={step.to}
              className={`wizard-progress__link${step.done ? ' wizard-progress__link--done' : ''}${step.key === current ? ' wizard-progress__link--current' : ''}`}
              aria-current={step.key === current ? 'step' : undefined}
            >
              <span className="wizard-progress__mark" aria-hidden="true">
                {step.done ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className="wizard-progress__label">{step.label}</span>
              <span className="visually-hidden">{step.done ? ' (klaar)' : ' (nog niet klaar)'}</span>
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
