import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ComingSoonNote } from './coming-soon';
import { PublicPageLayout } from './public-page';
import { SiteCta } from './site-cta';
import { SiteList, SiteSection, SiteText, useScrollToHash } from './site-section';

/** `/about`: why UroSim exists, who it is for, how its cases are written and scored, and its limits. */
export const AboutPage = () => {
  useScrollToHash();
  return (
    <PublicPageLayout
      path="/about"
      lead="UroSim is a web training simulator in which you practise urology consultations on fictional patients, against the clock, and get feedback you can check line by line."
    >
      <SiteSection id="why" title="Why UroSim exists">
        <SiteText>
          Most of what a urology trainee learns about consultations is learned on real patients: on call at
          night, in a busy clinic, with little time to try again or to hear exactly what was missed.
          Simulation with actors and faculty helps, but it is scarce and hard to repeat.
        </SiteText>
        <SiteText>
          UroSim gives you somewhere safe to practise the same consultation as often as you like. Each session
          is a short, timed attempt at a defined task, followed straight away by specific feedback: which
          questions you asked, which red flags you checked, what you examined and requested, and what your
          plan said. Trying again with that feedback in mind is the heart of deliberate practice, and the
          product is built around it.
        </SiteText>
      </SiteSection>

      <SiteSection id="who" title="Who it is for">
        <SiteList>
          <li>
            <strong>Urology trainees</strong>, preparing for on-call work, clinics and assessments.
          </li>
          <li>
            <strong>Medical students on urology placements</strong> and doctors new to the specialty, who want
            to rehearse the common emergencies first.
          </li>
          <li>
            <strong>Nurses and physician associates</strong> who see urology patients.
          </li>
          <li>
            <strong>Educational supervisors and facilitators</strong>, who can watch a trainee’s session
            read-only and read their hand-off.
          </li>
        </SiteList>
        <SiteText>
          UroSim is for healthcare professionals and students aged 18 or over. It is not designed for patients
          or the public.
        </SiteText>
      </SiteSection>

      <SiteSection id="cases" title="How cases are written and checked">
        <SiteText>
          No case is a real patient. Every case is fictional and written by clinicians from typical
          presentations, to be consistent with current UK guidance; each case records the guidelines it draws
          on. A case sets out:
        </SiteText>
        <SiteList>
          <li>the setting and the brief you are given, with documents such as a referral letter;</li>
          <li>the patient: age, occupation, manner, and their own ideas, concerns and expectations;</li>
          <li>
            the facts the patient can tell you, in their own words, with the red flags marked and the few
            things they say without being asked;
          </li>
          <li>examination findings, investigation results and when each result becomes available;</li>
          <li>what the nurse reports, and the expected diagnosis, management and hand-off;</li>
          <li>the rubric the consultation is scored against.</li>
        </SiteList>
        <SiteText>
          The patient answers only from the facts written for the case. Ask about a symptom the case does not
          have and you get a plausible, consistent “no”; ask the same thing twice and you get the same answer.
          The patient never names the diagnosis and never gives medical advice.
        </SiteText>
        <SiteText>
          Before a case is published it passes automated checks: its rubric must have at least one critical
          item and several communication items; no patient answer may name the diagnosis; a model consultation
          written for the case must score highly and an empty one poorly; and a set of paraphrased questions,
          in words the case does not use, measures how often the patient still finds the right answer. A
          session keeps the version of the case it was played on, so later edits never change old feedback.
        </SiteText>
      </SiteSection>

      <SiteSection id="scoring" title="How scoring works">
        <SiteText>
          Each case has a rubric written by its authors, with items in eight categories: history, red flags,
          examination, investigations, diagnosis, management, communication and hand-off. An item is met by a
          fact you drew out of the patient, an action you took, a point in your plan or hand-off, or a
          communication behaviour such as introducing yourself, confirming identity, asking an open question
          first, responding to emotion, checking understanding, summarising and safety-netting.
        </SiteText>
        <SiteText>
          Items carry weights. Your score in each category is the weight you met out of the weight available,
          and your overall score, from 0 to 100, combines the categories. Every result shows its evidence: the
          line of your transcript, the action or the sentence of your plan that met it, or why it was not met.
        </SiteText>
        <SiteText>
          Some items are critical. If you miss one, your feedback says so plainly, whatever your total: an
          assessment station would not be passed without them.
        </SiteText>
        <SiteText>
          Scores are calculated by fixed rules, not by a language model, so the same consultation always gets
          the same score. Your performance level comes from your average score, from Level 1 Starting to Level
          6 Expert at 85 and above.
        </SiteText>
      </SiteSection>

      <SiteSection id="ai" title="The AI in UroSim">
        <SiteText>
          By default the patient is played by a scripted engine. It matches what you type or say to the facts
          of the case, allowing for lay and clinical terms, British and American spellings, typing slips and
          several questions in one message, and it replies only with text the case authors wrote. It never
          makes up a fact.
        </SiteText>
        <SiteText>
          A deployment can also switch on a language model to phrase the patient’s replies more naturally and
          to write fuller narrative feedback. The model is given only the facts of the case, must stay in
          role, never names the diagnosis, and treats any instruction hidden in your messages as something the
          patient heard rather than an order. It never changes your score: scores always come from the rubric
          rules.
        </SiteText>
        <SiteText>
          In avatar mode the same patient is shown as a talking head that speaks its replies aloud. The
          website’s chat assistant answers questions about UroSim from our help pages; it does not answer
          medical questions.
        </SiteText>
        <ComingSoonNote features={['avatar']} />
      </SiteSection>

      <SiteSection id="disclaimer" title="Educational use only">
        <Alert severity="info" sx={{ mb: 2 }}>
          UroSim is for education and training only. All cases and patients are fictional, and nothing on this
          site or in a session is medical advice.
        </Alert>
        <SiteText>
          Feedback tells you how a consultation matched the rubric of a fictional case; it is not a
          certificate of competence and does not replace supervised clinical training or your local
          guidelines. If you are worried about your own health, speak to a doctor, pharmacist or your local
          health service; in an emergency, call your local emergency number.
        </SiteText>
        <SiteText>
          The full terms are on our{' '}
          <Link component={RouterLink} to="/legal">
            Terms &amp; Privacy
          </Link>{' '}
          page.
        </SiteText>
      </SiteSection>

      <SiteSection id="contact" title="Contact us">
        <Typography sx={{ mb: 2 }}>
          Questions about a case, an idea for a new one, or a problem with your account? Write to us from the{' '}
          <Link component={RouterLink} to="/contact">
            contact page
          </Link>
          . We answer within two working days.
        </Typography>
      </SiteSection>

      <SiteCta />
    </PublicPageLayout>
  );
};
