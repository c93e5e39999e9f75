import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: scroll resets to top on every navigation (history mode). */
export function ScrollToTop() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (new location key).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);
  return null;
}
