import { useEffect } from 'react';
import { documentTitle } from '../ssr/pageHead';

/** Sets the browser tab title: 'Titel | Huiskans' (or just the product name). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
