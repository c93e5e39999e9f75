import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConfirmStep_house$key } from '../../../../__generated__/ConfirmStep_house.graphql';
import { useFieldError } from '../../../../components/forms/fieldErrors';
import { FieldMessage } from '../../../../components/forms/TextField';
import { CheckIcon } from '../../../../components/icons';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { PRODUCT_NAME } from '../../../../config';
import { StepForm } from '../StepForm';

/** bevestigen: the seller confirms owning the house at this address (completion: confirmation). */
export function ConfirmStep({ house }: { house: ConfirmStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment ConfirmStep_house on House {
        isOwner
        street
        streetNumber
        postalCode
        city
      }
    `,
    house,
  );
  const [isOwner, setIsOwner] = useState(data.isOwner);
  const error = useFieldError('isOwner');
  return (
    <StepForm
      step="bevestigen"
      intro={<p>Alleen de eigenaar kan een woning op {PRODUCT_NAME} zetten. Klopt het adres, en is het jouw woning?</p>}
      dirty={isDirty({ isOwner }, { isOwner: data.isOwner })}
      fields={() => ({ isOwner })}
    >
      <div className="address-card">
        <span className="address-card__icon" aria-hidden="true">
          <CheckIcon size={18} />
        </span>
        <div className="address-card__text">
          <strong>
            {data.street} {data.streetNumber}
          </strong>
          <span>
            {data.postalCode} {data.city}
          </span>
        </div>
      </div>
      <label className={`check-row${error ? ' field--invalid' : ''}`}>
        <input type="checkbox" name="isOwner" checked={isOwner} onChange={(e) => setIsOwner(e.target.checked)} />
        <span>Ik ben de eigenaar van deze woning</span>
      </label>
      {error ? <FieldMessage>{error}</FieldMessage> : null}
    </StepForm>
  );
}
