import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  HOUSE_STATUSES,
  isOfferComplete,
  priceRequired,
  STATUS_REASONS,
} from '../../../../../server/domain/houses/statuses';
import type { OfferStep_house$key } from '../../../../__generated__/OfferStep_house.graphql';
import type { HouseStatusKey, HouseStatusReason } from '../../../../__generated__/useUpdateHouseMutation.graphql';
import { ChoiceList, IntegerField } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { enumValue, type PriceMode, priceInput, priceModeOf } from '../../offer';
import { StepForm } from '../StepForm';

const STATUS_HINTS: Record<string, string> = {
  selling: 'Je woning staat te koop.',
  open_for_offers: 'Je verkoopt niet actief, maar staat open voor een goed bod.',
  sold_under_reservation: 'Er is een koper; de verkoop is nog niet rond.',
  sold: 'Je woning is verkocht.',
  not_for_sale: 'Je woning staat nu niet te koop.',
};

interface OfferValues {
  status: string;
  reason: string | null;
  mode: PriceMode;
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

/**
 * aanbod (spec §4): the status with its Dutch label; open_for_offers asks why; a price or a range
 * (min + max). Selling, sold under reservation and sold need no price for the offer to be complete.
 */
export function OfferStep({ house }: { house: OfferStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment OfferStep_house on House {
        houseStatus
        statusReason
        price
        minPrice
        maxPrice
      }
    `,
    house,
  );
  const saved: OfferValues = {
    status: data.houseStatus,
    reason: data.statusReason ?? null,
    mode: priceModeOf(data),
    price: data.price ?? null,
    minPrice: data.minPrice ?? null,
    maxPrice: data.maxPrice ?? null,
  };
  const [values, setValues] = useState<OfferValues>(saved);
  const [errors, setErrors] = useState<{ reason?: string; maxPrice?: string }>({});
  const set = (patch: Partial<OfferValues>) => {
    setErrors({});
    setValues((v) => ({ ...v, ...patch }));
  };
  const toFields = (v: OfferValues) => ({
    houseStatus: enumValue<HouseStatusKey>(v.status),
    ...(v.status === 'open_for_offers' && v.reason ? { statusReason: enumValue<HouseStatusReason>(v.reason) } : {}),
    ...priceInput(v.mode, v),
  });
  const needsPrice = priceRequired(values.status);
  const complete = isOfferComplete({ ...values, houseStatus: values.status });

  return (
    <StepForm
      step="aanbod"
      intro={<p>Hoe staat je woning erbij, en voor welke prijs?</p>}
      dirty={isDirty(toFields(values), toFields(saved))}
      fields={() => {
        const problems: typeof errors = {};
        if (values.status === 'open_for_offers' && !values.reason)
          problems.reason = 'Kies wanneer je openstaat voor een bod.';
        if (
          values.mode === 'range' &&
          values.minPrice != null &&
          values.maxPrice != null &&
          values.minPrice > values.maxPrice
        )
          problems.maxPrice = 'De maximumprijs mag niet lager zijn dan de minimumprijs.';
        setErrors(problems);
        return Object.keys(problems).length > 0 ? null : toFields(values);
      }}
    >
      <ChoiceList
        legend="Status van je woning"
        name="houseStatus"
        field="houseStatus"
        options={HOUSE_STATUSES.map((s) => ({
          value: s.key as string,
          label: s.label,
          description: STATUS_HINTS[s.key],
        }))}
        value={values.status}
        onChange={(status) => set({ status })}
      />
      {values.status === 'open_for_offers' ? (
        <ChoiceList
          legend="Wanneer sta je open voor een bod?"
          name="statusReason"
          field="statusReason"
          options={STATUS_REASONS.map((r) => ({ value: r.key as string, label: r.label }))}
          value={values.reason}
          error={errors.reason}
          onChange={(reason) => set({ reason })}
        />
      ) : null}

      <fieldset className="price-fields">
        <legend className="owner-choice-list__legend">Prijs</legend>
        <div className="segmented" role="radiogroup" aria-label="Soort prijs">
          {(
            [
              ['price', 'Vraagprijs'],
              ['range', 'Prijsindicatie'],
            ] as const
          ).map(([mode, label]) => (
            <label
              key={mode}
              className={`segmented__option${values.mode === mode ? ' segmented__option--selected' : ''}`}
            >
              <input type="radio" name="price_mode" checked={values.mode === mode} onChange={() => set({ mode })} />
              {label}
            </label>
          ))}
        </div>
        {values.mode === 'price' ? (
          <IntegerField
            label="Vraagprijs"
            field="price"
            prefix="€"
            placeholder="Bijvoorbeeld 425000"
            value={values.price}
            onChange={(price) => set({ price })}
          />
        ) : (
          <div className="form-grid form-grid--2">
            <IntegerField
              label="Minimumprijs"
              field="minPrice"
              prefix="€"
              value={values.minPrice}
              onChange={(minPrice) => set({ minPrice })}
            />
            <IntegerField
              label="Maximumprijs"
              field="maxPrice"
              prefix="€"
              value={values.maxPrice}
              error={errors.maxPrice}
              onChange={(maxPrice) => set({ maxPrice })}
            />
          </div>
        )}
        <p className="field__hint price-fields__hint">
          {needsPrice
            ? complete
              ? 'Je aanbod is compleet.'
              : 'Vul een vraagprijs in, of zowel een minimum- als een maximumprijs, om je aanbod compleet te maken.'
            : 'Bij deze status is een prijs niet verplicht.'}
        </p>
      </fieldset>
    </StepForm>
  );
}
