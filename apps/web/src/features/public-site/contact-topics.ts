import { CONTACT_MESSAGE_MAX, type ContactRequest, contactTopics } from '@urosim/contracts';

export { CONTACT_MESSAGE_MAX, contactTopicLabels } from '@urosim/contracts';

export type ContactTopic = ContactRequest['topic'];

/** The topic a `?topic=` link asks for, or General question when it names none we know. */
export const topicFromQuery = (value: string | null): ContactTopic =>
  (contactTopics as readonly string[]).includes(value ?? '') ? (value as ContactTopic) : 'general';

/** The message field's counter: "120 of 5000 characters" or "12 characters too many". */
export const characterCountText = (length: number, max = CONTACT_MESSAGE_MAX) => {
  if (length <= max) return `${length} of ${max} characters`;
  const over = length - max;
  return `${over} ${over === 1 ? 'character' : 'characters'} too many`;
};
