import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TextTable } from '../../components/text-table';
import { PublicPageLayout } from './public-page';
import { SiteLink, SiteList, SiteSection, SiteText, useScrollToHash } from './site-section';

const LAST_UPDATED = '27 November 2026';

/** A numbered clause of the terms or the privacy notice. */
const Clause = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box id={id} sx={{ mt: 3 }}>
    <Typography variant="h3" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const ContactLink = ({ children = 'contact page' }: { children?: ReactNode }) => (
  <SiteLink to="/contact">{children}</SiteLink>
);

// Long clauses in the cells: narrower padding on phones.
const clauseTableSx = { '& th, & td': { px: { xs: 1, sm: 1.5 } } };

const purposes = [
  ['Running your account and your sessions, scoring them and showing your progress', 'Our contract with you'],
  [
    'Taking payment for a paid plan and keeping billing records',
    'Our contract with you, and our legal duty to keep accounting records',
  ],
  [
    'Sending e-mails you need: verification, password reset, receipts, changes to these terms',
    'Our contract with you',
  ],
  [
    'Keeping UroSim secure and working: logs, rate limits, fixing errors',
    'Our legitimate interest in a safe, reliable service',
  ],
  ['Answering messages you send us', 'Our legitimate interest in answering you'],
  ['The research pilot, if you join it', 'Your consent, which you can withdraw at any time'],
];

const cookies = [
  [
    'Session cookie (urosim.sid)',
    'Keeps you signed in. It holds only a random identifier; your session itself is stored on our server.',
    'Ends after 2 hours without activity (the default), or when you sign out',
  ],
  [
    'XSRF-TOKEN',
    'Protects your account against cross-site request forgery: pages send it back to prove a request came from UroSim.',
    'Until you close your browser',
  ],
];

