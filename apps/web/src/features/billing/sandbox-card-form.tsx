import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SANDBOX_TEST_CARDS, type SandboxCard, ZSandboxCard } from '@urosim/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/client';
import { FormTextField } from '../auth/forms/form-fields';
import { FormFrame } from '../auth/forms/form-frame';
import { schemaResolver } from '../auth/forms/schema-resolver';
import { applyServerFieldErrors } from '../auth/forms/server-errors';

type CardValues = { name: string; number: string; expiry: string; cvc: string };
type CardBody = { name: string; number: string; expiry: string; cvc: string };

const resolver = schemaResolver<CardValues, CardBody>(ZSandboxCard);

/** The plain notice every sandbox page shows: nothing is charged. */
export const SandboxNotice = ({ hasCards = true }: { hasCards?: boolean }) => (
  <Alert severity="warning" sx={{ mb: 3 }} data-testid="sandbox-notice">
    <strong>Sandbox — no money moves.</strong> This is UroSim’s local billing sandbox: no card is charged and
    nothing is sent to a bank.{hasCards && ' Use one of the test cards below.'}
  </Alert>
);

/** Stripe's test card numbers and what each does in the sandbox. */
export const TestCardList = () => (
  <Box component="section" aria-labelledby="test-cards-heading" sx={{ mb: 3 }}>
    <Typography id="test-cards-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
      Test cards
    </Typography>
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
      Any name, any expiry date in the future and any 3-digit security code will do.
    </Typography>
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {SANDBOX_TEST_CARDS.map((card) => (
        <li key={card.number}>
          <Box component="code" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
            {card.number}
          </Box>{' '}
          — {card.outcome}
        </li>
      ))}
    </Box>
  </Box>
);

/**
 * The sandbox's card form (checkout and payment-method change): name, number, expiry and security
 * code, checked by the contract's schema. A declined card (402 `CARD_DECLINED`) is said in the form.
 */
export const SandboxCardForm = ({
  submitLabel,
  onSubmit,
  ariaLabel,
}: {
  submitLabel: string;
  ariaLabel: string;
  onSubmit: (card: SandboxCard) => Promise<void>;
}) => {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<CardValues, unknown, CardBody>({
    resolver,
    defaultValues: { name: '', number: '', expiry: '', cvc: '' },
  });
  const submit = handleSubmit(async (card) => {
    setProblem(null);
    try {
      await onSubmit(card);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'number', 'expiry', 'cvc']);
      if (isApiError(error) && error.code === 'CARD_DECLINED')
        setProblem('Your card was declined. Nothing was charged. Try another card.');
      else setProblem(isApiError(error) ? error.message : 'The card could not be saved. Please try again.');
    }
  });
  return (
    <FormFrame
      onSubmit={submit}
      aria-label={ariaLabel}
      isSubmitInline
      problem={
        problem && (
          <Alert severity="error" role="alert" data-testid="card-problem">
            {problem}
          </Alert>
        )
      }
      submit={{ isSubmitting, label: submitLabel, busyLabel: 'Processing…' }}
    >
      <FormTextField control={control} name="name" label="Name on card" autoComplete="cc-name" required />
      <FormTextField
        control={control}
        name="number"
        label="Card number"
        autoComplete="cc-number"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        hint="In the sandbox, one of the test cards listed on this page."
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormTextField
          control={control}
          name="expiry"
          label="Expiry (MM / YY)"
          autoComplete="cc-exp"
          required
          placeholder="12 / 30"
        />
        <FormTextField
          control={control}
          name="cvc"
          label="Security code"
          autoComplete="cc-csc"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </FormFrame>
  );
};
