import { useRef } from 'react';

/**
 * True once the record this page showed has left the store: deleted from here (@deleteRecord in
 * the mutation's answer) while the router is still leaving the page. The page then renders
 * nothing rather than 'niet gevonden'; a record that was never there stays a not-found.
 */
export function useDeletedWhileShown(record: unknown): boolean {
  const shown = useRef(false);
  if (record) shown.current = true;
  return !record && shown.current;
}
