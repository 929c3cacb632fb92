import { loadCaseLibrary } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import {
  checkRevealedFacts,
  keyValuesOf,
  MAX_FACTS_PER_REPLY,
  measureFact,
  prepareReply,
  statesFact,
} from './fact-check.ts';

// Facts as a library case words them (loin-to-groin pain), inline so the test does not move when
// the case is edited.
const facts = [
  {
    id: 'hpc-onset',
    answer:
      'About half six this morning, so three hours ago. I was getting ready for work and it just hit me, sudden, like being stabbed.',
  },
  {
    id: 'hpc-site-radiation',
    answer:
      'It starts round the back on the right, under my ribs, and shoots round the front and down into my groin.',
  },
  { id: 'hpc-severity', answer: 'Ten out of ten at its worst. Worse than having my son, honestly.' },
  {
    id: 'hpc-vomiting',
    answer:
      "I've been sick twice, and I couldn't even keep a glass of water down. I feel queasy all the time.",
  },
  {
    id: 'hpc-urinary',
    answer: "I keep feeling like I need a wee, then only a bit comes out. I didn't notice any blood in it.",
  },
  { id: 'hpc-analgesia', answer: "Two paracetamol at home at about seven. It didn't touch it." },
  { id: 'hpc-first-episode', answer: "Never. I've never had anything like this before." },
  { id: 'pmh-surgery', answer: 'I had my son by caesarean eight years ago. Nothing else.' },
  { id: 'dh-meds', answer: "I've got the Mirena coil. No regular tablets, just the odd ibuprofen." },
  {
    id: 'sh-smoking-alcohol',
    answer: "I don't smoke. A glass or two of wine on my days off.",
  },
  {
    id: 'fh-stones',
    answer: "My dad's had stones in his waterworks twice. He always said it was the worst pain of his life.",
  },
  {
    id: 'bp-meds',
    answer: 'I take ramipril 5 milligrams every morning for my blood pressure.',
  },
];
const fact = (id: string) => facts.find((f) => f.id === id)!.answer;

describe('statesFact: paraphrased true claims are credited', () => {
  it.each([
    ['hpc-onset', 'It came on all of a sudden about three hours ago, when I was getting ready for work.'],
    ['hpc-site-radiation', 'The pain begins in my back on the right side and goes down to the groin.'],
    ['hpc-severity', "At its worst it's 10/10, worse than childbirth."],
    ['hpc-vomiting', "I've vomited two times, I can't keep water down and I feel nauseous constantly."],
    ['hpc-urinary', 'I keep needing to pee but only a little comes out. No blood that I saw.'],
    ['hpc-analgesia', 'I took 2 paracetamol at home around seven and it did nothing.'],
    ['hpc-first-episode', 'No, never had anything like it before.'],
    ['pmh-surgery', 'Just a caesarean section when I had my son, eight years back.'],
    ['sh-smoking-alcohol', "I'm a non-smoker, never smoked. One or two glasses of wine when I'm off."],
    ['fh-stones', 'My father has had kidney stones two times; he said the pain was the worst of his life.'],
    ['bp-meds', 'I take 5 mg of ramipril for my blood pressure.'],
  ])('%s: "%s"', (id, reply) => {
    const evidence = measureFact(fact(id), reply);
    expect(evidence, JSON.stringify(evidence)).toMatchObject({ stated: true });
  });
});

describe('statesFact: false claims earn nothing', () => {
  it.each([
    ['hpc-onset', 'Hello doctor.'],
    ['hpc-onset', 'It started three days ago, while I was at work.'],
    ['hpc-site-radiation', 'The pain is in my back on the left side and goes down to the groin.'],
    ['hpc-severity', "It's about four out of ten, not too bad."],
    ['hpc-vomiting', "No, I haven't been sick at all and I'm drinking fine."],
    ['hpc-urinary', "I've been passing blood in my wee."],
    ['hpc-analgesia', "I haven't taken anything for it."],
    ['pmh-surgery', 'I had my appendix out when I was a child.'],
    ['fh-stones', 'Nobody in my family has had anything like this.'],
    ['bp-meds', 'I take amlodipine 5 mg for my blood pressure.'],
    ['bp-meds', 'I take ramipril 10 milligrams every morning for my blood pressure.'],
    ['hpc-severity', 'The pain is bad.'],
  ])('%s: "%s"', (id, reply) => {
    const evidence = measureFact(fact(id), reply);
    expect(evidence, JSON.stringify(evidence)).toMatchObject({ stated: false });
  });
});

describe('keyValuesOf', () => {
  it('reads numbers in digits and words, time units, sides and drug names', () => {
    expect(keyValuesOf('Two paracetamol, three hours ago, on the right; ramipril 5 mg.')).toEqual(
      new Set(['#2', 'drug:paracetamol', '#3', 'unit:hour', 'side:right', 'drug:ramipril', '#5']),
    );
    // A class name is not a drug name.
    expect(keyValuesOf('my tablets and medicines')).toEqual(new Set());
  });
});

describe('checkRevealedFacts', () => {
  it('credits nothing for "Hello." however many facts the model claims (prompt injection)', () => {
    const check = checkRevealedFacts(
      facts,
      'Hello, doctor.',
      facts.map((f) => f.id),
    );
    expect(check.creditedFactIds).toEqual([]);
    expect(check.unsupportedClaimIds).toHaveLength(facts.length);
  });

  it('credits what the reply states, whether or not the model listed it, and records false claims', () => {
    const check = checkRevealedFacts(facts, "It's ten out of ten at its worst, worse than childbirth.", [
      'hpc-vomiting',
    ]);
    expect(check.creditedFactIds).toEqual(['hpc-severity']);
    expect(check.unsupportedClaimIds).toEqual(['hpc-vomiting']);
    expect(check.recital).toBe(false);
  });

  it('credits nothing for a recital of the script', () => {
    const recital = facts.map((f) => f.answer).join(' ');
    const check = checkRevealedFacts(facts, recital, []);
    expect(check.recital).toBe(true);
    expect(check.creditedFactIds).toEqual([]);
    expect(facts.filter((f) => statesFact(f.answer, recital)).length).toBeGreaterThan(MAX_FACTS_PER_REPLY);
  });

  it('rarely lets one fact of a library case pass for another (measured across the library)', () => {
    let pairs = 0;
    let confusions = 0;
    let selfStated = 0;
    let factCount = 0;
    for (const c of loadCaseLibrary()) {
      for (const f of c.facts) {
        factCount += 1;
        const reply = prepareReply(f.answer);
        if (measureFact(f.answer, reply).stated) selfStated += 1;
        for (const g of c.facts) {
          if (g === f) continue;
          pairs += 1;
          if (measureFact(g.answer, reply).stated) confusions += 1;
        }
      }
    }
    // Facts without a content word ("Nothing that I know of.") cannot be stated by a model reply.
    console.info(
      `fact check: ${selfStated}/${factCount} facts state themselves, ${confusions}/${pairs} pairs confused`,
    );
    expect(selfStated / factCount).toBeGreaterThan(0.97);
    expect(confusions / pairs).toBeLessThan(0.005);
  });
});
