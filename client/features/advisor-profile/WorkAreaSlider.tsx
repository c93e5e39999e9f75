import { Field } from '../../components/forms/Field';
import { MAX_RANGE_KM, MIN_RANGE_KM } from './advisorProfileForm';

/**
 * The work-area selector (spec §2, §9): a slider of whole kilometres, 1–15, around the office.
 * The form sends it in metres (`range`); the server's message for `range` shows under it.
 */
export function WorkAreaSlider({ km, onChange }: { km: number; onChange: (km: number) => void }) {
  return (
    <Field label="Werkgebied" errorField="range" hint={`Je helpt klanten tot ${km} km rond je kantoor.`}>
      {(control) => (
        <div className="work-area">
          <input
            {...control}
            type="range"
            className="work-area__slider"
            name="range"
            min={MIN_RANGE_KM}
            max={MAX_RANGE_KM}
            step={1}
            value={km}
            aria-valuetext={`${km} km`}
            onChange={(event) => onChange(Number(event.target.value))}
          />
          <output className="work-area__value" htmlFor={control.id} data-testid="work-area-km">
            {km} km
          </output>
        </div>
      )}
    </Field>
  );
}
