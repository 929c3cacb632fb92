import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const FeaturesPage = () => <PublicPageLayout path="/features">{null}</PublicPageLayout>;
