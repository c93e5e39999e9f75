import { type ReactNode, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SubscriberActionModalPlansQuery as PlansQueryT } from '../../__generated__/SubscriberActionModalPlansQuery.graphql';
import type { SubscriberActionModalVisitorPlansQuery as VisitorPlansQueryT } from '../../__generated__/SubscriberActionModalVisitorPlansQuery.graphql';
import { Modal } from '../../components/Modal';
import type { ReopenableModal } from '../auth/reopenModal';
import { PlanChooser } from './PlanChooser';
import { currentPlanOf } from './plans';

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
  title: string;
  /** Why the action needs a plan, in the words of the action. */
  children: ReactNode;
  /** The action to come back to after paying (the reopen cookie); without it nothing reopens. */
  reopen?: ReopenableModal;
  /** A plan picked before logging in: its confirmation opens at once. */
  initialPlanKey?: string | null;
  /** Active without a checkout (a valid mandate): go on with the action. */
  onSubscribed: () => void;
  onClose: () => void;
}

/**
 * The subscriber-action modal (spec §2, §6) for a logged-in user without subscriber rights: why
 * the action needs Premium or Extended, and the plan chooser. Subscribing goes to the checkout
 * and, once paid, back to the action (the after-subscribe modal's 'Verder').
 */
export function SubscriberActionModal({
  title,
  children,
  reopen,
  initialPlanKey,
  onSubscribed,
  onClose,
}: SubscriberActionModalProps) {
  return (
    <Modal name="modal-subscriber-action" title={title} onClose={onClose} wide>
      {children}
      <Suspense fallback={<p className="muted">Abonnementen laden…</p>}>
        <ActionPlans reopen={reopen} initialPlanKey={initialPlanKey} onSubscribed={onSubscribed} />
      </Suspense>
    </Modal>
  );
}

function ActionPlans({
  reopen,
  initialPlanKey,
  onSubscribed,
}: Pick<SubscriberActionModalProps, 'reopen' | 'initialPlanKey' | 'onSubscribed'>) {
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
