import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import type { StatusUpdate_viewer$key } from '../../__generated__/StatusUpdate_viewer.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CheckIcon } from '../../components/icons';
import { formatPriceRange } from '../../format';
import { MOVING_MONTHS_OPTIONS } from '../../format/movingMonths';
import { paths } from '../../paths';
import type { MutationOutcome } from '../../relay/mutations';
import { DeleteHouseButton } from '../house-owner/DeleteHouseButton';
import { ownerPaths } from '../house-owner/ownerPaths';
import { asksAbout, isUpdated, itemUpdated, lastConfirmedLabel, movingWishButton } from './checkinRules';
import {
  useConfirmHouseStatus,
  useConfirmProfileStatus,
  useConfirmSearchProfile,
  useDeleteSearchProfile,
} from './mutations/useCheckinMutations';
import './checkins.css';

// The status-update screen (spec §2 "Status-update screen (also a modal)"): the moving wish, the
// search profiles and the houses, each confirmed with 'Klopt!' or changed; 'Bedankt! Alles is
// up-to-date.' once all of them are updated. The modal and /mijn-huiskans/status-bijwerken share it.

const fragment = graphql`
  fragment StatusUpdate_viewer on User {
    id
    firstName
    movingMonths
    movingWishConfirmedAt
    searchProfiles(first: 20) {
      edges {
        node {
          id
          slug
          query
          range
          priceMin
          priceMax
          confirmedAt
          needsCheckin
        }
      }
    }
    houses(first: 20) {
      edges {
        node {
          id
          slug
          formattedAddressLine
          submitted
          currentHouseStatus {
            label
          }
          statusConfirmedAt
          statusNeedsCheckin
          soldReported
          statusUnknown
        }
      }
    }
  }
`;

interface StatusUpdateProps {
  viewer: StatusUpdate_viewer$key;
  /** 'due': what is due or was confirmed today (the modal); 'all': everything (the screen). */
  show: 'due' | 'all';
}

export function StatusUpdate({ viewer: key, show }: StatusUpdateProps) {
  const viewer = useFragment(fragment, key);
  const profiles = (viewer.searchProfiles?.edges ?? [])
    .flatMap((e) => (e?.node ? [e.node] : []))
    .filter((p) => show === 'all' || asksAbout({ due: p.needsCheckin, confirmedAt: p.confirmedAt }));
  const houses = (viewer.houses.edges ?? [])
    .flatMap((e) => (e?.node?.submitted ? [e.node] : []))
    .filter((h) => show === 'all' || asksAbout({ due: h.statusNeedsCheckin, confirmedAt: h.statusConfirmedAt }));
  const allUpdated =
    isUpdated(viewer.movingWishConfirmedAt) &&
    profiles.every((p) => itemUpdated({ due: p.needsCheckin, confirmedAt: p.confirmedAt })) &&
    houses.every((h) => itemUpdated({ due: h.statusNeedsCheckin, confirmedAt: h.statusConfirmedAt }));

  return (
    <div className="status-update">
      <p className="status-update__greeting">
        <strong>{viewer.firstName}, welkom terug!</strong> Kloppen deze gegevens nog?
      </p>
      <MovingWish saved={viewer.movingMonths} confirmedAt={viewer.movingWishConfirmedAt} />
      {profiles.length > 0 ? (
        <section className="status-update__section" aria-labelledby="status-update-profiles">
          <h3 id="status-update-profiles">{profiles.length === 1 ? 'Je zoekprofiel' : 'Je zoekprofielen'}</h3>
          <ul className="status-update__items">
            {profiles.map((p) => (
              <SearchProfileItem key={p.id} profile={p} />
            ))}
          </ul>
        </section>
      ) : null}
      {houses.length > 0 ? (
        <section className="status-update__section" aria-labelledby="status-update-houses">
          <h3 id="status-update-houses">{houses.length === 1 ? 'Je woning' : 'Je woningen'}</h3>
          <ul className="status-update__items">
            {houses.map((h) => (
              <HouseItem key={h.id} house={h} />
            ))}
          </ul>
        </section>
      ) : null}
      {allUpdated ? (
        <p className="status-update__done" role="status">
          <CheckIcon size={18} /> Bedankt! Alles is up-to-date.
        </p>
      ) : null}
    </div>
  );
}

/** Runs a confirmation, keeping its refusal (a typed error) to show beside the buttons. */
function useAction() {
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<MutationOutcome<null>>) => {
    setProblem(null);
    try {
      const outcome = await action();
      if (!outcome.ok) setProblem(outcome.error.message);
    } catch {
      // a failed request: shown by the global error display
    }
  };
  return [problem, run] as const;
}

function Updated({ updated }: { updated: boolean }) {
  return updated ? (
    <span className="status-update__updated">
      <CheckIcon size={16} /> Bijgewerkt
    </span>
  ) : null;
}

