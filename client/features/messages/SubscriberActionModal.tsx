import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SubscriberActionModalPlansQuery as PlansQueryT } from '../../__generated__/SubscriberActionModalPlansQuery.graphql';
import type { SubscriberActionModalVisitorPlansQuery as VisitorPlansQueryT } from '../../__generated__/SubscriberActionModalVisitorPlansQuery.graphql';
import { Modal } from '../../components/Modal';
import type { ReopenableModal } from '../auth/reopenModal';
import { PlanChooser } from '../subscriptions/PlanChooser';
import { currentPlanOf } from '../subscriptions/plans';

/** The subscriber action a user tried (spec §6): what the modal says it needs. */
export type SubscriberAction = 'message' | 'viewing' | 'offer' | 'address';

const TEXTS: Record<SubscriberAction, { title: string; intro: (firstName: string) => string }> = {
  message: {
    title: 'Een gesprek beginnen doe je met Premium',
    intro: (n) => `Wil je ${n} een bericht sturen? Een gesprek beginnen is voor leden met Premium of Extended.`,
  },
  viewing: {
    title: 'Een bezichtiging aanvragen doe je met Premium',
    intro: (n) =>
      `Wil je het huis van ${n} bekijken? Een bezichtiging aanvragen is voor leden met Premium of Extended.`,
  },
  offer: {
    title: 'Een bod uitbrengen doe je met Premium',
    intro: (n) => `Wil je ${n} een bod doen? Een bod uitbrengen is voor leden met Premium of Extended.`,
  },
  address: {
    title: 'Het exacte adres zie je met Premium',
    intro: () => 'Huisnummer en postcode van elk huis zie je als lid van Premium of Extended.',
  },
};

const plansQuery = graphql`
  query SubscriberActionModalPlansQuery {
    plans {
      ...PlanChooser_plans
    }
    viewer {
      id
      subscription {
        status
        plan {
          key
        }
      }
    }
  }
`;

interface SubscriberActionModalProps {
  /** The other side of the action (the owner, the user written to). */
  firstName: string;
  action?: SubscriberAction;
  /** The action to come back to after paying (the reopen cookie); without it nothing reopens. */
  reopen?: ReopenableModal;
  /** A plan picked before logging in: its confirmation opens at once. */
  initialPlanKey?: string | null;
  /** Active without a checkout (a valid mandate): go on with the action (default: close). */
  onSubscribed?: () => void;
  onClose: () => void;
}

/**
 * The subscriber-action modal (spec §2, §6) for a logged-in user without subscriber rights: why
 * the action needs Premium or Extended, and the plan chooser. Subscribing goes to the checkout
 * and, once paid, back to the action (the after-subscribe modal's 'Verder').
 */
export function SubscriberActionModal({
  firstName,
  action = 'message',
  reopen,
  initialPlanKey,
  onSubscribed,
  onClose,
}: SubscriberActionModalProps) {
  const text = TEXTS[action];
  return (
    <Modal name="modal-subscriber-action" title={text.title} onClose={onClose} wide>
      <p>{text.intro(firstName)}</p>
      {action === 'message' ? <p>Stuurt iemand jou een bericht, dan kun je altijd gratis antwoorden.</p> : null}
      <Suspense fallback={<p className="muted">Abonnementen laden…</p>}>
        <ActionPlans reopen={reopen} initialPlanKey={initialPlanKey} onSubscribed={onSubscribed ?? onClose} />
      </Suspense>
    </Modal>
  );
}

function ActionPlans({
  reopen,
  initialPlanKey,
  onSubscribed,
}: Pick<SubscriberActionModalProps, 'reopen' | 'initialPlanKey'> & { onSubscribed: () => void }) {
  const { plans, viewer } = useLazyLoadQuery<PlansQueryT>(plansQuery, {}, { fetchPolicy: 'store-or-network' });
  return (
    <PlanChooser
      plans={plans}
      currentPlanKey={currentPlanOf(viewer?.subscription)?.plan.key ?? null}
      initialPlanKey={initialPlanKey}
      reopen={reopen}
      onDone={onSubscribed}
    />
  );
}

const visitorPlansQuery = graphql`
  query SubscriberActionModalVisitorPlansQuery {
    plans {
      ...PlanChooser_plans
    }
  }
`;

/**
 * For a visitor (spec §6: login/register first): the plans in redirect mode. Picking one goes to
 * /meedoen and, logged in, back to the action with that plan's confirmation.
 */
export function VisitorPlans({ reopen }: { reopen: Extract<ReopenableModal, { plan?: string }> }) {
  return (
    <Suspense fallback={null}>
      <VisitorPlanList reopen={reopen} />
    </Suspense>
  );
}

function VisitorPlanList({ reopen }: { reopen: Extract<ReopenableModal, { plan?: string }> }) {
  const { plans } = useLazyLoadQuery<VisitorPlansQueryT>(visitorPlansQuery, {}, { fetchPolicy: 'store-or-network' });
  return <PlanChooser plans={plans} currentPlanKey={null} redirect={{ reopen }} />;
}
