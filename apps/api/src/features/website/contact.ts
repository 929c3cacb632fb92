import { randomInt } from 'node:crypto';
import { type ContactRequest, contactTopicLabels } from '@urosim/contracts';
import { insertContactMessage, type Knex, setContactMessageMail } from '@urosim/db';
import type { Mailer } from '../../providers/mail/mailer.ts';

// No 0/O or 1/I: references are read out on the phone and typed back.
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short reference such as "UC-7K3QM9", quoted to the sender and in the mail subject. */
export const newContactReference = () =>
  `UC-${Array.from({ length: 6 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

/**
 * Stores a contact message and queues its mail to the support address. A message with the hidden
 * honeypot field filled in is from a bot: it gets the same answer and is neither stored nor sent.
 */
export const sendContactMessage = async (
  deps: { db: Knex; mailer: Mailer; supportEmail: string },
  input: ContactRequest,
  userId: string | null,
) => {
  const reference = newContactReference();
  if (input.website) return { reference };
  const id = await insertContactMessage(deps.db, {
    reference,
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    user_id: userId,
  });
  const mailId = await deps.mailer.send('contactMessage', deps.supportEmail, {
    reference,
    name: input.name,
    email: input.email,
    topic: contactTopicLabels[input.topic],
    message: input.message,
  });
  await setContactMessageMail(deps.db, id, mailId);
  return { reference };
};
