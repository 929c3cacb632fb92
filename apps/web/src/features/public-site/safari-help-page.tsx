import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const SafariHelpPage = () => <PublicPageLayout path="/help/safari">{null}</PublicPageLayout>;
