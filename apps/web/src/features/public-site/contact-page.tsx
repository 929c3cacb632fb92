import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const ContactPage = () => <PublicPageLayout path="/contact">{null}</PublicPageLayout>;
