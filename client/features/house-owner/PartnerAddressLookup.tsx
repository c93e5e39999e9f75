import { useState } from 'react';
import { FieldMessage } from '../../components/forms/TextField';
import { type LookupAddress, PARTNER_ADDRESS_INVALID_TEXT } from './addressLookup';
import { AddressCard, HouseAddressLookup } from './HouseAddressLookup';

interface PartnerAddressLookupProps {
  value: LookupAddress | null;
  onChange: (address: LookupAddress | null) => void;
  /** Show 'Vul een geldig adres in.' when no valid address is chosen (after a submit attempt). */
  showError?: boolean;
}

/**
 * Partner address lookup (spec §2, §5): the chosen address with a 'Wijzigen' button; without one,
 * the postcode + house number lookup. Without a valid address: 'Vul een geldig adres in.'
 */
export function PartnerAddressLookup({ value, onChange, showError }: PartnerAddressLookupProps) {
  const [editing, setEditing] = useState(value == null);
  if (value && !editing) {
    return (
      <div className="partner-address">
        <AddressCard
          address={value}
          action={
            <button type="button" className="button button--small button--secondary" onClick={() => setEditing(true)}>
              Wijzigen
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div className={`partner-address${showError && !value ? ' field--invalid' : ''}`}>
      <HouseAddressLookup
        onAddress={(address) => {
          onChange(address);
          if (address) setEditing(false);
        }}
      />
      {showError && !value ? <FieldMessage>{PARTNER_ADDRESS_INVALID_TEXT}</FieldMessage> : null}
    </div>
  );
}
