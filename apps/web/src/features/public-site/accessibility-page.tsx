import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const AccessibilityPage = () => <PublicPageLayout path="/accessibility">{null}</PublicPageLayout>;
