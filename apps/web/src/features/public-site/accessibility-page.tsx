import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ComingSoonNote } from './coming-soon';
import { PublicPageLayout } from './public-page';
import { SiteList, SiteSection, SiteText, useScrollToHash } from './site-section';

const STATEMENT_DATE = '27 November 2026';

/** `/accessibility`: the accessibility statement: the target, what works, what does not yet, how to report. */
export const AccessibilityPage = () => {
  useScrollToHash();
  return (
    <PublicPageLayout
      path="/accessibility"
      lead="We want everyone who trains with UroSim to be able to use all of it. This statement says how accessible UroSim is today, what we know does not work yet, and how to tell us about a problem."
    >
      <SiteSection id="target" title="Our target">
        <SiteText>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across UroSim: the
          public website, signing up and in, case sessions, feedback and the progress screens. UroSim partly
          meets that standard today: the exceptions we know about are listed below.
        </SiteText>
      </SiteSection>

      <SiteSection id="what-works" title="What works">
        <SiteList>
          <li>
            <strong>Keyboard.</strong> Every screen can be used with a keyboard alone, with a visible focus
            outline. The first thing on every page is a “Skip to main content” link.
          </li>
          <li>
            <strong>Screen readers.</strong> Buttons, links and form fields have labels; each page has one
            main heading and headings in order; the header, main content and footer are marked as such. Icons
            are decorative and hidden from screen readers, so a control is always named by its text.
          </li>
          <li>
            <strong>Consultations.</strong> The chat transcript is a live log: new replies from the patient
            and the nurse are announced as they arrive. The start of a session, the low-time and last-minute
            warnings and the end of the session are each announced once.
          </li>
          <li>
            <strong>Reduced motion.</strong> When your device asks for reduced motion, the start-up animation
            is skipped and other animations and transitions stop.
          </li>
          <li>
            <strong>Colour and contrast.</strong> Text and controls meet the AA contrast ratios. Links in text
            are underlined, and colour is never the only signal: a critical item in your feedback is labelled
            “Critical” in words as well as in red.
          </li>
          <li>
            <strong>Zoom and small screens.</strong> You can zoom to 400 %, and pages reflow into a single
            column on phones from 375 pixels wide. Wide tables scroll sideways inside their own box rather
            than the whole page.
          </li>
          <li>
            <strong>Charts.</strong> The charts in the Performance Hub and My Analytics each have a “Show the
            data as a table” option, and the category scores on the feedback page are written out beside their
            bars.
          </li>
        </SiteList>
      </SiteSection>

      <SiteSection id="known-gaps" title="What does not work yet">
        <ComingSoonNote features={['avatar', 'handoffs']} />
        <SiteList>
          <li>
            <strong>Avatar captions.</strong> In avatar mode, the caption under the avatar shows each reply
            whole while it is spoken, not word by word in step with the voice. Everything the avatar says is
            also written in the transcript beside it, which screen readers announce, and text mode gives the
            same consultation without audio.
          </li>
          <li>
            <strong>Speaking to the avatar.</strong> Spoken questions depend on your browser’s speech
            recognition and your microphone, and may not work in every browser. You can always type instead.
          </li>
          <li>
            <strong>Charts.</strong> Charts have text alternatives only where we have provided them: the table
            views in the Performance Hub and My Analytics, and the scores written beside the bars on the
            feedback page. If you meet a chart without one, please tell us.
          </li>
          <li>
            <strong>Session time limit.</strong> Each case sets its length (10 minutes for most, up to 20 for
            clinic cases). Before you start you can choose 5, 10, 15 or 20 minutes instead, and set your usual
            length in Settings; a running session cannot be extended. The limit is part of what the simulation
            trains, but we know it can disadvantage some users; if it affects you, please tell us.
          </li>
          <li>
            <strong>Hand-off PDFs.</strong> We have not yet checked shared hand-off PDFs with screen readers.
            The same hand-off can be read as a web page through its share link.
          </li>
          <li>
            <strong>Card payments.</strong> The card payment step (Stripe Checkout, and Stripe’s card form
            when you change your card) is provided by our payment provider, Stripe, and its accessibility is
            outside our direct control. The rest of the Subscription page is ours and is tested like every
            other page.
          </li>
        </SiteList>
        <SiteText>We fix these as we develop UroSim, and we update this statement when we do.</SiteText>
      </SiteSection>

      <SiteSection id="how-we-test" title="How we test">
        <SiteList>
          <li>
            Automated checks with the axe accessibility engine run on every public page, at desktop width and
            at a 375-pixel phone width, as part of our automated tests.
          </li>
          <li>
            We go through the main journeys with a keyboard alone: signing up, starting a session, talking to
            the patient, and reading the feedback.
          </li>
          <li>Our colours are chosen and checked against the AA contrast ratios.</li>
        </SiteList>
      </SiteSection>

      <SiteSection id="report" title="Report a problem">
        <SiteText>
          If something in UroSim is hard or impossible for you to use, or you need content in another format,
          write to us through the{' '}
          <Link component={RouterLink} to="/contact?topic=accessibility">
            contact page
          </Link>{' '}
          and choose the topic Accessibility. It helps to tell us the address of the page, what you were
          trying to do, and the device, browser and any assistive technology you use. We answer within two
          working days.
        </SiteText>
      </SiteSection>

      <SiteSection id="statement" title="About this statement">
        <SiteText>
          This statement was prepared on {STATEMENT_DATE}, from our own testing. We review it whenever we make
          a significant change to UroSim.
        </SiteText>
      </SiteSection>
    </PublicPageLayout>
  );
};
