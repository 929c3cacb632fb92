import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const AboutPage = () => <PublicPageLayout path="/about">{null}</PublicPageLayout>;
