import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserCounter_query$key } from '../../__generated__/UserCounter_query.graphql';
import { PRODUCT_NAME } from '../../config';
import { formatNumber } from '../../format';

/** Spec §9: the user counter animates over 2000 ms in 10 ms steps. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEP_MS = 10;

/** The number shown after `step` of the 200 steps, counting up to `target`. */
export function counterValue(target: number, step: number): number {
  const steps = COUNTER_DURATION_MS / COUNTER_STEP_MS;
  return Math.round((target * Math.min(step, steps)) / steps);
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Counts from 0 up to `target`; with reduced motion it shows the final number at once. */
export function useCountUp(target: number): number {
  // The final number first (the server's page, and what hydration finds); the count-up starts in the effect.
  const [value, setValue] = useState(target);
  useEffect(() => {
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let step = 0;
    setValue(0);
    const timer = window.setInterval(() => {
      step += 1;
      setValue(counterValue(target, step));
      if (step * COUNTER_STEP_MS >= COUNTER_DURATION_MS) window.clearInterval(timer);
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target]);
  return value;
}

/** The animated user counter (spec §2): real accounts, rounded down by the server to tens. */
export function UserCounter({ query }: { query: UserCounter_query$key }) {
  const { userCount } = useFragment(
    graphql`
      fragment UserCounter_query on Query {
        userCount
      }
    `,
    query,
  );
  const value = useCountUp(userCount);
  if (userCount <= 0) return null;
  const label = `Al ${formatNumber(userCount)}+ mensen gebruiken ${PRODUCT_NAME}`;
  return (
    <p className="user-counter">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">
        Al <strong className="user-counter__number">{formatNumber(value)}+</strong> mensen gebruiken {PRODUCT_NAME}
      </span>
    </p>
  );
}
