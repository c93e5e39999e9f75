import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFieldErrorsOfThisForm } from '../../../components/forms/fieldErrors';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import type { UpdateHouseFields } from '../mutations/useUpdateHouseMutation';
import { ownerPaths } from '../ownerPaths';
import { type HouseStep, neighbours, stepDefinition } from '../sections';
import { useWizard } from './wizardContext';

interface StepFormProps {
  step: HouseStep;
  intro?: ReactNode;
  children: ReactNode;
  /** The fields to save, or null when the step's own check failed (it shows its messages). */
  fields: () => UpdateHouseFields | null;
  /** Unchanged steps are not saved again. */
  dirty: boolean;
}

/**
 * One wizard step: heading, the step's fields and 'Vorige' / 'Volgende'. Both buttons save a
 * changed step first (updateHouse) and only move on when that worked; server field errors show
 * under the fields (spec §8 422). The last step ends on the owner's view of the house.
 */
export function StepForm({ step, intro, children, fields, dirty }: StepFormProps) {
  useFieldErrorsOfThisForm();
  const { slug, save, saving } = useWizard();
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const { previous, next } = neighbours(step);
  const definition = stepDefinition(step);

  const go = async (target: string) => {
    if (saving || moving) return;
    if (dirty) {
      const toSave = fields();
      if (!toSave) return;
      setMoving(true);
      const ok = await save(toSave).finally(() => setMoving(false));
      if (!ok) return;
    }
    navigate(target);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void go(next ? ownerPaths.edit(slug, next) : ownerPaths.view(slug));
  };

  const busy = saving || moving;
  return (
    <form className="wizard-step" onSubmit={submit} noValidate aria-labelledby={`step-${step}-title`}>
      <h2 id={`step-${step}-title`} className="wizard-step__title">
        {definition.title}
      </h2>
      {intro ? <div className="wizard-step__intro">{intro}</div> : null}
      <div className="wizard-step__body">{children}</div>
      <div className="wizard-step__nav">
        {previous ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void go(ownerPaths.edit(slug, previous))}
          >
            <ChevronLeftIcon size={18} /> Vorige
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Opslaan…' : next ? 'Volgende' : 'Opslaan en afronden'}
          {next && !busy ? <ChevronRightIcon size={18} /> : null}
        </button>
      </div>
    </form>
  );
}
