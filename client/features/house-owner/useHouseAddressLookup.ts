import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useHouseAddressLookupAddressQuery as AddressQuery } from '../../__generated__/useHouseAddressLookupAddressQuery.graphql';
import type { useHouseAddressLookupQuery as LookupQuery } from '../../__generated__/useHouseAddressLookupQuery.graphql';
import {
  ADDRESS_LOOKUP_FAILED_TEXT,
  HOUSE_ADDRESS_DEBOUNCE_MS,
  type LookupAddress,
  type LookupResultShape,
  lookupOutcome,
  shouldLookUp,
} from './addressLookup';

const lookupQuery = graphql`
  query useHouseAddressLookupQuery($postalCode: String!, $streetNumber: String!) {
    addressLookup(postalCode: $postalCode, streetNumber: $streetNumber) {
      __typename
      ... on AddressLookupSuccess {
        addresses {
          id
          street
          houseNumber
          postalCode
          city
          weergavenaam
          latitude
          longitude
        }
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on DomainError {
        message
        code
      }
    }
  }
`;

const addressQuery = graphql`
  query useHouseAddressLookupAddressQuery($id: ID!) {
    address(id: $id) {
      __typename
      ... on AddressSuccess {
        address {
          id
          street
          houseNumber
          postalCode
          city
          weergavenaam
          latitude
          longitude
        }
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on DomainError {
        message
        code
      }
    }
  }
`;

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
      fetchQuery<LookupQuery>(
        environment,
        lookupQuery,
        { postalCode: postalCode.trim(), streetNumber: streetNumber.trim() },
        SILENT,
      )
        .toPromise()
        .then(
          (data) => {
            if (mine !== sequence.current) return;
            const outcome = lookupOutcome(data?.addressLookup as LookupResultShape | undefined);
            if (outcome.kind === 'one') settle({ status: 'found', address: outcome.address });
            else if (outcome.kind === 'several')
              settle({ status: 'several', addresses: outcome.addresses, chooserOpen: true });
            else if (outcome.kind === 'notFound') settle({ status: 'notFound', message: outcome.message });
            else if (outcome.kind === 'invalid') settle({ status: 'invalid', fieldErrors: outcome.fieldErrors });
            else settle({ status: 'failed', message: outcome.message });
          },
          () => {
            if (mine === sequence.current) settle({ status: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT });
          },
        );
    }, HOUSE_ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [environment, postalCode, streetNumber, settle]);

  /** After choosing one of several: fetch the whole address (spec §4). */
  const choose = useCallback(
    (id: string) => {
      const mine = ++sequence.current;
      setState({ status: 'searching' });
      fetchQuery<AddressQuery>(environment, addressQuery, { id }, SILENT)
        .toPromise()
        .then(
          (data) => {
            if (mine !== sequence.current) return;
            const outcome = lookupOutcome(data?.address as LookupResultShape | undefined);
            if (outcome.kind === 'one') settle({ status: 'found', address: outcome.address });
            else if (outcome.kind === 'notFound') settle({ status: 'notFound', message: outcome.message });
            else settle({ status: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT });
          },
          () => {
            if (mine === sequence.current) settle({ status: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT });
          },
        );
    },
    [environment, settle],
  );

  const setChooserOpen = useCallback((open: boolean) => {
    setState((current) => (current.status === 'several' ? { ...current, chooserOpen: open } : current));
  }, []);

  return { postalCode, setPostalCode, streetNumber, setStreetNumber, state, choose, setChooserOpen };
}
