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
 * Stores a contact message, its outbox mail to the support address and the mail's job in one
 * transaction: all three, or (on any failure) none. A form sent again with the same idempotency key
 * (a retry after a lost answer, a double click) gets the first message's reference and stores
 * nothing more. A message with the hidden honeypot field filled in is from a bot: it gets the same
 * answer and is neither stored nor sent.
 */
export const sendContactMessage = async (
  deps: { db: Knex; mailer: Mailer; supportEmail: string },
  input: ContactRequest,
  userId: string | null,
) => {
  if (input.website) return { reference: newContactReference() };
  return deps.db.transaction(async (trx) => {
    const stored = await insertContactMessage(trx, {
      reference: newContactReference(),
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      user_id: userId,
      idempotency_key: input.idempotencyKey ?? null,
    });
    if (!stored.created) return { reference: stored.reference };
    const mailId = await deps.mailer.send(
      'contactMessage',
      deps.supportEmail,
      {
        reference: stored.reference,
        name: input.name,
        email: input.email,
        topic: contactTopicLabels[input.topic],
        message: input.message,
      },
      trx,
    );
    await setContactMessageMail(trx, stored.id, mailId);
    return { reference: stored.reference };
  });
};
