import { Field } from '../../components/forms/Field';
import { formatDate } from '../../format';
import { dutchToday } from './labels';

export interface Slot {
  date: string;
  time: string;
}

/** 'Datum' and 'Tijd' with the browser's date and time pickers (Dutch labels; days from today). */
export function SlotFields({ slot, onChange }: { slot: Slot; onChange: (slot: Slot) => void }) {
  return (
    <div className="deal-slot">
      <Field
        label="Datum"
        errorField="date"
        // The picker speaks the browser's language; the chosen day is repeated in Dutch.
        hint={/^\d{4}-\d{2}-\d{2}$/.test(slot.date) ? formatDate(`${slot.date}T12:00:00`) : undefined}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            lang="nl"
            name="date"
            min={dutchToday()}
            required
            value={slot.date}
            onChange={(e) => onChange({ ...slot, date: e.target.value })}
          />
        )}
      </Field>
      <Field label="Tijd" errorField="time">
        {(control) => (
          <input
            {...control}
            className="input"
            type="time"
            lang="nl"
            name="time"
            step={900}
            required
            value={slot.time}
            onChange={(e) => onChange({ ...slot, time: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
