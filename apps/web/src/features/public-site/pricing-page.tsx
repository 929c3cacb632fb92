import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const PricingPage = () => <PublicPageLayout path="/pricing">{null}</PublicPageLayout>;
