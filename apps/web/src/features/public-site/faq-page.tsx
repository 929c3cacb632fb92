import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const FaqPage = () => <PublicPageLayout path="/faq">{null}</PublicPageLayout>;
