import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TextTable } from '../../components/text-table';
import { ComingSoonNote } from './coming-soon';
import { PublicPageLayout } from './public-page';
import { SiteCta } from './site-cta';
import { SiteLink, SiteList, SiteSection, SiteText, useScrollToHash } from './site-section';

const sections = [
  ['consultations', 'Consultations'],
  ['examination-and-investigations', 'Examination and investigations'],
  ['feedback', 'Feedback'],
  ['progress', 'Progress'],
  ['hand-offs', 'Hand-offs'],
  ['facilitators', 'Facilitators'],
  ['plans', 'Plans and session allowances'],
  ['accessibility', 'Accessibility and devices'],
] as const;

const levels = [
  ['Level 6', 'Expert', '85 and above'],
  ['Level 5', 'Advanced', '75 to under 85'],
  ['Level 4', 'Skilled', '65 to under 75'],
  ['Level 3', 'Growing', '50 to under 65'],
  ['Level 2', 'Learning', '25 to under 50'],
  ['Level 1', 'Starting', 'below 25'],
] as const;

/** `/features`: what the simulator does, section by section. */
export const FeaturesPage = () => {
  useScrollToHash();
  return (
    <PublicPageLayout
      path="/features"
      lead="Everything UroSim does, from the first question you ask a fictional patient to the hand-off you share with your supervisor."
    >
      <Box component="nav" aria-label="On this page">
        <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
          On this page
        </Typography>
        <Box
          component="ul"
          sx={{ m: 0, pl: 3, columnCount: { xs: 1, sm: 2 }, columnGap: 4, '& li': { mb: 0.75 } }}
        >
          {sections.map(([id, title]) => (
            <li key={id}>
              <Link component={RouterLink} to={`#${id}`}>
                {title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      <SiteSection id="consultations" title="Consultations">
        <SiteText>
          Each session is a consultation with one fictional patient, set where you would meet them: the
          emergency department, the ward, the urology assessment unit or a clinic. You read the brief and any
          documents, such as a referral letter, then start.
        </SiteText>
        <Typography variant="h3" sx={{ mb: 1 }}>
          Text chat
        </Typography>
        <SiteText>
          Type your question and press Enter to send it (Shift+Enter starts a new line). Ask one thing or
          several at once, in your own words, as you would in clinic. The patient answers only from the facts
          written for the case, in their own voice, and says so when they do not know.
        </SiteText>
        <Typography variant="h3" sx={{ mb: 1 }}>
          Avatar
        </Typography>
        <ComingSoonNote features={['avatar']} />
        <SiteText>
          In avatar mode the patient is a talking head that speaks its replies aloud; you can type or speak
          your questions. It runs in your browser with its own speech synthesis, so there is nothing to
          install. It is open on every plan; where the site runs the HeyGen video avatar, its minutes come
          from the plan (60 a month on Standard, 300 on Premium).
        </SiteText>
        <Typography variant="h3" sx={{ mb: 1 }}>
          A timed session on a server clock
        </Typography>
        <SiteText>
          After a 3-second countdown you have the case's time (10 minutes for most, up to 20 in clinic), or
          the length you chose before starting. The header shows the time left and warns you when it is
          running low. The clock is kept by our server, not your browser: when the time is up the session
          ends, even if you have closed the tab. You can also end early with End Session. Then you write a
          short summary: your working diagnosis, differentials and plan.
        </SiteText>
      </SiteSection>

      <SiteSection id="examination-and-investigations" title="Examination and investigations">
        <SiteList>
          <li>
            <strong>Examination.</strong> Use the Examination panel to examine the patient: the abdomen, the
            renal angles, the external genitalia, a digital rectal examination, a neurological screen or the
            vital signs, as the case needs. The findings are the case authors’ own.
          </li>
          <li>
            <strong>Investigations.</strong> Request tests by their full names or by the short names used on
            the ward (“CT KUB”, “urine dip”). Bedside tests come back at once; others take a realistic time
            within the session, so you have to decide what to do while you wait.
          </li>
          <li>
            <strong>The nurse.</strong> Ask the nurse for the latest observations, for a task such as a
            bladder scan, or for a result: the Investigations panel shows when each result is back, and the
            nurse reports it when you ask.
          </li>
        </SiteList>
        <SiteText>
          What you examine and request counts towards your score, and the feedback lists any test you ordered
          that was not indicated, with what came back and why it did not help.
        </SiteText>
      </SiteSection>

      <SiteSection id="feedback" title="Feedback">
        <SiteText>
          As soon as you submit your summary, the case’s rubric is scored against your transcript, your
          actions and your plan. The feedback page shows:
        </SiteText>
        <SiteList>
          <li>
            your overall score from 0 to 100, your level, and a score for each category: history, red flags,
            examination, investigations, diagnosis, management, communication and hand-off;
          </li>
          <li>
            every rubric item with its evidence: the line of your transcript, the action or the sentence of
            your plan that met it, or why it was not met;
          </li>
          <li>what you missed, with red flags first, then what you did well;</li>
          <li>
            a clear flag when you missed a critical item, however high your score, because an assessment
            station would not be passed without it;
          </li>
          <li>
            your communication: whether you introduced yourself, confirmed identity, opened with an open
            question, responded to emotion, checked understanding, summarised and safety-netted;
          </li>
          <li>
            a short written narrative, with what went well, what to work on and a next step, plus a model
            answer and your full transcript.
          </li>
        </SiteList>
        <SiteText>
          Scores are calculated by fixed rules, so the same consultation always gets the same score. Where a
          language model is switched on it may write the narrative, but it never changes a score.
        </SiteText>
      </SiteSection>

      <SiteSection id="progress" title="Progress">
        <SiteText>Your performance level comes from your average score across your scored sessions:</SiteText>
        <TextTable
          caption="Performance levels and the average score each needs"
          head={['Level', 'Name', 'Average score']}
          rows={levels}
        />
        <SiteList>
          <li>
            <strong>Dashboard.</strong> Your sessions, cases completed, average score and sessions left this
            month, the session to continue, recent activity and cases to try next.
          </li>
          <li>
            <strong>Performance Hub and My Analytics.</strong> Your scores by topic and by skill and their
            trend over time. Each chart can be shown as a table.
          </li>
          <li>
            <strong>Sessions timeline.</strong> Every session you have played, newest first, with its date,
            case, duration, score and any critical-item flag.
          </li>
        </SiteList>
      </SiteSection>

      <SiteSection id="hand-offs" title="Hand-offs">
        <ComingSoonNote features={['handoffs']} />
        <SiteText>
          Finish a case as you would finish a shift: with an SBAR hand-off (situation, background, assessment,
          recommendation) written for the colleague who takes over. Every case’s rubric includes a hand-off
          item, so a good hand-off counts towards your score.
        </SiteText>
        <SiteText>
          You can share a hand-off with a supervisor through a read-only link, which you can revoke, or as a
          PDF.
        </SiteText>
      </SiteSection>

      <SiteSection id="facilitators" title="Facilitators">
        <ComingSoonNote features={['facilitators']} />
        <SiteText>
          An educational supervisor, facilitator or colleague can watch your session live from an invite link
          you send them. They see the transcript, the timer and what the patient has revealed, read-only: they
          cannot type into your consultation. They can add notes and ratings, which appear in the facilitator
          view of your feedback. Facilitator observation is part of the Premium plan.
        </SiteText>
        <SiteText>
          A facilitator can also run a facilitated session: they choose a case, give you a code, and while you
          consult they can change the patient’s observations, send a nurse’s message or bring a result back
          early, as a real ward would.
        </SiteText>
        <SiteText>
          To revise for an OSCE with a friend, invite a colleague to play the patient: they see the patient’s
          script, type the replies and tick what they reveal, and your session is scored as usual. A colleague
          can also just watch. Colleague rooms are open on every plan.
        </SiteText>
      </SiteSection>

      <SiteSection id="plans" title="Plans and session allowances">
        <SiteText>
          There are four plans: Free, Basic, Standard and Premium. Each case belongs to one of four tiers with
          the same names, and each plan opens the cases of its tier and of the tiers below it, so Premium
          opens the whole library.
        </SiteText>
        <SiteList>
          <li>The Free plan costs nothing, needs no card, and includes a monthly allowance of sessions.</li>
          <li>
            Paid plans add more sessions each month (Premium has no monthly limit), more cases, avatar mode
            (Standard and Premium) and facilitator observation (Premium). They are billed monthly by card and
            can be cancelled at any time; your plan stays active until the end of the period you have paid
            for.
          </li>
          <li>
            On Free the allowance resets on the first day of each calendar month; on a paid plan, at the start
            of each billing period. Unused sessions do not carry over. Your Subscription page shows how many
            you have left.
          </li>
          <li>
            Hospitals and training programmes can buy access for a group: write to us from the{' '}
            <SiteLink to="/contact">contact page</SiteLink> with the topic Billing.
          </li>
        </SiteList>
        <SiteText>
          The <SiteLink to="/pricing">pricing page</SiteLink> lists every plan with its current price, and you
          can <SiteLink to="/plans/compare">compare plans side by side</SiteLink>.
        </SiteText>
      </SiteSection>

      <SiteSection id="accessibility" title="Accessibility and devices">
        <SiteText>
          UroSim aims to meet WCAG 2.2 level AA. Every screen works with a keyboard alone, controls are
          labelled for screen readers, new messages in the consultation are announced as they arrive, and
          animations stop when your device asks for reduced motion. Our{' '}
          <SiteLink to="/accessibility">accessibility statement</SiteLink> says what works and what does not
          yet.
        </SiteText>
        <SiteText>
          UroSim runs in current versions of Chrome, Edge, Firefox and Safari (17 and later), on computers,
          tablets and phones. Text sessions work everywhere; avatar sessions work best on a computer or tablet
          with speakers or headphones.
        </SiteText>
      </SiteSection>

      <SiteCta title="Try it for yourself" />
    </PublicPageLayout>
  );
};
