import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/forms/Alert';
import { ChevronLeftIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';
import { failureDetail } from '../../relay/mutations';
import { DashboardNav } from '../dashboard/DashboardNav';
import type { LookupAddress } from './addressLookup';
import { HouseAddressLookup } from './HouseAddressLookup';
import { type AddedHouse, useAddHouseMutation } from './mutations/useAddHouseMutation';
import { ownerPaths } from './ownerPaths';
import './houseOwner.css';

/** /mijn-huiskans/woningen/toevoegen: the address of a new house, then on to the wizard. */
export function AddHousePage() {
  useDocumentTitle('Woning toevoegen');
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page owner-narrow">
        <Link to={paths.dashboard()} className="back-link">
          <ChevronLeftIcon size={16} /> Terug naar Mijn {PRODUCT_NAME}
        </Link>
        <div className="card owner-card">
          <h1>Woning toevoegen</h1>
          <p className="muted">
            Vul de postcode en het huisnummer van je woning in. We zoeken het adres voor je op; daarna vul je stap voor
            stap de rest in.
          </p>
          <AddHouseForm
            submitLabel="Woning toevoegen"
            onAdded={(house, navigate) => navigate(ownerPaths.edit(house.slug, 'bevestigen'))}
          />
        </div>
      </div>
    </>
  );
}

interface AddHouseFormProps {
  submitLabel: string;
  /** The created house and the chosen address (the house's own address line hides the number from a visitor). */
  onAdded: (house: AddedHouse, navigate: ReturnType<typeof useNavigate>, address: LookupAddress) => void;
}

/** The address lookup plus the button that creates the house (addHouse with the chosen address). */
export function AddHouseForm({ submitLabel, onAdded }: AddHouseFormProps) {
  const navigate = useNavigate();
  const [address, setAddress] = useState<LookupAddress | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [addHouse, busy] = useAddHouseMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!address || busy) return;
    setError(null);
    setFieldErrors({});
    try {
      const result = await addHouse({ ngrAddressId: address.id });
      if (result.ok) {
        onAdded(result.data, navigate, address);
        return;
      }
      if (result.error.kind === 'input') {
        const first: Record<string, string> = {};
        for (const [field, messages] of Object.entries(result.error.fieldErrors))
          if (messages[0]) first[field] = messages[0];
        setFieldErrors(first);
        const other = first.ngrAddressId ?? (first.postalCode || first.streetNumber ? undefined : result.error.message);
        if (other) setError({ text: other });
      } else setError({ text: result.error.message });
    } catch (failure) {
      setError({
        text: 'Het toevoegen van je woning is niet gelukt. Probeer het later opnieuw.',
        detail: failureDetail(failure),
      });
    }
  };

  return (
    <form className="owner-form" onSubmit={submit} noValidate aria-label="Adres van je woning">
      <HouseAddressLookup
        autoFocus
        showRequired={attempted}
        fieldErrors={fieldErrors}
        onAddress={(found) => {
          setAddress(found);
          setError(null);
          setFieldErrors({});
        }}
      />
      {error ? (
        <Alert kind="error" detail={error.detail}>
          {error.text}
        </Alert>
      ) : null}
      <div className="owner-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
