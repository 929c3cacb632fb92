import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminPlan, accessTiers, type PlanEdit } from '@urosim/contracts';
import { Controller, useForm } from 'react-hook-form';
import { TextTable } from '../../components/text-table';
import { adminBusinessApi, dateText, errorText } from './admin-business-api';
import { AdminFrame, Section } from './admin-frame';

const planKey = ['admin', 'plans'] as const;

type PlanForm = {
  price: string;
  sessions: string;
  tier: AdminPlan['tier'];
  isAvatarIncluded: boolean;
  isFacilitatorIncluded: boolean;
  isActive: boolean;
};

const toForm = (plan: AdminPlan): PlanForm => ({
  price: (plan.priceMonthlyMinor / 100).toFixed(2),
  sessions: plan.sessionsPerMonth === null ? '' : String(plan.sessionsPerMonth),
  tier: plan.tier,
  isAvatarIncluded: plan.isAvatarIncluded,
  isFacilitatorIncluded: plan.isFacilitatorIncluded,
  isActive: plan.isActive,
});

const toEdit = (form: PlanForm): PlanEdit => ({
  priceMonthlyMinor: Math.round(Number(form.price) * 100),
  sessionsPerMonth: form.sessions.trim() === '' ? null : Number(form.sessions),
  tier: form.tier,
  isAvatarIncluded: form.isAvatarIncluded,
  isFacilitatorIncluded: form.isFacilitatorIncluded,
  isActive: form.isActive,
});

const tierNames: Record<AdminPlan['tier'], string> = {
  free: 'Free cases',
  basic: 'Free and Basic cases',
  standard: 'Free, Basic and Standard cases',
  premium: 'Every case (Premium)',
};

/** One plan's form: price, quota, case tiers and entitlements. */
const PlanEditor = ({ plan, provider }: { plan: AdminPlan; provider: string }) => {
  const queryClient = useQueryClient();
  const form = useForm<PlanForm>({ defaultValues: toForm(plan) });
  const save = useMutation({
    mutationFn: (values: PlanForm) => adminBusinessApi.updatePlan(plan.id, toEdit(values)),
    onSuccess: async ({ plan: saved }) => {
      form.reset(toForm(saved));
      await queryClient.invalidateQueries({ queryKey: planKey });
    },
  });
  const { errors } = form.formState;
  const isFree = plan.slug === 'free';
  return (
    <Section title={`${plan.name} (${plan.priceLabel})`}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {plan.liveSubscriptions} live subscription{plan.liveSubscriptions === 1 ? '' : 's'} keep their current
        period’s price and quota; changes reach them at renewal.{' '}
        {provider === 'stripe' ? 'Stripe' : 'Sandbox'} price: {plan.providerPriceId ?? 'none yet'}. Last
        edited: {dateText(plan.editedAt)}.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={`Edit the ${plan.name} plan`}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <TextField
            label={`Monthly price (${plan.currency})`}
            disabled={isFree}
            {...form.register('price', {
              validate: (value) => {
                const n = Number(value);
                if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return 'Enter a price such as 12.50';
                if (!isFree && n <= 0) return 'A paid plan needs a price above 0';
                return true;
              },
            })}
            error={!!errors.price}
            helperText={errors.price?.message ?? ' '}
          />
          <TextField
            label="Sessions per period"
            {...form.register('sessions', {
              validate: (value) =>
                value.trim() === '' ||
                (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 998)
                  ? true
                  : 'A whole number from 1 to 998, or empty for unlimited',
            })}
            error={!!errors.sessions}
            helperText={errors.sessions?.message ?? 'Empty: unlimited'}
          />
          <Controller
            control={form.control}
            name="tier"
            render={({ field }) => (
              <TextField select label="Case tiers unlocked" sx={{ minWidth: 240 }} {...field} helperText=" ">
                {accessTiers.map((tier) => (
                  <MenuItem key={tier} value={tier}>
                    {tierNames[tier]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {(
            [
              ['isAvatarIncluded', 'Avatar included'],
              ['isFacilitatorIncluded', 'Facilitator included'],
              ['isActive', 'On sale'],
            ] as const
          ).map(([name, label]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  label={label}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
          ))}
        </Stack>
        {save.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess && !form.formState.isDirty ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            Saved. New subscriptions get these terms now; running ones at their renewal.
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save {plan.name}
        </Button>
      </Box>
    </Section>
  );
};

/** `/admin/plans`: each plan's price, quota and entitlements, edited. */
export const AdminPlansPage = () => {
  const plans = useQuery({ queryKey: planKey, queryFn: ({ signal }) => adminBusinessApi.plans(signal) });
  return (
    <AdminFrame
      title="Plan management"
      intro="Prices, quotas and entitlements of each plan. A new price is a new price at the payment provider; subscriptions already running keep their period’s terms until they renew."
      isLoading={plans.isLoading}
      error={plans.error}
    >
      {plans.data?.plans.map((plan) => (
        <PlanEditor key={plan.id} plan={plan} provider={plans.data.provider} />
      ))}
    </AdminFrame>
  );
};

/** `/admin/feature-tiers`: which case tiers and features each plan opens. */
export const AdminFeatureTiersPage = () => {
  const plans = useQuery({ queryKey: planKey, queryFn: ({ signal }) => adminBusinessApi.plans(signal) });
  const data = plans.data;
  const yes = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <AdminFrame
      title="Feature tiers"
      intro="What each plan unlocks. Case tiers nest: a plan opens its tier and every tier below it. Change a plan’s tier and entitlements on Plan management."
      isLoading={plans.isLoading}
      error={plans.error}
    >
      {data ? (
        <>
          <Section title="Plans and what they include">
            <TextTable
              caption="Entitlements by plan"
              head={['Plan', 'Case tiers', 'Sessions per period', 'Avatar', 'Facilitator', 'On sale']}
              rows={data.plans.map((plan) => [
                plan.name,
                tierNames[plan.tier],
                plan.sessionsPerMonth === null ? 'Unlimited' : plan.sessionsPerMonth,
                yes(plan.isAvatarIncluded),
                yes(plan.isFacilitatorIncluded),
                yes(plan.isActive),
              ])}
            />
          </Section>
          <Section title="Case tiers">
            <TextTable
              caption="Published cases by access tier, and the plans that open them"
              head={['Case tier', 'Published cases', 'Opened by']}
              rows={accessTiers.map((tier) => [
                tier,
                data.casesPerTier[tier],
                data.plans
                  .filter((plan) => accessTiers.indexOf(plan.tier) >= accessTiers.indexOf(tier))
                  .map((plan) => plan.name)
                  .join(', ') || 'No plan',
              ])}
            />
          </Section>
        </>
      ) : null}
    </AdminFrame>
  );
};
