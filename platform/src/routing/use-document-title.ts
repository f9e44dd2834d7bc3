import { useEffect } from 'react';

/** Sets the tab title to "<page> | AMA" while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | AMA` : 'AMA';
  }, [title]);
}
