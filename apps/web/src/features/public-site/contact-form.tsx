import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ContactRequest, contactTopics, ZContactRequest } from '@urosim/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAuthUser } from '../auth/auth-provider';
import { EmailField, FormTextField } from '../auth/forms/form-fields';
import { FormFrame } from '../auth/forms/form-frame';
import { schemaResolver } from '../auth/forms/schema-resolver';
import { applyServerFieldErrors, asApiError } from '../auth/forms/server-errors';
import { sendContactMessage } from './contact-api';
import {
  CONTACT_MESSAGE_MAX,
  type ContactTopic,
  characterCountText,
  contactTopicLabels,
} from './contact-topics';

type ContactValues = { name: string; email: string; topic: ContactTopic; message: string; website: string };

// The same schema validates the message on the server.
const resolver = schemaResolver<ContactValues, ContactRequest>(ZContactRequest);

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `contact-${field}`;

/** What a sender gets back once the message is stored. */
export type SentMessage = { reference: string; email: string };

const MessageCounter = ({ length }: { length: number }) => (
  <Box
    component="span"
    sx={length > CONTACT_MESSAGE_MAX ? { color: 'error.main', fontWeight: 600 } : undefined}
  >
    {characterCountText(length)}
  </Box>
);

/**
 * The contact form: name, e-mail, topic, message and a honeypot. A failed submit puts an error
 * summary above the form and the focus on it; each field's own error sits under it.
 */
export const ContactForm = ({
  initialTopic,
  onSent,
}: {
  initialTopic: ContactTopic;
  onSent: (sent: SentMessage) => void;
}) => {
  const { user } = useAuthUser();
  const [failure, setFailure] = useState<ApiError | null>(null);
  // Bumped on every failed submit.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // One idempotency key per message: sent again unchanged (a retry after a lost answer, a double
  // submit), the server finds the first one instead of storing it twice; an edited message is new.
  const attempt = useRef<{ key: string; sent: string } | null>(null);
  const idempotencyKeyFor = (values: ContactRequest) => {
    const sent = JSON.stringify([values.name, values.email, values.topic, values.message]);
    if (attempt.current?.sent !== sent) attempt.current = { key: newIdempotencyKey(), sent };
    return attempt.current.key;
  };

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactRequest>({
    resolver,
    shouldFocusError: false,
    defaultValues: { name: '', email: '', topic: initialTopic, message: '', website: '' },
  });
  const message = useWatch({ control, name: 'message' });

  // A signed-in sender need not type who they are (the status check may answer after the first render).
  useEffect(() => {
    if (!user) return;
    if (!getValues('name') && user.fullName) setValue('name', user.fullName);
    if (!getValues('email') && user.email) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const { reference } = await sendContactMessage({
          ...values,
          idempotencyKey: idempotencyKeyFor(values),
        });
        onSent({ reference, email: values.email });
      } catch (error) {
        const isOnField = applyServerFieldErrors(error, setError, FIELDS);
        const apiError = asApiError(error, 'Your message could not be sent. Please try again.');
        setFailure(isOnField && apiError.code === 'VALIDATION_FAILED' ? null : apiError);
        setFailedSubmits((count) => count + 1);
      }
    },
    () => {
      setFailure(null);
      setFailedSubmits((count) => count + 1);
    },
  );

  const fieldErrors = FIELDS.flatMap((field) => {
    const text = errors[field]?.message;
    return text ? [{ field, text }] : [];
  });
  const hasSummary = failedSubmits > 0 && (failure !== null || fieldErrors.length > 0);

  // react-hook-form publishes the errors of an invalid submit a render after `onInvalid`: the
  // summary takes the focus once it is there, once per failed submit.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!hasSummary || focusedFor.current === failedSubmits) return;
    focusedFor.current = failedSubmits;
    summaryRef.current?.focus();
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      submit={{ isSubmitting, label: 'Send message', busyLabel: 'Sending…' }}
      isSubmitInline
      problem={
        hasSummary && (
          <Alert
            ref={summaryRef}
            severity="error"
            tabIndex={-1}
            role="group"
            aria-labelledby="contact-problem-title"
          >
            <Typography id="contact-problem-title" variant="h3" component="h3" sx={{ mb: 1 }}>
              There is a problem
            </Typography>
            {failure && <Typography sx={{ mb: fieldErrors.length ? 1 : 0 }}>{failure.message}</Typography>}
            {fieldErrors.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {fieldErrors.map(({ field, text }) => (
                  <li key={field}>
                    <Link
                      href={`#${fieldId(field)}`}
                      color="inherit"
                      // A target at least 24 px tall (WCAG 2.5.8), not the line's 16 px.
                      sx={{ display: 'inline-block', minHeight: 24, py: 0.25 }}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(fieldId(field))?.focus();
                      }}
                    >
                      {text}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )
      }
    >
      <FormTextField
        control={control}
        name="name"
        id={fieldId('name')}
        label="Your name"
        autoComplete="name"
        required
      />
      <EmailField
        control={control}
        name="email"
        id={fieldId('email')}
        autoComplete="email"
        hint="We reply to this address."
      />
      <FormTextField
        control={control}
        name="topic"
        id={fieldId('topic')}
        label="Topic"
        select
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {contactTopicLabels[topic]}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="message"
        id={fieldId('message')}
        label="Message"
        multiline
        minRows={6}
        required
        hint={<MessageCounter length={message.length} />}
      />
      {/* A field people never see or reach: bots fill it in, and the server drops their messages. */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </Box>
    </FormFrame>
  );
};
