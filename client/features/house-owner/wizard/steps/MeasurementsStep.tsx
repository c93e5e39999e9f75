import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MeasurementsStep_house$key } from '../../../../__generated__/MeasurementsStep_house.graphql';
import { IntegerField } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

/** afmetingen: living area, plot and volume (completion: all three; 0 counts, e.g. a flat without plot). */
export function MeasurementsStep({ house }: { house: MeasurementsStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment MeasurementsStep_house on House {
        livingM2
        plotM2
        volumeM3
      }
    `,
    house,
  );
  const saved = { livingM2: data.livingM2 ?? null, plotM2: data.plotM2 ?? null, volumeM3: data.volumeM3 ?? null };
  const [values, setValues] = useState(saved);
  return (
    <StepForm
      step="afmetingen"
      intro={<p>Hoe groot is je woning? Heeft je woning geen eigen grond, vul dan bij perceel 0 in.</p>}
      dirty={isDirty(values, saved)}
      fields={() => values}
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
    </StepForm>
  );
}
