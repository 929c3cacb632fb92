import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const HelpAndSupportPage = () => <PublicPageLayout path="/help-and-support">{null}</PublicPageLayout>;
