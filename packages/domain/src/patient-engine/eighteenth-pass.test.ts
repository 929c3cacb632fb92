// Patient-engine mechanisms of ADR 0146. The questions are my own wording of each class, asked of the
// library cases.
import { describe, expect, it } from 'vitest';
import { splitMessage } from './dialogue.ts';
import { answered, ask, libraryCase, words } from './fixtures/ask.ts';
import { patientPhrases } from './patient.ts';
import { tokenise } from './text.ts';

const priapism = libraryCase('prolonged-erection-ed');
const toddler = libraryCase('empty-scrotum-toddler');
const badNews = libraryCase('bad-news-bladder-biopsy');
const results = libraryCase('prostate-biopsy-results');
const stent = libraryCase('obstructed-infected-kidney-stent');
const lump = libraryCase('painless-scrotal-lump');
const fournier = libraryCase('perineal-pain-diabetic');
const haematuria = libraryCase('visible-haematuria-smoker');
const epididymitis = libraryCase('painful-swollen-testicle');

describe('a word whose sense its neighbours decide', () => {
  it('"fast" is speed; "fasting" is going without food', () => {
    expect(answered(priapism, 'Is your heart going very fast at all?')).not.toContain('sh-last-ate');
    expect(answered(priapism, 'Have you been fasting since last night?')).toEqual(['sh-last-ate']);
    expect(answered(priapism, 'When did you last eat? Have you fasted?')).toEqual(['sh-last-ate']);
  });

  it('"a sore" and "any sore or …" are a lesion; "is it sore?" and "a sore throat" are pain', () => {
    const tokens = (t: string) => tokenise(t).map((w) => w.word);
    expect(tokens('Have you noticed a sore on it?')).toContain('ulcer');
    expect(tokens('any sore or blister down there?')).toContain('ulcer');
    expect(tokens('Is it sore?')).toContain('sore');
    expect(tokens('Any sore throat?')).toContain('sore');
    const reply = ask(priapism, 'Any sore or blister on the penis at all?');
    expect(reply.revealedFactIds).toEqual([]);
    expect(reply.reply).toBe(patientPhrases.closedNo);
  });
});

describe('"in your own head" is the mind, and a closing "hey?" is a tag', () => {
  it('asks for the idea, not about headaches, and does not greet', () => {
    const reply = ask(badNews, 'In your own head, what do you reckon the result will be, hey?');
    expect(reply.revealedFactIds).toEqual(['perception-own-view']);
    expect(reply.negativeIds).toEqual([]);
  });
  it('a tag never opens a turn: "Hey, …" is still a greeting', () => {
    expect(ask(badNews, 'Hey, how are you today?').revealedFactIds).toContain('pc-results');
  });
});

describe('"did they say anything about X?" with no test named asks whether X was found', () => {
  it('a condition the case never mentions gets the closed world\'s no, not "I was hoping you\'d tell me"', () => {
    const reply = ask(toddler, 'When he was born, did they say anything about a clicky hip?');
    expect(reply.reply).toBe(patientPhrases.closedNo);
    expect(reply.revealedFactIds).toEqual([]);
  });
  it("a result of a named test is still not the patient's to give", () => {
    expect(ask(toddler, 'Did the scan say anything about a clicky hip?').reply).toBe(patientPhrases.fishing);
  });
});

describe('what matters to the patient, how much they want told, and their thoughts', () => {
  it('"what is important in the coming year?" and "what do you still want to do?" ask about values', () => {
    expect(answered(results, 'What is important over the coming year?')).toEqual(['values']);
    expect(answered(results, 'What things do you still want to do?')).toEqual(['values']);
  });
  it('"how much do you want me to go into?" asks how much to tell, not whether it has spread', () => {
    expect(answered(results, 'How much do you want me to go into, today?')).toEqual(['invitation']);
  });
  it('"thoughts" is thinking: "any thoughts on what he should do?" asks for an idea', () => {
    expect(words('any thoughts on what he should do?')).toEqual(words('what do you think?'));
  });
});

