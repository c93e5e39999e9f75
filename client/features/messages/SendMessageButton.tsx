import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { SendMessageButton_user$key } from '../../__generated__/SendMessageButton_user.graphql';
import type { SendMessageButton_viewer$key } from '../../__generated__/SendMessageButton_viewer.graphql';
import type { SendMessageButtonThreadQuery as ThreadQueryT } from '../../__generated__/SendMessageButtonThreadQuery.graphql';
import { paths } from '../../paths';
import { LoginFirstModal } from '../auth/LoginFirstModal';
import { type ReopenableModal, useReopenModal } from '../auth/reopenModal';
import { SubscriberActionModal, VisitorPlans } from './SubscriberActionModal';

const threadQuery = graphql`
  query SendMessageButtonThreadQuery($slug: String!) {
    thread(slug: $slug) {
      chatEnabled
    }
  }
`;

interface SendMessageButtonProps {
  /** Who gets the message: the house's owner, or the user of a public page. */
  user: SendMessageButton_user$key;
  viewer: SendMessageButton_viewer$key | null | undefined;
  /** From a house page: the thread opens with a HouseMessage about this house. */
  houseId?: string;
  className?: string;
}

/**
 * 'Stuur bericht' (spec §6): opens the thread with the user. A visitor logs in first (and comes
 * back to this button, which goes on by itself); starting a conversation needs subscriber rights,
 * replying where the other side wrote does not; anyone else gets the subscriber-action modal with
 * the plans, and after paying comes back here to go on.
 */
export function SendMessageButton({ user, viewer, houseId, className }: SendMessageButtonProps) {
  const recipient = useFragment(
    graphql`
      fragment SendMessageButton_user on User {
        id
        slug
        firstName
      }
    `,
    user,
  );
  const me = useFragment(
    graphql`
      fragment SendMessageButton_viewer on User {
        id
        canDoSubscriberActions
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'login' | 'plan' | null>(null);
  const [checking, setChecking] = useState(false);
  /** A plan the visitor picked before logging in (the plan chooser's redirect mode). */
  const [pickedPlan, setPickedPlan] = useState<string | null>(null);
  const here: Extract<ReopenableModal, { modal: 'send-message' }> = {
    modal: 'send-message',
    userId: recipient.id,
    ...(houseId ? { houseId } : {}),
  };

  const openThread = () => {
    const path = paths.notificationsThread(recipient.slug);
    navigate(houseId ? `${path}?huis=${encodeURIComponent(houseId)}` : path);
  };

  const start = async () => {
    if (!me) {
      setModal('login');
      return;
    }
    if (me.canDoSubscriberActions) {
      openThread();
      return;
    }
    // No subscriber rights: fine when the other side already wrote (chat enabled).
    setChecking(true);
    try {
      const data = await fetchQuery<ThreadQueryT>(environment, threadQuery, { slug: recipient.slug }).toPromise();
      if (data?.thread?.chatEnabled) openThread();
      else setModal('plan');
    } catch {
      // shown by the global error display
    } finally {
      setChecking(false);
    }
  };

  // Back from logging in or paying: go on where the visitor left off.
  useReopenModal(
    'send-message',
    (target) => target.userId === recipient.id && (target.houseId ?? null) === (houseId ?? null),
    me != null,
    (target) => {
      setPickedPlan(target.plan ?? null);
      void start();
    },
  );

  if (me?.id === recipient.id) return null;
  return (
    <>
      <button
        type="button"
        className={className ?? 'button button--primary'}
        disabled={checking}
        onClick={() => void start()}
      >
        Stuur bericht
      </button>
      {modal === 'login' ? (
        <LoginFirstModal
          name="modal-login-to-message"
          title={`Log in om ${recipient.firstName} een bericht te sturen`}
          reopen={here}
          onClose={() => setModal(null)}
          wide
        >
          <p>Met een account stuur je {recipient.firstName} een bericht en lees je het antwoord in Mijn Huiskans.</p>
          <p>Na het inloggen kom je meteen terug op deze pagina.</p>
          <p>Nog geen lid? Kies een abonnement; je maakt eerst een account aan en rondt daarna je keuze af.</p>
          <VisitorPlans reopen={here} />
        </LoginFirstModal>
      ) : null}
      {modal === 'plan' ? (
        <SubscriberActionModal
          firstName={recipient.firstName}
          action="message"
          reopen={here}
          initialPlanKey={pickedPlan}
          onSubscribed={() => {
            setModal(null);
            openThread();
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
    </>
  );
}
