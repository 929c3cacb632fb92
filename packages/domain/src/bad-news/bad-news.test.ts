import { loadBabScenarios } from '@urosim/content';
import type { BabScenario } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { readLine } from './cues.ts';
import { initialBabState, replayBabConversation, replyAsBabPatient } from './engine.ts';
import { type BabTranscriptLine, scoreSpikes } from './spikes.ts';

const scenarios = loadBabScenarios();
const scenario = (id: string): BabScenario => {
  const found = scenarios.find((s) => s.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
};
const bladder = scenario('bladder-cancer-biopsy-result');

/** The conversation as stored lines: the trainee's, each followed by the patient's reply. */
const transcriptOf = (s: BabScenario, lines: string[]): BabTranscriptLine[] =>
  replayBabConversation(s, lines).flatMap((reply, index) => [
    { id: `t${index}`, sender: 'trainee' as const, text: lines[index]!, elapsedSeconds: index * 30 },
    { id: `p${index}`, sender: 'patient' as const, text: reply.text, elapsedSeconds: index * 30 + 5 },
  ]);

const last = <T>(items: T[]) => items[items.length - 1]!;

/** A delivery that follows SPIKES step by step. */
const goodDelivery = [
  'Hello, my name is Dr Patel, one of the urology doctors. Is it okay to talk here, or would you like someone with you?',
  'Can you tell me what you understand about why you had the camera test and the operation?',
  'Would you like me to go through the results in detail today?',
  "I'm afraid the results are not what we were hoping for.",
  'The tests on the tissue show that the growth in your bladder is a cancer.',
  "I'm so sorry. I can see this is a shock. Take your time.",
  'The next step is a second operation to make sure it has all gone, then a treatment called BCG into the bladder. A specialist nurse will call you.',
  'I know that was a lot. Can you tell me what you have taken from what I said, in your own words?',
  'Thank you for coming in. We will be in touch, and you can ring the nurse any time. Take care.',
];

/** Everything at once, in jargon, with no warning, no empathy and no check. */
const poorDelivery = [
  'Your histology shows a pT1 G3 urothelial carcinoma, a bladder cancer, so you need a re-resection and then intravesical BCG and the MDT will follow you up with surveillance cystoscopies every three months for the first two years then six-monthly and you will get a letter with the dates of the operation and the treatment and the nurse contact details so do not worry about it.',
  'The re-resection will be in six weeks under general anaesthetic.',
  'OK, we will be in touch. Goodbye.',
];

describe('the bad-news patient reacts to how the news is given', () => {
  it('starts calm and turns anxious at a warning shot', () => {
    const reply = replyAsBabPatient(bladder, initialBabState(), "I'm afraid I don't have good news.");
    expect(initialBabState().emotion).toBe('calm');
    expect(reply.reactions).toContain('warning-shot');
    expect(reply.emotion).toBe('anxious');
    expect(reply.state.isWarned).toBe(true);
  });

  it('asks what unexplained jargon means, and does not take it as the news', () => {
    const reply = replyAsBabPatient(
      bladder,
      initialBabState(),
      'The histology shows a urothelial carcinoma.',
    );
    expect(reply.reactions).toContain('jargon');
    expect(reply.text).toMatch(/what does 'urothelial carcinoma' mean/i);
    expect(reply.state.isNewsGiven).toBe(false);
    expect(reply.emotion).toBe('anxious');
  });

  it('takes jargon explained in plain words as the news', () => {
    const cues = readLine(bladder, 'It is a carcinoma, which means a cancer.');
    expect(cues.jargon).toEqual([]);
    expect(cues.givesNews).toBe(true);
  });

  it('is shocked by news with no warning shot', () => {
    const reply = replyAsBabPatient(bladder, initialBabState(), 'You have bladder cancer.');
    expect(reply.reactions).toEqual(expect.arrayContaining(['news-given', 'no-warning-shot']));
    expect(reply.emotion).toBe('shocked');
    expect(reply.text).toMatch(/just like that/i);
  });

  it('stops listening when the news and the plan come in one message (no pause)', () => {
    const [, reply] = replayBabConversation(bladder, [
      "I'm afraid I have some difficult news.",
      'It is a cancer, and the plan is a second operation then BCG treatment.',
    ]);
    expect(reply!.reactions).toContain('no-pause');
    expect(reply!.reactions).not.toContain('no-warning-shot');
    expect(reply!.text).toMatch(/lost me/i);
    expect(reply!.emotion).toBe('shocked');
  });

  it('is tearful at news given after a warning shot and with a pause', () => {
    const [, reply] = replayBabConversation(bladder, [
      "I'm afraid the results are not what we hoped.",
      'The growth in your bladder is a cancer.',
    ]);
    expect(reply!.reactions).toEqual(['news-given']);
    expect(reply!.emotion).toBe('tearful');
  });

  it('becomes angry when the trainee moves on without empathy, and settles with it', () => {
    const replies = replayBabConversation(bladder, [
      "I'm afraid it's not good news.",
      'It is a cancer.',
      'You will need a second operation in six weeks.',
      "I'm sorry, I should have stopped. This must be a huge shock.",
    ]);
    expect(replies[2]!.reactions).toContain('no-empathy');
    expect(replies[2]!.emotion).toBe('angry');
    expect(replies[3]!.reactions).toContain('empathy');
    expect(replies[3]!.emotion).toBe('settling');
    expect(replies.map((r) => r.emotion)).toEqual(['anxious', 'tearful', 'angry', 'settling']);
  });

  it('is left lost when the trainee closes without checking understanding', () => {
    const replies = replayBabConversation(bladder, [
      "I'm afraid it's not good news.",
      'It is a cancer.',
      "I'm so sorry, take your time.",
      'Goodbye, we will be in touch.',
    ]);
    expect(last(replies).reactions).toContain('not-checking-understanding');
    expect(last(replies).emotion).toBe('anxious');
  });

  it('closes calmly once understanding was checked', () => {
    const replies = replayBabConversation(bladder, goodDelivery);
    expect(replies[7]!.reactions).toContain('understanding-checked');
    expect(last(replies).reactions).not.toContain('not-checking-understanding');
    expect(last(replies).emotion).toBe('settling');
  });

  it('asks about a plan given before the news', () => {
    const reply = replyAsBabPatient(bladder, initialBabState(), 'We will arrange treatment next month.');
    expect(reply.text).toMatch(/treatment for what/i);
  });

  it('answers the same conversation the same way every time', () => {
    expect(replayBabConversation(bladder, goodDelivery)).toEqual(
      replayBabConversation(bladder, goodDelivery),
    );
  });

  it.each(scenarios.map((s) => [s.id, s] as const))(
    '%s: every line list is reachable and filled',
    (_id, s) => {
      const replies = replayBabConversation(s, [
        'Hello, my name is Dr Jones.',
        `It is a ${s.jargon[0]!.term}.`,
      ]);
      expect(replies[1]!.text).toContain(s.jargon[0]!.term);
      expect(replies.every((r) => !r.text.includes('{term}'))).toBe(true);
    },
  );
});

describe('SPIKES scoring', () => {
  it('scores a good delivery high, each step with quoted evidence', () => {
    const score = scoreSpikes(bladder, transcriptOf(bladder, goodDelivery));
    expect(score.items.map((i) => [i.step, i.score])).toEqual([
      ['setting', 2],
      ['perception', 2],
      ['invitation', 2],
      ['knowledge', 2],
      ['emotions', 2],
      ['strategy', 2],
    ]);
    expect(score.overall).toBe(100);
    expect(score.pitfalls).toEqual([]);
    for (const item of score.items) {
      expect(item.evidence.length).toBeGreaterThan(0);
      for (const evidence of item.evidence) expect(goodDelivery).toContain(evidence.quote);
    }
    expect(score.items.find((i) => i.step === 'knowledge')!.evidence.map((e) => e.quote)).toContain(
      goodDelivery[4],
    );
  });

  it('scores a poor delivery low, naming each pitfall with the line that caused it', () => {
    const score = scoreSpikes(bladder, transcriptOf(bladder, poorDelivery));
    expect(score.overall).toBeLessThan(25);
    const byStep = Object.fromEntries(score.items.map((i) => [i.step, i]));
    expect(byStep.setting!.score).toBe(0);
    expect(byStep.perception!.score).toBe(0);
    expect(byStep.invitation!.score).toBe(0);
    expect(byStep.emotions!.score).toBe(0);
    expect(byStep.perception!.evidence).toEqual([]);
    expect(byStep.perception!.comment).toMatch(/did not ask/i);
    const reactions = score.pitfalls.map((p) => p.reaction);
    expect(reactions).toEqual(expect.arrayContaining(['jargon', 'no-empathy', 'not-checking-understanding']));
    expect(score.pitfalls.find((p) => p.reaction === 'jargon')!.quote).toContain('urothelial carcinoma');
  });

  it('quotes a line once, and prefers a plan given after the patient was heard', () => {
    const score = scoreSpikes(
      bladder,
      transcriptOf(bladder, [
        'Hello, my name is Dr Patel. Is now a good time to talk?',
        "I'm afraid the results are not good.",
        'It is a cancer.',
        'You will need a second operation.',
        "I'm so sorry, this must be a shock.",
        'The plan is a second operation, then BCG treatment.',
      ]),
    );
    const setting = score.items.find((i) => i.step === 'setting')!;
    expect(setting.score).toBe(2);
    expect(setting.evidence).toHaveLength(1);
    const strategy = score.items.find((i) => i.step === 'strategy')!;
    expect(strategy.evidence[0]!.quote).toBe('The plan is a second operation, then BCG treatment.');
  });

  it('gives no knowledge points when the news is never given in plain words', () => {
    const score = scoreSpikes(bladder, transcriptOf(bladder, ['Hello, my name is Dr Shah.', 'It is a TCC.']));
    const knowledge = score.items.find((i) => i.step === 'knowledge')!;
    expect(knowledge.score).toBe(0);
    expect(knowledge.comment).toMatch(/never given/);
  });

  it('takes a point off the news for no warning shot and one for no pause', () => {
    const noWarning = scoreSpikes(bladder, transcriptOf(bladder, ['It is a cancer.']));
    expect(noWarning.items.find((i) => i.step === 'knowledge')!.score).toBe(1);
    const both = scoreSpikes(
      bladder,
      transcriptOf(bladder, ['It is a cancer and the plan is a second operation.']),
    );
    expect(both.items.find((i) => i.step === 'knowledge')!.score).toBe(0);
  });

  it('scores the same on each scenario for the same shape of conversation', () => {
    const psa = scenario('raised-psa-needs-biopsy');
    const lines = [
      'Hello, my name is Dr Patel. Would you like someone with you for this?',
      'What do you understand about why you had the scan?',
      'How much detail would you like me to go into?',
      "I'm afraid the scan was not as we had hoped.",
      'It shows a suspicious area in the prostate that could be cancer.',
      "I'm sorry, this must be a shock.",
      'The next step is a biopsy under local anaesthetic, and a specialist nurse will be your key worker.',
      'Does that make sense? Can you tell me what you understand in your own words?',
    ];
    expect(scoreSpikes(psa, transcriptOf(psa, lines)).overall).toBe(100);
  });

  it('scores a candid, kind explanation of a complication full marks', () => {
    const complication = scenario('complication-after-ureteroscopy');
    const lines = [
      "Good morning, I'm Dr Okoye, one of the urology doctors. Is it okay to talk now, or would you like to wait for your husband?",
      'What have you been told about how the operation went?',
      'Would you like me to go through what happened in detail?',
      "I'm afraid the operation did not go as planned.",
      'While we were removing the stone, the tube from your kidney was torn.',
      "I am so sorry. I can see this is upsetting, and it's okay to be angry.",
      'The plan is to leave the stent in for six weeks so it heals, with antibiotics, and then a second operation for the stone. The consultant will see you today.',
      'Can you tell me in your own words what you understand has happened?',
    ];
    const replies = replayBabConversation(complication, lines);
    expect(replies.map((r) => r.emotion)).toEqual([
      'calm',
      'anxious',
      'anxious',
      'anxious',
      'tearful',
      'settling',
      'settling',
      'settling',
    ]);
    const score = scoreSpikes(complication, transcriptOf(complication, lines));
    expect(score.overall).toBe(100);
    expect(score.pitfalls).toEqual([]);
  });

  it('takes explained jargon as plain news, and quotes unexplained jargon as a pitfall', () => {
    const psa = scenario('raised-psa-needs-biopsy');
    const lines = ["I'm afraid the scan was not as we had hoped.", 'The MRI shows a PI-RADS 4 lesion.'];
    const score = scoreSpikes(psa, transcriptOf(psa, lines));
    expect(score.pitfalls.map((p) => p.reaction)).toEqual(['jargon']);
    expect(score.items.find((i) => i.step === 'knowledge')!.score).toBe(0);
  });
});
