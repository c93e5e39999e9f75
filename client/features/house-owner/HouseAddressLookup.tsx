import { type ReactNode, useId } from 'react';
import { Alert } from '../../components/forms/Alert';
import { FieldMessage } from '../../components/forms/TextField';
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
  const postcodeError =
    invalid.postal_code ??
    fieldErrors?.postal_code ??
    (showRequired && !lookup.postalCode.trim() ? 'Vul een postcode in.' : undefined);
  const numberError =
    invalid.street_number ??
    fieldErrors?.street_number ??
    (showRequired && !lookup.streetNumber.trim() ? 'Vul een huisnummer in.' : undefined);

  return (
    <div className="address-lookup">
      <div className="address-lookup__fields">
        <div className={`field${postcodeError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-postcode`}>
            Postcode
          </label>
          <input
            id={`${id}-postcode`}
            className="input"
            name="postal_code"
            autoComplete="postal-code"
            placeholder="1234 AB"
            maxLength={7}
            required
            // biome-ignore lint/a11y/noAutofocus: the first field of a one-purpose page.
            autoFocus={autoFocus}
            value={lookup.postalCode}
            aria-invalid={postcodeError ? true : undefined}
            aria-describedby={postcodeError ? `${id}-postcode-error` : undefined}
            onChange={(event) => lookup.setPostalCode(event.target.value.toUpperCase())}
          />
          {postcodeError ? <FieldMessage id={`${id}-postcode-error`}>{postcodeError}</FieldMessage> : null}
        </div>
        <div className={`field${numberError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-number`}>
            Huisnummer
          </label>
          <input
            id={`${id}-number`}
            className="input"
            name="street_number"
            autoComplete="off"
            placeholder="12A"
            maxLength={12}
            required
            value={lookup.streetNumber}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? `${id}-number-error` : undefined}
            onChange={(event) => lookup.setStreetNumber(event.target.value)}
          />
          {numberError ? <FieldMessage id={`${id}-number-error`}>{numberError}</FieldMessage> : null}
        </div>
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