function MovingWish({
  saved,
  confirmedAt,
}: {
  saved: number | null | undefined;
  confirmedAt: string | null | undefined;
}) {
  const [chosen, setChosen] = useState<number | null>(saved ?? null);
  const [confirm, saving] = useConfirmProfileStatus();
  const [problem, run] = useAction();
  const button = movingWishButton({ saving, confirmedAt, saved, chosen });
  return (
    <section className="status-update__section" aria-labelledby="status-update-moving">
      <h3 id="status-update-moving">Je verhuiswens</h3>
      <div className="status-update__item status-update__moving">
        <label className="status-update__moving-label">
          <span>Wanneer wil je verhuizen?</span>
          <select
            className="select"
            name="moving_months"
            value={chosen ?? ''}
            onChange={(e) => setChosen(e.target.value === '' ? null : Number(e.target.value))}
          >
            {chosen === null ? <option value="">Kies …</option> : null}
            {MOVING_MONTHS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <div className="status-update__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={button.disabled}
            onClick={() => void run(() => confirm(button.label === 'Bijwerken' ? chosen : null))}
          >
            {button.label}
          </button>
          <Updated updated={isUpdated(confirmedAt)} />
        </div>
        <span className="muted status-update__confirmed">{lastConfirmedLabel(confirmedAt)}</span>
        {problem ? <p className="field__error">{problem}</p> : null}
      </div>
    </section>
  );
}

type Profile = {
  id: string;
  slug: string;
  query: string | null | undefined;
  range: number;
  priceMin: number | null | undefined;
  priceMax: number | null | undefined;
  confirmedAt: string;
  needsCheckin: boolean;
};

function SearchProfileItem({ profile: p }: { profile: Profile }) {
  const updated = itemUpdated({ due: p.needsCheckin, confirmedAt: p.confirmedAt });
  const [confirm, confirming] = useConfirmSearchProfile();
  const [remove, removing] = useDeleteSearchProfile();
  const [problem, run] = useAction();
  const details = [p.range > 0 ? `+ ${p.range} km` : null, formatPriceRange(p.priceMin, p.priceMax)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Item
      title={p.query ?? 'Zoekprofiel zonder plaats'}
      details={details}
      confirmedAt={p.confirmedAt}
      updated={updated}
      problem={problem}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={confirming || updated}
            onClick={() => void run(() => confirm(p.id))}
          >
            Klopt!
          </button>
          <Link className="button button--secondary" to={paths.searchQueryEdit(p.slug)}>
            Aanpassen
          </Link>
          <ConfirmButton
            variant="ghost"
            busy={removing}
            question="Weet je zeker dat je dit zoekprofiel wilt verwijderen?"
            onConfirm={() => void run(() => remove(p.id))}
          >
            Zoekprofiel verwijderen
          </ConfirmButton>
        </>
      }
    />
  );
}

type OwnHouse = {
  id: string;
  slug: string;
  formattedAddressLine: string;
  currentHouseStatus: { label: string };
  statusConfirmedAt: string | null | undefined;
  statusNeedsCheckin: boolean | null | undefined;
  soldReported: boolean | null | undefined;
  statusUnknown: boolean;
};

function HouseItem({ house: h }: { house: OwnHouse }) {
  const updated = itemUpdated({ due: h.statusNeedsCheckin, confirmedAt: h.statusConfirmedAt });
  const { pathname } = useLocation();
  const [confirm, confirming] = useConfirmHouseStatus();
  const [problem, run] = useAction();
  const notes = [
    h.soldReported ? 'Iemand meldde dat deze woning al verkocht is.' : null,
    h.statusUnknown ? 'Staat niet meer in het aanbod (status onbekend) tot je de status bevestigt.' : null,
  ].filter(Boolean);
  return (
    <Item
      title={h.formattedAddressLine}
      details={`Status: ${h.currentHouseStatus.label}`}
      confirmedAt={h.statusConfirmedAt}
      notes={notes as string[]}
      updated={updated}
      problem={problem}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={confirming || updated}
            onClick={() => void run(() => confirm(h.id))}
          >
            Klopt!
          </button>
          <Link className="button button--secondary" to={ownerPaths.edit(h.slug, 'aanbod')}>
            Aanpassen
          </Link>
          <DeleteHouseButton houseId={h.id} address={h.formattedAddressLine} afterDelete={pathname} />
        </>
      }
    />
  );
}

function Item(props: {
  title: string;
  details: string;
  confirmedAt: string | null | undefined;
  notes?: string[];
  updated: boolean;
  problem: string | null;
  actions: ReactNode;
}) {
  return (
    <li className="status-update__item">
      <div className="status-update__what">
        <span className="status-update__title">
          <strong>{props.title}</strong>
          <Updated updated={props.updated} />
        </span>
        {props.details ? <span className="muted">{props.details}</span> : null}
        <span className="muted status-update__confirmed">{lastConfirmedLabel(props.confirmedAt)}</span>
        {props.notes?.map((note) => (
          <span key={note} className="status-update__note">
            {note}
          </span>
        ))}
      </div>
      <div className="status-update__actions">{props.actions}</div>
      {props.problem ? <p className="field__error">{props.problem}</p> : null}
    </li>
  );
}
