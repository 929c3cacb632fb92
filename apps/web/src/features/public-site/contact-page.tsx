import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSiteBranding } from './contact-api';
import { ContactForm, type SentMessage } from './contact-form';
import { topicFromQuery } from './contact-topics';
import { PublicPageLayout } from './public-page';

/** Replaces the form once the message is stored: its reference and when we answer. */
const Confirmation = ({ sent, onAnother }: { sent: SentMessage; onAnother: () => void }) => {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <Paper
      component="section"
      aria-labelledby="contact-sent-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderLeft: 4, borderLeftColor: 'success.main' }}
    >
      <Typography id="contact-sent-title" ref={titleRef} tabIndex={-1} variant="h2" sx={{ mb: 1.5 }}>
        Message sent
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Thank you. Your reference is{' '}
        <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.0625rem' }}>
          {sent.reference}
        </Box>
        ; please quote it if you write to us about this message.
      </Typography>
      <Typography sx={{ mb: 2.5 }}>We answer within two working days, by e-mail to {sent.email}.</Typography>
      <Button variant="outlined" onClick={onAnother}>
        Send another message
      </Button>
    </Paper>
  );
};

const SupportEmail = () => {
  const branding = useSiteBranding();
  if (branding.data) {
    const address = branding.data.supportEmail;
    return (
      <Typography>
        You can also e-mail us at <Link href={`mailto:${address}`}>{address}</Link>.
      </Typography>
    );
  }
  if (branding.isError) {
    return <Typography>Our e-mail address could not be loaded; please use the form above.</Typography>;
  }
  return (
    <Box aria-busy="true">
      <Skeleton width="24ch" />
    </Box>
  );
};

/** `/contact`: the contact form (`?topic=` chooses its topic) and the support e-mail address. */
export const ContactPage = () => {
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<SentMessage | null>(null);
  return (
    <PublicPageLayout
      path="/contact"
      lead="Write to us about your account, billing, the research pilot, accessibility or a case. We answer within two working days."
    >
      {sent ? (
        <Confirmation sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <Box component="section" aria-labelledby="contact-form-title">
          <Typography id="contact-form-title" variant="h2" sx={{ mb: 1 }}>
            Send us a message
          </Typography>
          <Typography sx={{ mb: 3, color: 'text.secondary' }}>
            Your question may already be answered in the{' '}
            <Link component={RouterLink} to="/faq">
              frequently asked questions
            </Link>{' '}
            or on{' '}
            <Link component={RouterLink} to="/help-and-support">
              Help &amp; Support
            </Link>
            .
          </Typography>
          <ContactForm initialTopic={topicFromQuery(searchParams.get('topic'))} onSent={setSent} />
        </Box>
      )}
      <Box component="section" aria-labelledby="contact-email-title" sx={{ mt: 5 }}>
        <Typography id="contact-email-title" variant="h2" sx={{ mb: 1 }}>
          E-mail
        </Typography>
        <SupportEmail />
      </Box>
    </PublicPageLayout>
  );
};
