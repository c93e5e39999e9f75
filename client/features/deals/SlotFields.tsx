import { SelectField } from '../../components/forms/SelectField';
import { formatDate } from '../../format';
import { VIEWING_TIMES, viewingDays } from './labels';

export interface Slot {
  date: string;
  time: string;
}

/**
 * 'Datum' and 'Tijd' as Dutch choices, not the browser's date and time inputs: those speak the
 * browser's language ('mm/dd/yyyy', 'Value must be …' in an English browser). What is missing or
 * wrong comes back from the server, in Dutch, under each field at once.
 */
export function SlotFields({ slot, onChange }: { slot: Slot; onChange: (slot: Slot) => void }) {
  const days = viewingDays();
  // A slot proposed earlier may lie outside the offered choices: keep it choosable.
  const dayOptions =
    slot.date && !days.some((d) => d.value === slot.date)
      ? [{ value: slot.date, label: formatDate(`${slot.date}T12:00:00`) }, ...days]
      : days;
  const timeOptions =
    slot.time && !VIEWING_TIMES.some((t) => t.value === slot.time)
      ? [{ value: slot.time, label: slot.time }, ...VIEWING_TIMES]
      : VIEWING_TIMES;
  return (
    <div className="deal-slot">
      <SelectField
        label="Datum"
        name="date"
        placeholder="Kies een dag"
        options={dayOptions}
        value={slot.date}
        onChange={(e) => onChange({ ...slot, date: e.target.value })}
      />
      <SelectField
        label="Tijd"
        name="time"
        placeholder="Kies een tijd"
        options={timeOptions}
        value={slot.time}
        onChange={(e) => onChange({ ...slot, time: e.target.value })}
      />
    </div>
  );
}
