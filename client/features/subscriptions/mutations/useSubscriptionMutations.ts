import { graphql } from 'react-relay';
import type { useSubscriptionMutationsCancelMutation as CancelT } from '../../../__generated__/useSubscriptionMutationsCancelMutation.graphql';
import type { useSubscriptionMutationsRefreshPaymentMutation as RefreshT } from '../../../__generated__/useSubscriptionMutationsRefreshPaymentMutation.graphql';
import type { useSubscriptionMutationsResumeMutation as ResumeT } from '../../../__generated__/useSubscriptionMutationsResumeMutation.graphql';
import type { useSubscriptionMutationsSubscribeMutation as SubscribeT } from '../../../__generated__/useSubscriptionMutationsSubscribeMutation.graphql';
import type { useSubscriptionMutationsSwapMutation as SwapT } from '../../../__generated__/useSubscriptionMutationsSwapMutation.graphql';
import { doneOrError, outcomeOf, usePromiseMutation } from '../../../relay/mutations';

/*
 * The plan mutations. Each payload brings the viewer back with its subscription and
 * subscriber rights, so the account page, the plan chooser and every subscriber action update
 * from the store.
 */

const subscribeMutation = graphql`
  mutation useSubscriptionMutationsSubscribeMutation($input: SubscribeInput!) {
    subscribe(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on SubscribePayload {
        status
        checkoutUrl
        viewer {
          id
          canDoSubscriberActions
          ...AccountPage_subscription
        }
      }
    }
  }
`;

const swapMutation = graphql`
  mutation useSubscriptionMutationsSwapMutation($input: SwapPlanInput!) {
    swapPlan(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on SwapPlanPayload {
        viewer {
          id
          canDoSubscriberActions
          ...AccountPage_subscription
        }
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation useSubscriptionMutationsCancelMutation {
    cancelSubscription {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on CancelSubscriptionPayload {
        viewer {
          id
          canDoSubscriberActions
          ...AccountPage_subscription
        }
      }
    }
  }
`;

const refreshPaymentMutation = graphql`
  mutation useSubscriptionMutationsRefreshPaymentMutation($input: RefreshPaymentInput!) {
    refreshPayment(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on RefreshPaymentPayload {
        payment {
          id
          status
        }
        viewer {
          id
          canDoSubscriberActions
          ...AccountPage_subscription
        }
      }
    }
  }
`;

const resumeMutation = graphql`
  mutation useSubscriptionMutationsResumeMutation {
    resumeSubscription {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on ResumeSubscriptionPayload {
        viewer {
          id
          canDoSubscriberActions
          ...AccountPage_subscription
        }
      }
    }
  }
`;

/**
 * subscribe(plan, redirectUrl) → the checkout URL to send the browser to (status CHECKOUT), or
 * null when the plan is active at once (a valid mandate from before).
 */
export function useSubscribeMutation() {
  const [run, busy] = usePromiseMutation<SubscribeT>(subscribeMutation);
  const subscribe = async (plan: string, redirectUrl: string) => {
    const response = await run({ input: { plan, redirectUrl } });
    const outcome = outcomeOf(response.subscribe, 'SubscribePayload');
    if (!outcome.ok) return outcome;
    const { status, checkoutUrl } = outcome.data;
    return { ok: true as const, data: { checkoutUrl: status === 'CHECKOUT' ? checkoutUrl : null } };
  };
  return [subscribe, busy] as const;
}

export function useSwapPlanMutation() {
  const [run, busy] = usePromiseMutation<SwapT>(swapMutation);
  const swap = async (plan: string) => doneOrError((await run({ input: { plan } })).swapPlan, 'SwapPlanPayload');
  return [swap, busy] as const;
}

export function useCancelSubscriptionMutation() {
  const [run, busy] = usePromiseMutation<CancelT>(cancelMutation);
  const cancel = async () => doneOrError((await run({})).cancelSubscription, 'CancelSubscriptionPayload');
  return [cancel, busy] as const;
}

export function useResumeSubscriptionMutation() {
  const [run, busy] = usePromiseMutation<ResumeT>(resumeMutation);
  const resume = async () => doneOrError((await run({})).resumeSubscription, 'ResumeSubscriptionPayload');
  return [resume, busy] as const;
}

/** Asks the provider for a payment's status now (the after-subscribe modal's 'Vernieuwen'). */
export function useRefreshPaymentMutation() {
  const [run, busy] = usePromiseMutation<RefreshT>(refreshPaymentMutation);
  const refresh = async (paymentId: string) => {
    const outcome = outcomeOf((await run({ input: { paymentId } })).refreshPayment, 'RefreshPaymentPayload');
    return outcome.ok ? { ok: true as const, data: { status: outcome.data.payment.status } } : outcome;
  };
  return [refresh, busy] as const;
}
