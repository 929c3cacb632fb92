import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Plan } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CloseIcon, SuccessIcon } from '../../components/icons';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAuthUser } from '../auth/auth-provider';
import { ComingSoonNote } from './coming-soon';
import { usePlans } from './plans-api';
import { PlanAction } from './plans-card';
import { casesOpenedText, tiersOpenedText } from './plans-format';
import { PlansGate } from './plans-state';
import { PublicPageLayout } from './public-page';

/** Row headers stay in view while the plans scroll sideways on a narrow screen. */
const rowHeaderSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  fontWeight: 600,
  minWidth: { xs: 112, sm: 150 },
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

const Included = ({ isIncluded }: { isIncluded: boolean }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
    {isIncluded ? (
      <SuccessIcon aria-hidden="true" fontSize="small" sx={{ color: 'success.main' }} />
    ) : (
      <CloseIcon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
    )}
    {isIncluded ? 'Included' : 'Not included'}
  </Box>
);

const Row = ({
  label,
  plans,
  cell,
}: {
  label: ReactNode;
  plans: Plan[];
  cell: (plan: Plan) => ReactNode;
}) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={rowHeaderSx}>
      {label}
    </TableCell>
    {plans.map((plan) => (
      <TableCell key={plan.id}>{cell(plan)}</TableCell>
    ))}
  </TableRow>
);

const ComparisonTable = ({ plans, isLoggedIn }: { plans: Plan[]; isLoggedIn: boolean }) => (
  <>
    <Typography sx={{ mb: 2, color: 'text.secondary' }}>
      Prices are per month. A plan opens the cases of its own tier and of every tier below it.
      <Box component="span" sx={{ display: { md: 'none' } }}>
        {' '}
        Scroll the table sideways to see every plan.
      </Box>
    </Typography>
    <Box
      role="region"
      aria-label="Plans compared"
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Table sx={{ minWidth: 720, '& td, & th': { verticalAlign: 'top' } }}>
        <Box component="caption" sx={visuallyHidden}>
          UroSim plans side by side: price, sessions, case tiers opened and features
        </Box>
        <TableHead>
          <TableRow>
            <TableCell component="td" sx={rowHeaderSx} />
            {plans.map((plan) => (
              <TableCell
                key={plan.id}
                component="th"
                scope="col"
                sx={{ fontWeight: 700, fontSize: '1.125rem' }}
              >
                {plan.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <Row label="Price" plans={plans} cell={(plan) => plan.priceLabel} />
          <Row
            label="Sessions per month"
            plans={plans}
            cell={(plan) => (plan.sessionsPerMonth === null ? 'Unlimited' : plan.sessionsPerMonth)}
          />
          <Row
            label="Case tiers opened"
            plans={plans}
            cell={(plan) => (
              <>
                {tiersOpenedText(plan.tier)}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {casesOpenedText(plan.tier)}
                </Box>
              </>
            )}
          />
          <Row
            label="Video avatar minutes (HeyGen)"
            plans={plans}
            cell={(plan) => <Included isIncluded={plan.isAvatarIncluded} />}
          />
          <Row
            label="Facilitator observation"
            plans={plans}
            cell={(plan) => <Included isIncluded={plan.isFacilitatorIncluded} />}
          />
          {/* Each plan words its features for itself (Standard's "Text chat and avatar consultations"
            stands for Free's "Text chat consultations"), so they are listed per plan, not matched. */}
          <Row
            label="Features"
            plans={plans}
            cell={(plan) => (
              <Box component="ul" sx={{ m: 0, pl: 2.25, '& li + li': { mt: 0.5 } }}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Box>
            )}
          />
          <Row
            label={isLoggedIn ? 'Change plan' : 'Get started'}
            plans={plans}
            cell={(plan) => (
              <PlanAction plan={plan} isLoggedIn={isLoggedIn} variant="outlined" size="small" />
            )}
          />
        </TableBody>
      </Table>
    </Box>
  </>
);

/** `/plans/compare`: every plan side by side in one table that scrolls sideways on its own. */
export const ComparePlansPage = () => {
  const { isLoggedIn } = useAuthUser();
  const plans = usePlans();
  return (
    <PublicPageLayout path="/plans/compare" wide>
      <Box sx={{ maxWidth: '72ch' }}>
        <ComingSoonNote features={['avatar', 'handoffs', 'facilitators']} />
      </Box>
      <PlansGate query={plans} skeleton={<Skeleton variant="rounded" height={480} />}>
        {(list) => <ComparisonTable plans={list} isLoggedIn={isLoggedIn} />}
      </PlansGate>
      <Typography sx={{ mt: 3 }}>
        How plans work, and answers about paying and cancelling, are on the{' '}
        <Link component={RouterLink} to="/pricing">
          pricing page
        </Link>
        .
      </Typography>
    </PublicPageLayout>
  );
};
