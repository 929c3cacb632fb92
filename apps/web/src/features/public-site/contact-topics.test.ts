import { contactTopics } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX,
  characterCountText,
  contactTopicLabels,
  topicFromQuery,
} from './contact-topics';

describe('contactTopicLabels', () => {
  it('labels every topic of the contract', () => {
    for (const topic of contactTopics) expect(contactTopicLabels[topic]).toBeTruthy();
    // The FAQ tells group buyers to choose the topic Billing.
    expect(contactTopicLabels.billing).toBe('Plans and billing');
  });
});

describe('topicFromQuery', () => {
  it('takes a known topic', () => {
    expect(topicFromQuery('research-pilot')).toBe('research-pilot');
    expect(topicFromQuery('billing')).toBe('billing');
  });

  it('falls back to general for anything else', () => {
    expect(topicFromQuery(null)).toBe('general');
    expect(topicFromQuery('')).toBe('general');
    expect(topicFromQuery('Billing')).toBe('general');
    expect(topicFromQuery('toString')).toBe('general');
  });
});

describe('characterCountText', () => {
  it('counts up to the limit, then what is over', () => {
    expect(characterCountText(0)).toBe(`0 of ${CONTACT_MESSAGE_MAX} characters`);
    expect(characterCountText(CONTACT_MESSAGE_MAX)).toBe('5000 of 5000 characters');
    expect(characterCountText(CONTACT_MESSAGE_MAX + 1)).toBe('1 character too many');
    expect(characterCountText(CONTACT_MESSAGE_MAX + 12)).toBe('12 characters too many');
  });
});
