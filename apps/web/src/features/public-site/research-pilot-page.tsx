import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const ResearchPilotPage = () => <PublicPageLayout path="/research-pilot">{null}</PublicPageLayout>;
