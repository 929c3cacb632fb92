import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const LegalPage = () => <PublicPageLayout path="/legal">{null}</PublicPageLayout>;
