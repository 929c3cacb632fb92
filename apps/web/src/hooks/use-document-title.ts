import { LANDING_TITLE, PRODUCT_NAME } from '@urosim/contracts';
import { useEffect } from 'react';

const setMeta = (attribute: 'name' | 'property', key: string, content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
};

/** The full tab title of a page: "<page> · UroSim", or the product's own title for the landing page. */
export const fullTitle = (pageTitle?: string) =>
  pageTitle && pageTitle !== LANDING_TITLE ? `${pageTitle} · ${PRODUCT_NAME}` : LANDING_TITLE;

/**
 * Sets the tab title and, when given, the page's description (also for link previews). The server
 * writes the same values into the HTML of public pages, for crawlers that do not run scripts.
 */
export const useDocumentTitle = (pageTitle?: string, description?: string) => {
  useEffect(() => {
    const title = fullTitle(pageTitle);
    document.title = title;
    setMeta('property', 'og:title', title);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [pageTitle, description]);
};
