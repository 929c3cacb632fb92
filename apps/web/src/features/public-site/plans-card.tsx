import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Plan } from '@urosim/contracts';
import { Link as RouterLink } from 'react-router';
import { SuccessIcon } from '../../components/icons';
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
  return (
    <Button component={RouterLink} to={action.to} variant={variant} size={size}>
      {action.label}
    </Button>
  );
};

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
