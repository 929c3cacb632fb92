import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { articlesIn } from '@urosim/content/help';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { useAuthUser } from '../auth/auth-provider';
import { HelpArticleSection } from './help-article';
import { FaqList } from './help-faq';
import { useScrollToHash } from './help-hash';
import { usePlans } from './plans-api';
import { PlanCard } from './plans-card';
import { PlansGate } from './plans-state';
import { PublicPageLayout } from './public-page';

const explainers = articlesIn('pricing');
const explainerIds = explainers.map((article) => article.id);
const questions = articlesIn('faq').filter((article) => article.group === 'Plans and payment');

const planColumns = { xs: 1, sm: 2, lg: 4 };

const CardSkeletons = () => (
  <ListGrid component="div" columns={planColumns} sx={{ mb: 2 }}>
    {['a', 'b', 'c', 'd'].map((key) => (
      <Skeleton key={key} variant="rounded" height={380} />
    ))}
  </ListGrid>
);

/** `/pricing`: a card per plan from the plans table, how plans work, and the plans and payment questions. */
export const PricingPage = () => {
  const { isLoggedIn } = useAuthUser();
  const plans = usePlans();
  useScrollToHash(explainerIds);
  return (
    <PublicPageLayout path="/pricing" wide>
      <PlansGate query={plans} skeleton={<CardSkeletons />}>
        {(list) => (
          <>
            <ListGrid aria-label="Plans" columns={planColumns} sx={{ mb: 2 }}>
              {list.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} isLoggedIn={isLoggedIn} />
                </li>
              ))}
            </ListGrid>
            <Typography sx={{ mb: 6 }}>
              <Link component={RouterLink} to="/plans/compare">
                Compare every plan side by side
              </Link>
            </Typography>
          </>
        )}
      </PlansGate>
      <Box sx={{ maxWidth: '72ch' }}>
        {explainers.map((article) => (
          <HelpArticleSection key={article.id} article={article} level="h2" />
        ))}
        <Box component="section" aria-labelledby="pricing-questions">
          <Typography id="pricing-questions" variant="h2" sx={{ mb: 2 }}>
            Questions about plans and payment
          </Typography>
          <FaqList articles={questions} />
          <Typography>
            More answers are in the{' '}
            <Link component={RouterLink} to="/faq">
              frequently asked questions
            </Link>
            .
          </Typography>
        </Box>
      </Box>
    </PublicPageLayout>
  );
};
