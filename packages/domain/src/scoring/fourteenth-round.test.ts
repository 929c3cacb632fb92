// Scoring classes of ADR 0150, from the nineteenth examiner round (`-q`: a Pakistani-trained
// registrar, a Colombian-trained SHO, a Northern Irish FY1, a German-trained registrar, a
// Singaporean-trained MO, an Ethiopian-trained doctor). My own wording of each class.
import { describe, expect, it } from 'vitest';
import { lineShowsBehaviour } from './behaviours.ts';
import { met, plan, playTurns } from './fixtures/library.ts';
import { summaryMatches } from './phrases.ts';

const escalation = (text: string) => ({
  summary: { diagnosis: '', differentials: '', investigations: '', management: '', escalation: text },
});

describe('a step put first as the topic of a conditional clause', () => {
  it('"ICU, we can involve after theatre if needed" is no plan for ICU', () => {
    expect(summaryMatches('ICU, we can involve after theatre if needed.', ['intensive care'])).toBeNull();
    expect(summaryMatches('HDU, I will refer if he worsens.', ['hdu'])).toBeNull();
  });
  it('the topic with its own plan, or a list whose last step is conditional, stays planned', () => {
    expect(summaryMatches('ICU, we will refer now.', ['intensive care'])).not.toBeNull();
    expect(summaryMatches('Catheter, fluids if needed.', ['catheter'])).not.toBeNull();
  });
});

describe('a time-critical operation made to wait for imaging', () => {
  const fournier = 'perineal-pain-diabetic';
  it('"CT first, then theatre for debridement" fails the critical item; theatre now meets it', () => {
    expect(
      met(fournier, plan('IV antibiotics. CT first, then theatre for debridement.'), 'rb-debridement'),
    ).toBe(false);
    expect(
      met(fournier, plan('IV antibiotics. Theatre now for radical debridement.'), 'rb-debridement'),
    ).toBe(true);
  });
  it('"I will review the images, then call theatre" waits for the scan too', () => {
    expect(
      summaryMatches('I will review the images, then call theatre.', ['theatre'], { unconditional: true }),
    ).toBeNull();
  });
});

describe('escalation put off to a round', () => {
  it('"present to the consultant on morning round" is no escalation in an acute case', () => {
    const fournier = 'perineal-pain-diabetic';
    expect(
      met(fournier, escalation('Present to consultant on morning round. ICU review now.'), 'rb-escalation'),
    ).toBe(false);
    expect(met(fournier, escalation('Consultant informed now. ICU review now.'), 'rb-escalation')).toBe(true);
  });
});

describe('a diagnosis hedged in German English', () => {
  it('"LUTS, eventually BPE" (eventuell: possibly) commits to no diagnosis', () => {
    expect(summaryMatches('LUTS, eventually BPE.', ['bpe'], { reading: 'diagnosis' })).toBeNull();
    expect(summaryMatches('LUTS from BPE.', ['bpe'], { reading: 'diagnosis' })).not.toBeNull();
  });
});

describe('advice against caffeine, put as "no caffeine"', () => {
  it('"less fluid, no caffeine after lunch" is advice on fluids and caffeine', () => {
    expect(
      met('nocturia-clinic', plan('Less fluid in the evening, no caffeine after lunch.'), 'rb-conservative'),
    ).toBe(true);
    expect(met('nocturia-clinic', plan('Less fluid in the evening.'), 'rb-conservative')).toBe(false);
  });
});

describe('more of the round', () => {
  it('"LUTS" alone names the symptoms, not their cause: the item asks for LUTS from BPE (case data)', () => {
    const diagnosis = (d: string) => plan('', d);
    expect(met('nocturia-clinic', diagnosis('LUTS, ?overactive bladder.'), 'rb-diagnosis')).toBe(false);
    expect(met('nocturia-clinic', diagnosis('LUTS from benign prostatic enlargement.'), 'rb-diagnosis')).toBe(
      true,
    );
  });
  it('"I can see this pain is terrible" acknowledges the pain', () => {
    expect(lineShowsBehaviour('shows-empathy', 'I can see this pain is terrible, I am sorry.')).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'I can see the pain is in your back.')).toBe(false);
  });
  it('"if your pee cannot come out, go to A&E" safety-nets for retention (case data)', () => {
    const said = playTurns('slow-stream-young-man', [
      { to: 'patient', atSeconds: 30, text: 'If your pee cannot come out at all, go straight to A&E.' },
    ]);
    expect(met('slow-stream-young-man', said, 'rb-safety')).toBe(true);
  });
});

describe('round -r, read', () => {
  it('drugs as Spanish-trained doctors write them ("ceftriaxona", "doxiciclina") are the drugs', () => {
    const p = plan('Ceftriaxona 1 g IM once, then doxiciclina 100 mg BD for 14 days.');
    expect(met('painful-swollen-testicle', p, 'rb-antibiotics')).toBe(true);
  });
  it('"orchiepididymitis, probably from chlamydia" is the diagnosis (case data)', () => {
    expect(
      met(
        'painful-swollen-testicle',
        plan('', 'Orchiepididymitis, most probably sexually acquired (chlamydia).'),
        'rb-diagnosis',
      ),
    ).toBe(true);
  });
  it('"you\'re awful sore, I can see that" acknowledges the pain', () => {
    expect(lineShowsBehaviour('shows-empathy', "Och, you're awful sore, I can see that.")).toBe(true);
  });
  it('"run me through what you\'ll do at home" checks understanding', () => {
    expect(
      lineShowsBehaviour('checks-understanding', "Could you run me through what you'll do at home?"),
    ).toBe(true);
  });
  it('a trailing "if appropriate" after a step joined on is that step\'s condition', () => {
    expect(
      summaryMatches('List for TURBT with a single instillation of mitomycin if appropriate.', ['turbt']),
    ).not.toBeNull();
    expect(summaryMatches('TURBT if appropriate.', ['turbt'])).toBeNull();
  });
});

describe('empathy named as what the situation is, and not judging', () => {
  it('"that\'s gert frustrating", "nobody is judging you" show empathy; "it is difficult to say" does not', () => {
    expect(
      lineShowsBehaviour('shows-empathy', "You've been fobbed off before - that's gert frustrating."),
    ).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'It is routine, nobody is judging you.')).toBe(true);
    expect(lineShowsBehaviour('shows-empathy', 'It is difficult to say without a scan.')).toBe(false);
  });
});
