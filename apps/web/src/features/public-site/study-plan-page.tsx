import { PublicPageLayout } from './public-page';

// TEMPORARY: being written in this change.
export const StudyPlanPage = () => <PublicPageLayout path="/study-plan">{null}</PublicPageLayout>;
