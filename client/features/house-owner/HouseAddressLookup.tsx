import { type ReactNode, useId } from 'react';
import { Alert } from '../../components/forms/Alert';
import { Field } from '../../components/forms/Field';
import { CheckIcon, PinIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { addressLines, type LookupAddress, SEVERAL_ADDRESSES_PROMPT, SEVERAL_ADDRESSES_TITLE } from './addressLookup';
import { useHouseAddressLookup } from './useHouseAddressLookup';
import './houseOwner.css';

interface HouseAddressLookupProps {
  /** Called with the found (or chosen) address, and with null whenever the input changes. */
  onAddress: (address: LookupAddress | null) => void;
  /** Mark empty fields as required (after a submit attempt). */
  showRequired?: boolean;
  /** Field errors of a save, keyed by the server's snake_case names. */
  fieldErrors?: Record<string, string | undefined>;
  autoFocus?: boolean;
  initial?: { postalCode?: string; streetNumber?: string; address?: LookupAddress | null };
}

/** The two inputs, by the server's field names (its error messages use them too). */
const INPUTS = [
  {
    key: 'postcode',
    name: 'postalCode',
    label: 'Postcode',
    missing: 'Vul een postcode in.',
    attributes: { autoComplete: 'postal-code', placeholder: '1234 AB', maxLength: 7 },
  },
  {
    key: 'number',
    name: 'streetNumber',
    label: 'Huisnummer',
    missing: 'Vul een huisnummer in.',
    attributes: { autoComplete: 'off', placeholder: '12A', maxLength: 12 },
  },
] as const;

/**
 * House address lookup (spec §2, §4, §5, §8): postcode and house number fields, the found address
 * under them, the 'Meerdere adressen gevonden' chooser and the spec's messages.
 */
export function HouseAddressLookup({
  onAddress,
  showRequired,
  fieldErrors,
  autoFocus,
  initial,
}: HouseAddressLookupProps) {
  const id = useId();
  const lookup = useHouseAddressLookup(onAddress, initial);
  const { state } = lookup;
  const invalid = state.status === 'invalid' ? state.fieldErrors : {};
  const values = { postalCode: lookup.postalCode, streetNumber: lookup.streetNumber };
  const setters = {
    postalCode: (value: string) => lookup.setPostalCode(value.toUpperCase()),
    streetNumber: lookup.setStreetNumber,
  };

  return (
    <div className="address-lookup">
      <div className="address-lookup__fields">
        {INPUTS.map((input, index) => {
          const value = values[input.name];
          const error =
            invalid[input.name] ??
            fieldErrors?.[input.name] ??
            (showRequired && !value.trim() ? input.missing : undefined);
          return (
            <Field key={input.name} id={`${id}-${input.key}`} label={input.label} error={error}>
              {(control) => (
                <input
                  {...control}
                  {...input.attributes}
                  className="input"
                  name={input.name}
                  required
                  // biome-ignore lint/a11y/noAutofocus: the first field of a one-purpose page.
                  autoFocus={index === 0 && autoFocus}
                  value={value}
                  onChange={(event) => setters[input.name](event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>

      <div className="address-lookup__result" aria-live="polite">
        {state.status === 'searching' ? (
          <p className="address-lookup__searching">
            <span className="spinner spinner--small" aria-hidden="true" /> Adres zoeken…
          </p>
        ) : null}
        {state.status === 'found' ? <AddressCard address={state.address} /> : null}
        {state.status === 'several' && !state.chooserOpen ? (
          <Alert
            kind="info"
            title={SEVERAL_ADDRESSES_TITLE}
            actions={
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => lookup.setChooserOpen(true)}
              >
                Kies je adres
              </button>
            }
          >
            Op dit huisnummer staan {state.addresses.length} adressen.
          </Alert>
        ) : null}
        {state.status === 'notFound' || state.status === 'failed' ? <Alert kind="error">{state.message}</Alert> : null}
      </div>

      {state.status === 'several' && state.chooserOpen ? (
        <Modal
          name="modal-several-addresses"
          title={SEVERAL_ADDRESSES_TITLE}
          onClose={() => lookup.setChooserOpen(false)}
          footer={
            <button type="button" className="button button--secondary" onClick={() => lookup.setChooserOpen(false)}>
              Annuleren
            </button>
          }
        >
          <p>{SEVERAL_ADDRESSES_PROMPT}</p>
          <ul className="address-choices">
            {state.addresses.map((address) => (
              <li key={address.id}>
                <button type="button" className="address-choice" onClick={() => lookup.choose(address.id)}>
                  <PinIcon size={18} />
                  <span>{address.weergavenaam}</span>
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </div>
  );
}

/** The found address: street and number, postcode and place. */
export function AddressCard({ address, action }: { address: LookupAddress; action?: ReactNode }) {
  const [line1, line2] = addressLines(address);
  return (
    <div className="address-card" data-testid="found-address">
      <span className="address-card__icon" aria-hidden="true">
        <CheckIcon size={18} />
      </span>
      <div className="address-card__text">
        <strong>{line1}</strong>
        <span>{line2}</span>
      </div>
      {action ? <div className="address-card__action">{action}</div> : null}
    </div>
  );
}
