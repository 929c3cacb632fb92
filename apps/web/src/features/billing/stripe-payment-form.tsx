import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

/**
 * Stripe's Payment Element for a new card (ADR 0115). Stripe.js is fetched from js.stripe.com only
 * here: this module is loaded only on `/subscription?action=update-payment` when Stripe is the
 * provider (`/pure` does not load it on import). Confirming the SetupIntent makes Stripe send its
 * events; `onDone` then refreshes the page's data.
 */
export const StripePaymentForm = ({
  clientSecret,
  publishableKey,
  onDone,
}: {
  clientSecret: string;
  publishableKey: string;
  onDone: () => void;
}) => {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let mounted: { destroy: () => void } | undefined;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (!isCurrent || !stripe || !mountRef.current) return;
      const elements = stripe.elements({ clientSecret });
      const element = elements.create('payment');
      element.mount(mountRef.current);
      mounted = element;
      element.on('ready', () => setIsReady(true));
      stripeRef.current = { stripe, elements };
    })().catch(() => {
      if (isCurrent) setProblem('The card form could not be loaded from Stripe. Please reload the page.');
    });
    return () => {
      isCurrent = false;
      // A new client secret (or leaving the page) mounts a fresh element; the old one goes.
      mounted?.destroy();
      stripeRef.current = null;
    };
  }, [clientSecret, publishableKey]);

  const save = async () => {
    const current = stripeRef.current;
    if (!current) return;
    setIsSaving(true);
    setProblem(null);
    const result = await current.stripe.confirmSetup({
      elements: current.elements,
      confirmParams: { return_url: `${window.location.origin}/subscription` },
      redirect: 'if_required',
    });
    setIsSaving(false);
    if (result.error) setProblem(result.error.message ?? 'Your card could not be saved.');
    else onDone();
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Your card details go straight to Stripe, our payment provider; UroSim never sees or stores them.
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box ref={mountRef} sx={{ mb: 2, minHeight: 120 }} aria-busy={!isReady} />
      <Button variant="contained" size="large" disabled={!isReady || isSaving} onClick={() => void save()}>
        {isSaving ? 'Saving…' : 'Save card'}
      </Button>
    </Box>
  );
};
