import { useEffect } from 'react';

const PRODUCT = 'UroSim';

/** Sets the tab title to "<page> · UroSim", or the product's own title for the landing page. */
export const useDocumentTitle = (pageTitle?: string) => {
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} · ${PRODUCT}`
      : `${PRODUCT} — urology clinical case training simulator`;
  }, [pageTitle]);
};
