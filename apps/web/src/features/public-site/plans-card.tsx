import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type PaidPlanSlug, type Plan, paidPlanSlugs } from '@urosim/contracts';
import { type MouseEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { SuccessIcon } from '../../components/icons';
import { goTo, startCheckout } from '../billing/billing-api';
import { casesOpenedText, planCallToAction, sessionsText, tiersOpenedText } from './plans-format';

/** A plan's button or, for a plan that cannot be bought yet, a plain label saying when it can. */
export const PlanAction = ({
  plan,
  isLoggedIn,
  size = 'large',
  variant,
}: {
  plan: Plan;
  isLoggedIn: boolean;
  size?: 'small' | 'large';
  variant: 'outlined' | 'contained';
}) => {
  const action = planCallToAction(plan, isLoggedIn);
  if (action.to === null)
    return (
      <Typography
        component="p"
        variant="body2"
        sx={{
          textAlign: 'center',
          fontWeight: 600,
          color: 'text.secondary',
          border: '1px dashed',
          borderColor: 'border.strong',
          borderRadius: 1,
          py: size === 'large' ? 1.25 : 0.5,
          px: 1,
        }}
      >
        {action.label}
      </Typography>
    );
  const { to } = action;
  if (action.checkout) return <CheckoutButton action={{ ...action, to }} variant={variant} size={size} />;
  return (
    <Button component={RouterLink} to={to} variant={variant} size={size}>
      {action.label}
    </Button>
  );
};

/**
 * A signed-in user's paid plan: starts checkout (POST /subscription/checkout) and goes to the
 * provider's page (Stripe Checkout, or the sandbox's). Someone already subscribed changes plan on
 * /subscription instead. Without scripts it is a link to /subscription?checkout=<plan>, which
 * starts the same checkout.
 */
const CheckoutButton = ({
  action,
  variant,
  size,
}: {
  action: { label: string; to: string; checkout?: string };
  variant: 'outlined' | 'contained';
  size: 'small' | 'large';
}) => {
  const navigate = useNavigate();
  const [isGoing, setIsGoing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const slug = action.checkout;
  const go = async (event: MouseEvent) => {
    if (!slug || !isPaidSlug(slug)) return;
    event.preventDefault();
    setIsGoing(true);
    setProblem(null);
    try {
      const { url } = await startCheckout(slug);
      goTo(url, navigate);
    } catch (error) {
      setIsGoing(false);
      if (isApiError(error) && error.code === 'ALREADY_SUBSCRIBED') navigate('/subscription');
      else setProblem(isApiError(error) ? error.message : 'Checkout could not start. Please try again.');
    }
  };
  return (
    <>
      <Button
        component={RouterLink}
        to={action.to}
        onClick={(event: MouseEvent) => void go(event)}
        variant={variant}
        size={size}
        aria-disabled={isGoing || undefined}
      >
        {isGoing ? 'Going to checkout…' : action.label}
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {problem}
        </Typography>
      )}
    </>
  );
};

const isPaidSlug = (slug: string): slug is PaidPlanSlug =>
  (paidPlanSlugs as readonly string[]).includes(slug);

/** One plan on /pricing: name, description, monthly price, what it includes and its button. */
export const PlanCard = ({ plan, isLoggedIn }: { plan: Plan; isLoggedIn: boolean }) => {
  const titleId = `plan-${plan.slug}`;
  const isFree = plan.priceMonthlyMinor === 0;
  const includes = [
    sessionsText(plan.sessionsPerMonth),
    `${tiersOpenedText(plan.tier)} cases: ${casesOpenedText(plan.tier)}`,
    ...plan.features,
  ];
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {plan.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {plan.description}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
          {plan.priceLabel}
        </Box>
        {!isFree && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            per month
          </Box>
        )}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, flex: 1 }}>
        {includes.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'flex-start' }}>
            <SuccessIcon aria-hidden="true" fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
            <Typography variant="body2">{item}</Typography>
          </Box>
        ))}
      </Box>
      <PlanAction plan={plan} isLoggedIn={isLoggedIn} variant={isFree ? 'outlined' : 'contained'} />
    </Paper>
  );
};