describe('a question spoken in chunks is read as one', () => {
  const bedWetting = libraryCase('wetting-the-bed-raised-creatinine');
  it.each([
    ['Right. Your water. Does it come out strongly?', ['hpc-stream']],
    ['Now. The family. Any prostate problems?', ['fh']],
    ['Any prostate problems. In the family?', ['fh']],
  ])('%s', (q, facts) => {
    expect(splitMessage(q).filter((p) => p.isQuestion)).toHaveLength(1);
    expect(answered(bedWetting, q)).toEqual(facts);
  });
  it('a sentence with a verb or a subject is no fragment', () => {
    expect(splitMessage('That sounds awful. How bad is it?')[0]?.text).toBe('That sounds awful');
    expect(splitMessage('I see. How bad is it?')).toHaveLength(2);
    expect(splitMessage('Now. How bad is it?').at(-1)?.text).toBe('How bad is it');
    // An interjection is no topic.
    expect(splitMessage('Dang. Did it come on suddenly?').at(-1)?.text).toBe('Did it come on suddenly');
    expect(splitMessage('Oh dear. Does it hurt?').at(-1)?.text).toBe('Does it hurt');
  });
});

describe('what the trainee reads back and acknowledges is not asked again', () => {
  it('"Nothing sexual, ok. Has this happened before?" asks only whether it happened before', () => {
    expect(answered(priapism, 'No sex beforehand, fine. Has this ever happened before?')).toEqual([
      'hpc-previous',
    ]);
  });
  it('"Dark and smelly, got it. Any blood in it?" is answered about blood alone', () => {
    const reply = ask(stent, 'Dark and smelly, got it. Any blood in it that you noticed?');
    expect(reply.revealedFactIds).toEqual([]);
  });
});

describe('more of how people name things', () => {
  const fever = libraryCase('fever-and-loin-pain');
  it.each([
    [badNews, 'Were you ever on the ciggies?', ['sh-smoking']],
    [epididymitis, 'Any fluid from the penis at all?', ['hpc-discharge']],
    [fever, 'What did you reckon it was, before the GP saw you?', ['ice-ideas']],
  ] as const)('%#', (caseDef, q, facts) => {
    expect(answered(caseDef, q)).toEqual(facts);
  });
  it('"do you sometimes lose some urine?" asks about leaking', () => {
    expect(words('do you sometimes lose some urine?')).toContain('LEAK');
  });
});

describe('how long a state has lasted', () => {
  it('"since how long…?" asks how long, as South Asian English says it', () => {
    expect(answered(priapism, 'Since how long has it been up like this?')).toEqual(['hpc-duration']);
  });
  it('"been up like this" is a state lasting, not an episode like it before', () => {
    expect(answered(priapism, 'How long has it been up like this?')).toEqual(['hpc-duration']);
    expect(answered(priapism, 'Have you ever been like this before?')).toEqual(['hpc-previous']);
  });
});

describe('what is told is not asked', () => {
  const stricture = libraryCase('slow-stream-young-man');
  const colic = libraryCase('loin-to-groin-pain');
  it('a time clause, then a main clause with its own subject, ending in a full stop', () => {
    expect(
      splitMessage('After that injury when you were a teenager, I think a scar is narrowing the pipe.')[0]
        ?.isQuestion,
    ).toBe(false);
    expect(splitMessage('When you pee, does it hurt.')[0]?.isQuestion).toBe(true);
    expect(
      answered(
        stricture,
        "So given that fall when you were nineteen, I'm more worried about a scar in the water pipe. We'll do a flow test today. Sound ok?",
      ),
    ).toEqual([]);
  });
  it('"I call now the consultant, ok?" says what the doctor does', () => {
    expect(
      answered(fournier, 'You need an operation today. I call now the surgeon and the anaesthetist, ok?'),
    ).toEqual([]);
  });
  it('what a consent tag asks leave for is said, not asked', () => {
    const reply = ask(
      colic,
      'The nurse is bringing something now. I just need a few minutes with you first, is that alright?',
    );
    expect(reply.revealedFactIds.filter((id) => !reply.volunteeredFactIds.includes(id))).toEqual([]);
  });
});

describe('instructions and checks said in other words', () => {
  it.each(["Don't eat or drink anything for now, ok?", 'Nothing to eat or drink from now on, okay?'])(
    '%s is an instruction',
    (q) => {
      expect(answered(stent, q)).toEqual([]);
    },
  );
  it('"Do you drink alcohol?" is still asked', () => {
    expect(answered(stent, 'Do you drink alcohol?')).not.toEqual([]);
  });
  it('"Understand so far?" checks understanding', () => {
    expect(answered(lump, 'We will do a scan today. Understand so far?')).toEqual([]);
  });
});

