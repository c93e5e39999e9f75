import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { useHouseAddressLookup_address$key as AddressRef } from '../../__generated__/useHouseAddressLookup_address.graphql';
import type { useHouseAddressLookupAddressQuery as AddressQuery } from '../../__generated__/useHouseAddressLookupAddressQuery.graphql';
import type { useHouseAddressLookupQuery as LookupQuery } from '../../__generated__/useHouseAddressLookupQuery.graphql';
import { userErrorOf } from '../../relay/mutations';
import {
  ADDRESS_LOOKUP_FAILED_TEXT,
  HOUSE_ADDRESS_DEBOUNCE_MS,
  type LookupAddress,
  type LookupOutcome,
  type LookupResultShape,
  lookupOutcome,
  shouldLookUp,
} from './addressLookup';

/** A LookupAddress: what both queries fetch of every address they answer. */
const addressFragment = graphql`
  fragment useHouseAddressLookup_address on Address @inline {
    id
    street
    houseNumber
    postalCode
    city
    weergavenaam
    latitude
    longitude
  }
`;

const lookupQuery = graphql`
  query useHouseAddressLookupQuery($postalCode: String!, $streetNumber: String!) {
    addressLookup(postalCode: $postalCode, streetNumber: $streetNumber) {
      __typename
      ... on AddressLookupSuccess {
        addresses {
          ...useHouseAddressLookup_address
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const addressQuery = graphql`
  query useHouseAddressLookupAddressQuery($id: ID!) {
    address(id: $id) {
      __typename
      ... on AddressSuccess {
        address {
          ...useHouseAddressLookup_address
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type AnswerShape = Parameters<typeof userErrorOf>[0] & {
  readonly addresses?: readonly AddressRef[];
  readonly address?: AddressRef;
};

/** An answer of either query as lookupOutcome takes it, its addresses read from the fragment. */
function unmasked(answer: AnswerShape | undefined): LookupResultShape | undefined {
  if (!answer) return undefined;
  const read = (ref: AddressRef): LookupAddress => readInlineData(addressFragment, ref);
  return {
    __typename: answer.__typename,
    addresses: answer.addresses?.map(read),
    address: answer.address && read(answer.address),
    error: userErrorOf(answer),
  };
}

export type LookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; address: LookupAddress }
  | { status: 'several'; addresses: LookupAddress[]; chooserOpen: boolean }
  | { status: 'notFound'; message: string }
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'failed'; message: string };

// The widget shows its own messages (spec §8 "Address lookup (house)"), not the global toast.
const SILENT = { networkCacheConfig: { metadata: { silentErrors: true } }, fetchPolicy: 'network-only' } as const;

const FAILED: LookupState = { status: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT };

function stateOf(outcome: LookupOutcome): LookupState {
  switch (outcome.kind) {
    case 'one':
      return { status: 'found', address: outcome.address };
    case 'several':
      return { status: 'several', addresses: outcome.addresses, chooserOpen: true };
    case 'notFound':
      return { status: 'notFound', message: outcome.message };
    case 'invalid':
      return { status: 'invalid', fieldErrors: outcome.fieldErrors };
    case 'failed':
      return { status: 'failed', message: outcome.message };
  }
}

/**
 * The house address lookup (spec §4): postcode + house number; after a 1-second pause, once the
 * postcode has at least 6 characters and a number is there, it searches. One result sets the
 * address; several open the chooser, and the chosen one is fetched whole. Answers to an older
 * input are ignored.
 */
export function useHouseAddressLookup(
  onAddress: (address: LookupAddress | null) => void,
  initial?: { postalCode?: string; streetNumber?: string; address?: LookupAddress | null },
) {
  const environment = useRelayEnvironment();
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '');
  const [streetNumber, setStreetNumber] = useState(initial?.streetNumber ?? '');
  const [state, setState] = useState<LookupState>(
    initial?.address ? { status: 'found', address: initial.address } : { status: 'idle' },
  );
  const sequence = useRef(0);
  const onAddressRef = useRef(onAddress);
  onAddressRef.current = onAddress;
  const skipFirst = useRef(Boolean(initial?.address));

  const settle = useCallback((next: LookupState) => {
    setState(next);
    onAddressRef.current(next.status === 'found' ? next.address : null);
  }, []);

  /** Settles on the answer of search number `mine`, unless a newer search has started. */
  const settleLatest = useCallback(
    (mine: number, answer: Promise<AnswerShape | undefined>, toState: (outcome: LookupOutcome) => LookupState) => {
      answer.then(
        (result) => {
          if (mine === sequence.current) settle(toState(lookupOutcome(unmasked(result))));
        },
        () => {
          if (mine === sequence.current) settle(FAILED);
        },
      );
    },
    [settle],
  );

  useEffect(() => {
    // An address given from outside (e.g. 'Wijzigen' keeps the fields) is not looked up again.
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const mine = ++sequence.current;
    onAddressRef.current(null);
    if (!shouldLookUp(postalCode, streetNumber)) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching' });
    const timer = setTimeout(() => {
      const variables = { postalCode: postalCode.trim(), streetNumber: streetNumber.trim() };
      const answer = fetchQuery<LookupQuery>(environment, lookupQuery, variables, SILENT).toPromise();
      settleLatest(
        mine,
        answer.then((data) => data?.addressLookup),
        stateOf,
      );
    }, HOUSE_ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [environment, postalCode, streetNumber, settleLatest]);

  /** After choosing one of several: fetch the whole address (spec §4). */
  const choose = useCallback(
    (id: string) => {
      const mine = ++sequence.current;
      setState({ status: 'searching' });
      const answer = fetchQuery<AddressQuery>(environment, addressQuery, { id }, SILENT).toPromise();
      // The chosen address is there or gone; any other answer is a failure.
      settleLatest(
        mine,
        answer.then((data) => data?.address),
        (outcome) => (outcome.kind === 'one' || outcome.kind === 'notFound' ? stateOf(outcome) : FAILED),
      );
    },
    [environment, settleLatest],
  );

  const setChooserOpen = useCallback((open: boolean) => {
    setState((current) => (current.status === 'several' ? { ...current, chooserOpen: open } : current));
  }, []);

  return { postalCode, setPostalCode, streetNumber, setStreetNumber, state, choose, setChooserOpen };
}
