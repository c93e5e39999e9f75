import { useEffect, useRef, useState } from 'react';
import { forgetPendingHouse, type PendingHouse, readPendingHouse } from './funnel/pendingHouse';
import { useAssignHouseMutation } from './mutations/useAssignHouseMutation';

export type ClaimState =
  | { status: 'none' }
  | { status: 'claiming'; house: PendingHouse }
  | { status: 'claimed'; house: PendingHouse; slug: string }
  | { status: 'failed'; house: PendingHouse; message: string };

/**
 * The logged-in viewer claims the house they created in the seller funnel before logging in
 * (assignHouse). Runs once per mount when `loggedIn`; the pending house is forgotten after a claim,
 * and also when the server says it cannot be claimed (already owned, too old, gone). The claimed
 * house joins the `connections` (ids of lists of the viewer's houses) from the mutation's answer.
 */
export function usePendingHouseClaim(loggedIn: boolean, connections: readonly string[] = []): ClaimState {
  const [assign] = useAssignHouseMutation();
  const [state, setState] = useState<ClaimState>({ status: 'none' });
  const started = useRef(false);
  const connectionsRef = useRef(connections);
  connectionsRef.current = connections;

  useEffect(() => {
    if (!loggedIn || started.current) return;
    const pending = readPendingHouse();
    if (!pending) return;
    started.current = true;
    setState({ status: 'claiming', house: pending });
    assign(pending.id, connectionsRef.current).then(
      (result) => {
        forgetPendingHouse();
        if (result.ok) setState({ status: 'claimed', house: pending, slug: result.data.slug });
        else setState({ status: 'failed', house: pending, message: result.error.message });
      },
      () => {
        started.current = false; // network trouble: try again on a later visit
        setState({ status: 'none' });
      },
    );
  }, [loggedIn, assign]);

  return state;
}