/** `/legal`: the terms of use and the privacy notice. */
export const LegalPage = () => {
  useScrollToHash();
  return (
    <PublicPageLayout
      path="/legal"
      lead="The terms you agree to when you use UroSim, and how we handle your personal data. We have tried to write both in plain words."
    >
      <Typography sx={{ fontWeight: 600, mb: 2 }}>Last updated: {LAST_UPDATED}</Typography>
      <Box component="nav" aria-label="On this page" sx={{ mb: 2 }}>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
          <li>
            <SiteLink to="#terms">Terms of use</SiteLink>
          </li>
          <li>
            <SiteLink to="#privacy">Privacy</SiteLink>
          </li>
          <li>
            <SiteLink to="#cookies">Cookies</SiteLink>
          </li>
          <li>
            <SiteLink to="#open-source">Open-source software</SiteLink>
          </li>
        </Box>
      </Box>
      <Alert severity="info">
        UroSim is for education and training only. All cases and patients are fictional, and nothing on this
        site or in a session is medical advice.
      </Alert>

      <SiteSection id="terms" title="Terms of use">
        <SiteText>
          These terms apply to everyone who uses UroSim, with or without an account. By creating an account or
          using the site you agree to them. “We” and “us” mean the team that runs UroSim; “you” means you, the
          user.
        </SiteText>

        <Clause id="eligibility" title="1. Who can use UroSim">
          <SiteText>
            UroSim is for healthcare professionals and students of a healthcare profession who are 18 or over.
            When you sign up, give accurate details and keep them up to date.
          </SiteText>
        </Clause>

        <Clause id="educational-use" title="2. Educational use only">
          <SiteList>
            <li>Every case and patient in UroSim is fictional. Any likeness to a real person is chance.</li>
            <li>
              Nothing in UroSim is medical advice. Do not use it to make decisions about a real patient or
              about your own health; follow your local guidelines and senior colleagues.
            </li>
            <li>
              Scores, levels and feedback show how a consultation matched the rubric of a fictional case. They
              are not a qualification, a certificate of competence or an assessment of fitness to practise.
            </li>
          </SiteList>
        </Clause>

        <Clause id="account-security" title="3. Your account">
          <SiteText>
            Your account is for you alone: do not share it or your password. Choose a password you use nowhere
            else. If you think someone else has used your account, change your password and tell us through
            the <ContactLink />. You are responsible for what is done with your account until you tell us.
          </SiteText>
        </Clause>

        <Clause id="acceptable-use" title="4. Acceptable use">
          <SiteText>When you use UroSim, please do not:</SiteText>
          <SiteList>
            <li>
              type anything that identifies a real patient, or any other person’s personal data, into a
              session, summary or hand-off;
            </li>
            <li>
              copy, publish or sell the cases, rubrics, model answers or other content, or collect them with
              automated tools;
            </li>
            <li>
              try to get into accounts or data that are not yours, test or break our security, or disrupt the
              service for others;
            </li>
            <li>run sessions by script or bot, or try to get round session allowances or plan limits;</li>
            <li>
              try to make the patient, the nurse or the chat assistant produce harmful or abusive content;
            </li>
            <li>use facilitator or hand-off links to share anything abusive or unlawful.</li>
          </SiteList>
          <SiteText>
            If you break these terms we may suspend or close your account. Where we can, we will tell you why
            first and give you the chance to put things right.
          </SiteText>
        </Clause>

        <Clause id="subscriptions" title="5. Plans, payment and cancelling">
          <SiteList>
            <li>The Free plan costs nothing and needs no card.</li>
            <li>
              Paid plans are billed monthly, in advance, by card through our card payment provider, Stripe.
              They renew each month until you cancel. We never see or store your full card number.
            </li>
            <li>
              You can cancel at any time on the Subscription page. You keep your plan until the end of the
              period you have paid for, and you are not charged again.
            </li>
            <li>
              Each plan includes a number of sessions per month. On the Free plan the allowance resets on the
              first day of each calendar month; on a paid plan, at the start of each billing period. Unused
              sessions do not carry over.
            </li>
            <li>
              If a payment fails, we tell you and ask you to update your card; you keep your plan for 3 days
              meanwhile. If your subscription expires, you have a grace period of 3 days to renew before you
              lose what the paid plan includes.
            </li>
            <li>
              Research pilot sessions are complimentary, and the premium month offered to pilot participants
              is granted when UroSim is released, on the terms described on the research pilot page.
            </li>
          </SiteList>
          <SiteText>
            The <SiteLink to="/pricing">pricing page</SiteLink> shows the current price of each plan. If you
            think you have been charged wrongly, write to us through the <ContactLink /> with the topic
            Billing.
          </SiteText>
        </Clause>

        <Clause id="availability" title="6. Availability and changes to the service">
          <SiteText>
            We work to keep UroSim available and correct, but we cannot promise that it will always be
            available, uninterrupted or free of errors. We may need to pause it for maintenance, and the{' '}
            <SiteLink to="/status">service status page</SiteLink> shows whether it is running. We may add,
            update or withdraw cases and features as the product develops. A session you have already played
            keeps the version of the case it was played on.
          </SiteText>
        </Clause>

        <Clause id="content" title="7. Our content and yours">
          <SiteText>
            The cases, rubrics, text and software of UroSim belong to us or to the people who wrote them. You
            may use them for your own learning and teaching while you have an account. What you write in
            sessions, summaries and hand-offs stays yours; you allow us to store and process it to run UroSim
            for you, as the privacy notice below explains.
          </SiteText>
        </Clause>

        <Clause id="liability" title="8. Our liability">
          <SiteList>
            <li>
              UroSim is a training tool provided as it is. We are not responsible for any decision you make
              about a real patient, or about your own health, on the basis of anything in UroSim.
            </li>
            <li>
              We are not responsible for losses we could not reasonably have foreseen, or for losses to a
              business, such as lost income or opportunities.
            </li>
            <li>
              If we are responsible for a loss, our total liability to you is limited to what you paid us in
              the 12 months before it happened.
            </li>
            <li>
              Nothing in these terms limits any liability that the law does not allow us to limit, such as for
              death or personal injury caused by negligence, or for fraud, and nothing takes away your rights
              as a consumer.
            </li>
          </SiteList>
        </Clause>

        <Clause id="changes" title="9. Changes to these terms">
          <SiteText>
            We may update these terms, for example when we add a feature or the law changes. The date at the
            top of this page shows when they last changed. If a change matters to you, we will tell you by
            e-mail or in the app before it takes effect. If you do not agree with a change, you can cancel
            your plan and close your account; if you carry on using UroSim, the new terms apply.
          </SiteText>
        </Clause>
      </SiteSection>

      <SiteSection id="privacy" title="Privacy">
        <SiteText>
          This notice explains what personal data UroSim keeps about you, why, and what you can ask us to do
          with it. We do not sell your data, and we do not use it for advertising.
        </SiteText>

        <Clause id="what-we-collect" title="What we collect">
          <SiteList>
            <li>
              <strong>Account details:</strong> your name and e-mail address, and your password, which we
              store only as a strong one-way hash, never as the password itself.
            </li>
            <li>
              <strong>Profile:</strong> the training details you choose to give us, such as your grade, years
              of practice, institution and country.
            </li>
            <li>
              <strong>Sessions:</strong> the transcript of each consultation, the examinations and
              investigations you requested, your summary and hand-off, your feedback and scores, and any notes
              a facilitator you invited added.
            </li>
            <li>
              <strong>Plan and usage:</strong> your plan, subscription status and dates, and the sessions you
              have used. Card details are handled by our card payment provider; we never see your full card
              number.
            </li>
            <li>
              <strong>Technical logs:</strong> records of requests and errors, with the time, your IP address
              and your browser, which we need to keep UroSim secure and to fix problems.
            </li>
            <li>
              <strong>Messages:</strong> what you send us through the contact form, and the questions you type
              into the website’s chat assistant.
            </li>
          </SiteList>
        </Clause>

        <Clause id="why" title="Why we use it, and our lawful basis">
          <TextTable
            sx={clauseTableSx}
            caption="What we use your data for"
            head={['Purpose', 'Lawful basis']}
            rows={purposes}
          />
        </Clause>

        <Clause id="retention" title="How long we keep it">
          <SiteList>
            <li>
              Your account, profile, sessions and feedback: for as long as your account is open. When you ask
              us to delete your account, we delete them, apart from billing records that the law requires us
              to keep.
            </li>
            <li>Operational logs of requests and errors: 30 days by default, then they are deleted.</li>
            <li>Messages you send us: as long as we need them to answer you and follow up.</li>
          </SiteList>
        </Clause>

        <Clause id="processors" title="Who processes it for us">
          <SiteText>
            We use a small number of service providers, who process your data only on our instructions:
          </SiteText>
          <SiteList>
            <li>a hosting provider, which runs our servers and database;</li>
            <li>an e-mail provider, which delivers the e-mails we send you;</li>
            <li>a card payment provider, which takes payments for paid plans;</li>
            <li>
              where we switch one on, a language-model service, which receives the text of a consultation or
              of a chat-assistant question in order to write the reply, and an avatar service, which receives
              the patient’s replies in order to speak them.
            </li>
          </SiteList>
          <SiteText>
            People you choose to share with also see your work: a facilitator you invite sees the session they
            observe, and anyone with a hand-off link you share can read that hand-off until you revoke it.
          </SiteText>
        </Clause>

        <Clause id="rights" title="Your rights">
          <SiteText>You can ask us at any time to:</SiteText>
          <SiteList>
            <li>give you a copy of the personal data we hold about you (access);</li>
            <li>correct anything that is wrong (correction);</li>
            <li>delete your account and your data (deletion);</li>
            <li>stop using your data for a purpose you object to (objection).</li>
          </SiteList>
          <SiteText>
            Write to us through the <ContactLink /> and we will answer within one month. If you joined the
            research pilot, you can withdraw your consent the same way. If you are unhappy with how we handle
            your data, you can also complain to the data protection authority where you live.
          </SiteText>
        </Clause>

        <Clause id="cookies" title="Cookies">
          <SiteText>
            UroSim sets only two cookies, both needed for the site to work, so we do not ask for consent for
            them. We use no advertising, analytics or tracking cookies, and no third-party cookies.
          </SiteText>
          <TextTable
            sx={clauseTableSx}
            caption="The cookies UroSim sets"
            head={['Cookie', 'What it does', 'How long it lasts']}
            rows={cookies}
          />
          <SiteText>
            While you are signed in, your browser’s own storage also keeps your account details and profile,
            so pages can show your name straight away; they are removed when you sign out. A few short-lived
            flags, such as whether you have seen the start-up animation, last only until you close the tab.
          </SiteText>
        </Clause>

        <Clause id="children" title="Children">
          <SiteText>
            UroSim is not for anyone under 18, and we do not knowingly collect data about children. If you
            think a child has created an account, tell us and we will delete it.
          </SiteText>
        </Clause>
      </SiteSection>

      <SiteSection id="open-source" title="Open-source software">
        <SiteText>
          UroSim is built with open-source software. One part of it is under the GNU General Public License:
          meSpeak, the speech synthesiser (eSpeak compiled to JavaScript) that gives the talking avatar its
          voice when your browser has none of its own. It runs unmodified, as a separate program in its own
          background worker, and your browser downloads it only then. Its licence, its source and our offer to
          send you the complete source are here:
        </SiteText>
        <SiteList>
          <li>
            <Link href="/third-party/mespeak/README.txt">meSpeak in UroSim: source and written offer</Link>
          </li>
          <li>
            <Link href="/third-party/mespeak/COPYING.txt">GNU General Public License, version 3</Link>
          </li>
        </SiteList>
      </SiteSection>

      <SiteSection id="legal-contact" title="Questions">
        <SiteText>
          For any question about these terms or your data, write to us through the <ContactLink />.
        </SiteText>
      </SiteSection>
    </PublicPageLayout>
  );
};