describe('who is who, tags, and a question said again', () => {
  const foreskin = libraryCase('stuck-foreskin');
  it('"And you are Bev, the carer, no?" checks who is there', () => {
    expect(answered(foreskin, 'Hello Mr Finch. And you are Bev, the carer, no?')).toEqual([]);
  });
  it('"Sorry, I mean, …" asks the same question once, in other words', () => {
    expect(splitMessage('Is it total haematuria? Sorry, I mean, is all of the wee red?')).toHaveLength(1);
    expect(
      answered(haematuria, 'Would you call it total haematuria? I mean, is the wee red all the way through?'),
    ).toEqual(['hpc-whole-stream']);
  });
});

describe('what a medicine is for, with the medicine named between', () => {
  const clots = libraryCase('clots-and-retention-anticoagulated');
  it.each(['What are you taking the apixaban for?', 'For what you are taking the apixaban?'])(
    '%s asks the indication',
    (q) => {
      expect(answered(clots, q)).toEqual(['pmh-af']);
    },
  );
  it('"what do you take for the pain?" still asks what is taken', () => {
    expect(answered(clots, 'What do you take for the pain?')).not.toContain('pmh-af');
  });
});

describe('more words for the same things', () => {
  const retention = libraryCase('unable-to-pass-urine');
  it('"the intestine… when did you last evacuate?" asks about the bowels', () => {
    expect(answered(retention, 'The intestine, when did you last evacuate?')).toEqual(['hpc-constipation']);
  });
  it('"got any discharge?" is a discharge, not being discharged', () => {
    const reply = ask(priapism, 'Penis got any discharge?');
    expect(reply.negativeIds).toEqual(['neg-discharge']);
  });
  it('"the back end" is the back passage', () => {
    expect(ask(fournier, 'Any bleeding from the back end?').negativeIds).toEqual(['neg-rectal-bleed']);
  });
  it('"your own head" is the mind, not a headache', () => {
    expect(ask(badNews, "What's been going through your own head about it?").negativeIds).toEqual([]);
  });
});

describe('idioms of a symptom, a worry, sex and a family', () => {
  const cystitis = libraryCase('recurrent-cystitis-woman');
  it('"running a fever" is having one, not running', () => {
    expect(answered(epididymitis, 'Have you been running a fever at all?')).toEqual(['hpc-fever']);
  });
  it('"what\'s eating at you?" is what worries him; "what are you eating?" is food', () => {
    expect(answered(epididymitis, "What's eating at you most about all this?")).toEqual(['ice-concerns']);
    expect(answered(epididymitis, 'What are you eating at the moment?')).not.toContain('ice-concerns');
  });
  it('"did it hit you all at once?" asks how it came on, not about an injury', () => {
    expect(answered(epididymitis, 'Did it hit you all at once?')).not.toContain('hpc-no-trauma');
  });
  it('"planning to have a baby" asks about fertility', () => {
    expect(answered(lump, 'Are you and your partner planning to have a baby?')).toEqual(['sh-fertility']);
  });
  it('"the relations with your partner" are sex, not the relationship', () => {
    expect(answered(cystitis, 'Any link with the relations with your partner?')).not.toContain(
      'sh-relationship',
    );
  });
});

describe("the patient's own view is not the wife's", () => {
  it('"what do you think it is?" does not answer with what his wife thinks', () => {
    expect(answered(results, 'What do you think it is?')).not.toContain('teresa-view');
  });
  it('"what does your wife think?" still does', () => {
    expect(answered(results, 'What does your wife think about it all?')).toEqual(['teresa-view']);
  });
});

describe('"got back pain" and "last time"', () => {
  it('"Got back pain?" is having back pain, not getting back', () => {
    expect(answered(lump, 'Got any back pain lately?')).toEqual(['sr-mets-screen']);
    expect(answered(lump, 'Got back pain?')).toEqual(['sr-mets-screen']);
  });
  it('"Last time, …?" opening a question is before', () => {
    expect(answered(lump, 'Last time, got fever or night sweats?')).toEqual([]);
  });
});

describe('"the whole time you pee" is throughout the stream', () => {
  it('asks whether the whole stream is red, not how long it has been', () => {
    expect(answered(haematuria, 'Is the wee red the whole time you pee?')).toEqual(['hpc-whole-stream']);
  });
});
