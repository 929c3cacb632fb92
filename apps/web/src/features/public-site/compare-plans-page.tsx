import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const ComparePlansPage = () => <PublicPageLayout path="/plans/compare">{null}</PublicPageLayout>;
