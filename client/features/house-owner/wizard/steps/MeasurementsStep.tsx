import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { HOUSE_ENERGY_LABELS } from '../../../../../server/domain/kernel/energy-labels';
import type { MeasurementsStep_house$key } from '../../../../__generated__/MeasurementsStep_house.graphql';
import { SelectField } from '../../../../components/forms/SelectField';
import { IntegerField } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

const ENERGY_LABEL_OPTIONS = [
  { value: '', label: 'Weet ik niet' },
  ...HOUSE_ENERGY_LABELS.map((label) => ({ value: label, label: `Label ${label}` })),
];

/**
 * afmetingen: living area, plot and volume (completion: all three; 0 counts, e.g. a flat without plot),
 * and the energy label (optional: searchers filter on it, lenders lend more for a good one).
 */
export function MeasurementsStep({ house }: { house: MeasurementsStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment MeasurementsStep_house on House {
        livingM2
        plotM2
        volumeM3
        energyLabel
      }
    `,
    house,
  );
  const saved = {
    livingM2: data.livingM2 ?? null,
    plotM2: data.plotM2 ?? null,
    volumeM3: data.volumeM3 ?? null,
    energyLabel: data.energyLabel ?? '',
  };
  const [values, setValues] = useState(saved);
  return (
    <StepForm
      step="afmetingen"
      intro={<p>Hoe groot is je woning? Heeft je woning geen eigen grond, vul dan bij perceel 0 in.</p>}
      dirty={isDirty(values, saved)}
      fields={() => ({ ...values, energyLabel: values.energyLabel || null })}
    >
      <div className="form-grid form-grid--3">
        <IntegerField
          label="Woonoppervlakte"
          field="livingM2"
          suffix="m²"
          value={values.livingM2}
          onChange={(livingM2) => setValues((v) => ({ ...v, livingM2 }))}
        />
        <IntegerField
          label="Perceeloppervlakte"
          field="plotM2"
          suffix="m²"
          value={values.plotM2}
          onChange={(plotM2) => setValues((v) => ({ ...v, plotM2 }))}
        />
        <IntegerField
          label="Inhoud"
          field="volumeM3"
          suffix="m³"
          value={values.volumeM3}
          onChange={(volumeM3) => setValues((v) => ({ ...v, volumeM3 }))}
        />
      </div>
      <div className="form-grid form-grid--3">
        <SelectField
          label="Energielabel"
          name="energyLabel"
          hint="Staat op je energielabel van EP-online."
          options={ENERGY_LABEL_OPTIONS}
          value={values.energyLabel}
          onChange={(e) => {
            const energyLabel = e.target.value;
            setValues((v) => ({ ...v, energyLabel }));
          }}
        />
      </div>
    </StepForm>
  );
}
