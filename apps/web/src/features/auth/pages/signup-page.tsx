import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { grades, type SignupBody, ZSignupBody } from '@urosim/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AUTH_FALLBACK_MESSAGES, authApi } from '../auth-api';
import { browserStorage, SESSION_KEYS } from '../auth-storage';
import { FIRST_COUNTRY, OTHER_COUNTRIES } from '../forms/countries';
import { EmailField, FormTextField, PasswordField } from '../forms/form-fields';
import { FormFrame } from '../forms/form-frame';
import { PASSWORD_HINT } from '../forms/password-hint';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, asApiError } from '../forms/server-errors';
import { AuthCard } from './auth-card';
import { CheckEmailPanel } from './check-email-panel';
import { LinkPrompt } from './link-prompt';

type SignupValues = {
  fullName: string;
  email: string;
  password: string;
  grade: string;
  years_of_practice: string;
  institution: string;
  country: string;
  acceptTerms: boolean;
};

type SignupPayload = Parameters<typeof authApi.signup>[0];

const resolver = schemaResolver<SignupValues, SignupPayload>(ZSignupBody);

const FIELDS = [
  'fullName',
  'email',
  'password',
  'grade',
  'years_of_practice',
  'institution',
  'country',
  'acceptTerms',
] as const;

/** `/signup` and `/signup/platform`: create an account, then "check your e-mail" with a resend button. */
export const SignupPage = () => {
  useDocumentTitle('Create your account');
  const [searchParams] = useSearchParams();
  const isForPilot = searchParams.get('programme') === 'research-pilot';
  const plan = searchParams.get('plan');
  // Signing in later in this tab (after the e-mail check) leads back to the pilot's join form, or
  // to the checkout of the plan chosen on the pricing pages.
  useEffect(() => {
    const back = isForPilot
      ? '/research-pilot#join'
      : plan && /^[a-z]+$/.test(plan)
        ? `/subscription?checkout=${plan}`
        : null;
    if (back) browserStorage('sessionStorage').setItem(SESSION_KEYS.redirectAfterLogin, back);
  }, [isForPilot, plan]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SignupValues, unknown, SignupPayload>({
    resolver,
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      grade: '',
      years_of_practice: '',
      institution: '',
      country: '',
      acceptTerms: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const pending = await authApi.signup(values as SignupBody);
      setSentTo(pending.email || values.email);
    } catch (error) {
      const onField = applyServerFieldErrors(error, setError, FIELDS);
      const apiError = asApiError(error, AUTH_FALLBACK_MESSAGES.signup);
      setFailure(onField && apiError.code === 'VALIDATION_FAILED' ? null : apiError);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" focusKey="sent">
        <CheckEmailPanel email={sentTo} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your UroSim account"
      intro={
        isForPilot
          ? 'Create your account to join the research pilot. Once you have confirmed your e-mail address, sign in and choose Join the pilot on the research pilot page.'
          : 'Practise fictional urology cases and review your feedback. It takes a minute.'
      }
      width="md"
    >
      <FormFrame
        onSubmit={onSubmit}
        aria-label="Create account"
        submit={{ isSubmitting, label: 'Create account', busyLabel: 'Creating your account…' }}
        problem={failure && <Alert severity="error">{failure.message}</Alert>}
      >
        <FormTextField
          control={control}
          name="fullName"
          id="signup-full-name"
          label="Full name"
          autoComplete="name"
          required
        />
        <EmailField
          control={control}
          name="email"
          id="signup-email"
          autoComplete="email"
          hint="We send a link to this address to verify it."
        />
        <PasswordField
          control={control}
          name="password"
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
        />
        <FormTextField
          control={control}
          name="grade"
          id="signup-grade"
          label="Grade"
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose your grade</option>
          {grades.map((grade) => (
            <option key={grade} value={grade}>
              {grade}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="years_of_practice"
          id="signup-years"
          label="Years of practice (optional)"
          hint="Whole years since you qualified; leave empty if you prefer."
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        <FormTextField
          control={control}
          name="institution"
          id="signup-institution"
          label="Institution (optional)"
          autoComplete="organization"
          hint="Your hospital, trust or university."
        />
        <FormTextField
          control={control}
          name="country"
          id="signup-country"
          label="Country"
          select
          required
          autoComplete="country-name"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose your country</option>
          <option value={FIRST_COUNTRY}>{FIRST_COUNTRY}</option>
          <option disabled value="—">
            ──────────
          </option>
          {OTHER_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} required>
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={!!field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-describedby': fieldState.error ? 'signup-terms-error' : undefined,
                        'aria-invalid': fieldState.error ? true : undefined,
                      } as Record<string, unknown>,
                    }}
                  />
                }
                label={
                  <>
                    I accept the{' '}
                    <Link component={RouterLink} to="/legal" target="_blank" rel="noopener">
                      terms and privacy notice (opens in a new tab)
                    </Link>
                  </>
                }
              />
              {fieldState.error && (
                <FormHelperText id="signup-terms-error" sx={{ fontWeight: 600 }}>
                  {fieldState.error.message}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
      </FormFrame>
      <LinkPrompt prompt="Already have an account?" to="/login" label="Sign in" sx={{ mt: 3 }} />
    </AuthCard>
  );
};
