import './wizard.css';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFieldErrorsOfThisForm } from '../forms/fieldErrors';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

export interface WizardStepFormProps<F> {
  /** The step's key (ids of the heading). */
  step: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The fields to save, or null when the step's own check failed (it shows its messages). */
  fields: () => F | null;
  /** Unchanged steps are not saved again. */
  dirty: boolean;
  /** Saves the fields; false when the server refused (the wizard shows its messages). */
  save: (fields: F) => Promise<boolean>;
  saving: boolean;
  /** Where 'Vorige' goes (null on the first step). */
  previousTo: string | null;
  /** Where 'Volgende' goes; on the last step (`last`) where finishing goes. */
  nextTo: string;
  last: boolean;
}

/**
 * One wizard step (the house wizard and the search-profile wizard): heading, the step's fields
 * and 'Vorige' / 'Volgende'. Both buttons save a changed step first and only move on when that
 * worked; server field errors show under the fields (spec §8 422). The last step says
 * 'Opslaan en afronden'.
 */
export function WizardStepForm<F>({
  step,
  title,
  intro,
  children,
  fields,
  dirty,
  save,
  saving,
  previousTo,
  nextTo,
  last,
}: WizardStepFormProps<F>) {
  useFieldErrorsOfThisForm();
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);

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
    void go(nextTo);
  };

  const busy = saving || moving;
  return (
    <form className="wizard-step" onSubmit={submit} noValidate aria-labelledby={`step-${step}-title`}>
      <h2 id={`step-${step}-title`} className="wizard-step__title">
        {title}
      </h2>
      {intro ? <div className="wizard-step__intro">{intro}</div> : null}
      <div className="wizard-step__body">{children}</div>
      <div className="wizard-step__nav">
        {previousTo ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void go(previousTo)}
          >
            <ChevronLeftIcon size={18} /> Vorige
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Opslaan…' : last ? 'Opslaan en afronden' : 'Volgende'}
          {!last && !busy ? <ChevronRightIcon size={18} /> : null}
        </button>
      </div>
    </form>
  );
}

/** Whether the fields to save differ from what is saved (JSON of both, keys in the same order). */
export function isDirty(current: object, saved: object): boolean {
  return JSON.stringify(current) !== JSON.stringify(saved);
}
