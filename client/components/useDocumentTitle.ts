import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config';

/** Sets the browser tab title: 'Titel | Huiskans' (or just the product name). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | Huizen te koop in Nederland`;
  }, [title]);
}
