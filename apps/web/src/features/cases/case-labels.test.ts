import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  hasActiveFilters,
  NO_FILTERS,
} from './case-filters';
import {
  countText,
  durationText,
  humanize,
  labelFor,
  patientLine,
  playedText,
  settingLabel,
} from './case-labels';

describe('case texts', () => {
  it('show the patient as "Name, age, sex"', () => {
    expect(patientLine({ name: 'Natalie Brennan', age: 36, sex: 'female' })).toBe(
      'Natalie Brennan, 36, female',
    );
  });

  it('show the duration in minutes', () => {
    expect(durationText(600)).toBe('10 min');
    expect(durationText(900)).toBe('15 min');
    expect(durationText(20)).toBe('1 min');
  });

  it('say how often the case was played and the best score, or that it was not played yet', () => {
    expect(playedText(0, null)).toBe('Not played yet');
    expect(playedText(1, null)).toBe('Played once');
    expect(playedText(3, 78.4)).toBe('Played 3 times · Best score 78%');
  });

  it('label values from the server’s options, else readably', () => {
    const topics = [{ value: 'stones', label: 'Stones and renal colic' }];
    expect(labelFor(topics, 'stones')).toBe('Stones and renal colic');
    expect(labelFor(undefined, 'oncology-communication')).toBe('Oncology communication');
    expect(humanize('core')).toBe('Core');
    expect(settingLabel('gp-referral')).toBe('GP referral');
    expect(settingLabel('emergency-department')).toBe('Emergency department');
    expect(countText(1)).toBe('1 case');
    expect(countText(0)).toBe('0 cases');
  });
});

describe('case filters in the query', () => {
  it('read what the query holds and drop malformed durations', () => {
    const params = new URLSearchParams(
      'q=colic&topic=stones&difficulty=core&maxMinutes=15&tier=free&bookmarked=true',
    );
    expect(filtersFromSearch(params)).toEqual({
      q: 'colic',
      topic: 'stones',
      difficulty: 'core',
      maxMinutes: '15',
      tier: 'free',
      isBookmarkedOnly: true,
    });
    expect(filtersFromSearch(new URLSearchParams('maxMinutes=abc&bookmarked=yes'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('maxMinutes=99')).maxMinutes).toBe('');
  });

  it('write only what is set, keeping other parameters', () => {
    const written = filtersToSearch(
      { ...NO_FILTERS, topic: 'stones', q: '  pain ' },
      new URLSearchParams('x=1&tier=free'),
    );
    expect(written.toString()).toBe('x=1&q=pain&topic=stones');
  });

  it('become the list call’s query', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({});
    expect(
      filtersToQuery({
        q: ' a ',
        topic: 'stones',
        difficulty: 'core',
        maxMinutes: '10',
        tier: 'free',
        isBookmarkedOnly: true,
      }),
    ).toEqual({
      q: 'a',
      topic: 'stones',
      difficulty: 'core',
      maxMinutes: 10,
      tier: 'free',
      bookmarked: 'true',
    });
    // A value the api does not know (a hand-edited address) is not sent.
    expect(filtersToQuery({ ...NO_FILTERS, topic: 'kidneys', tier: 'gold' })).toEqual({});
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, isBookmarkedOnly: true })).toBe(true);
  });
});
