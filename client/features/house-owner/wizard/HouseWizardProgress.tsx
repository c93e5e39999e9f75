import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { HouseWizardProgress_house$key } from '../../../__generated__/HouseWizardProgress_house.graphql';
import { CheckIcon } from '../../../components/icons';
import { readHouseCompletion } from '../houseCompletion';
import { ownerPaths } from '../ownerPaths';
import { HOUSE_STEPS, type HouseStep, isStepDone } from '../sections';

/**
 * The wizard's progress list: every step, done or not (from house.completion; verhuistermijn when a
 * term is chosen). A column beside the step on wide screens, a row that scrolls sideways on phones.
 */
export function HouseWizardProgress({ house, current }: { house: HouseWizardProgress_house$key; current: HouseStep }) {
  const data = useFragment(
    graphql`
      fragment HouseWizardProgress_house on House {
        slug
        ...houseCompletion_house
      }
    `,
    house,
  );
  const listRef = useRef<HTMLOListElement>(null);
  const { completion, movingMonths } = readHouseCompletion(data);
  const done = HOUSE_STEPS.filter((s) => isStepDone(s, completion, movingMonths)).length;

  // On a phone the list scrolls sideways: keep the current step in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the step (and so the current link) changes.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
  }, [current]);

  return (
    <nav className="wizard-progress" aria-label="Onderdelen van je woning">
      <p className="wizard-progress__summary">
        <strong>
          {done} van {HOUSE_STEPS.length}
        </strong>{' '}
        onderdelen klaar
      </p>
      <div className="wizard-progress__bar" aria-hidden="true">
        <span style={{ width: `${Math.round((done / HOUSE_STEPS.length) * 100)}%` }} />
      </div>
      <ol className="wizard-progress__list" ref={listRef}>
        {HOUSE_STEPS.map((step, index) => {
          const isDone = isStepDone(step, completion, movingMonths);
          return (
            <li key={step.step}>
              <NavLink
                to={ownerPaths.edit(data.slug, step.step)}
                className={`wizard-progress__link${isDone ? ' wizard-progress__link--done' : ''}${step.step === current ? ' wizard-progress__link--current' : ''}`}
                aria-current={step.step === current ? 'step' : undefined}
              >
                <span className="wizard-progress__mark" aria-hidden="true">
                  {isDone ? <CheckIcon size={14} /> : index + 1}
                </span>
                <span className="wizard-progress__label">{step.label}</span>
                <span className="visually-hidden">{isDone ? ' (klaar)' : ' (nog niet klaar)'}</span>
              </NavLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
