import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TextTable } from '../../components/text-table';
import { PublicPageLayout } from './public-page';
import { SiteCta } from './site-cta';
import { SiteLink, SiteList, SiteSection, SiteText, useScrollToHash } from './site-section';

type Tier = 'free' | 'basic' | 'standard' | 'premium';

/** A case of the library as this page names it (titles, settings, difficulties and tiers as authored). */
type PlanCase = { id: string; title: string; setting: string; difficulty: string; tier: Tier };

const planNames: Record<Tier, string> = {
  free: 'Free plan',
  basic: 'Basic plan',
  standard: 'Standard plan',
  premium: 'Premium plan',
};

const c = (id: string, title: string, setting: string, difficulty: string, tier: Tier): PlanCase => ({
  id,
  title,
  setting,
  difficulty,
  tier,
});

const retention = c(
  'unable-to-pass-urine',
  'A retired bus driver who cannot pass water',
  'Emergency department',
  'Foundation',
  'free',
);
const colic = c(
  'loin-to-groin-pain',
  'Sudden right-sided pain in a sous-chef',
  'Emergency department',
  'Foundation',
  'free',
);
const haematuria = c(
  'visible-haematuria-smoker',
  'Red urine in a retired decorator',
  'Clinic',
  'Foundation',
  'free',
);
const loinFever = c(
  'fever-and-loin-pain',
  'Fever, rigors and left loin pain in a school cook',
  'Urology assessment unit',
  'Core',
  'free',
);
const swollenTestis = c(
  'painful-swollen-testicle',
  'Three days of a sore, swollen testicle in a delivery driver',
  'Urology assessment unit',
  'Core',
  'standard',
);
const teenager = c(
  'acute-scrotal-pain-teenager',
  'A 14-year-old woken by testicular pain',
  'Emergency department',
  'Core',
  'free',
);
const lump = c('painless-scrotal-lump', 'A lump found in the shower', 'GP referral', 'Foundation', 'basic');
const psa = c('raised-psa-referral', 'A raised PSA in a well 62-year-old', 'GP referral', 'Core', 'basic');
const catheter = c(
  'suprapubic-catheter-fever',
  'Fever and a leaking catheter in a woman with multiple sclerosis',
  'Urology assessment unit',
  'Core',
  'free',
);
const clots = c(
  'clots-and-retention-anticoagulated',
  'Bleeding and unable to void after a hip operation',
  'Ward',
  'Advanced',
  'premium',
);
const trauma = c(
  'fall-from-horse-loin-pain',
  'Thrown from a horse onto a fence rail',
  'Emergency department',
  'Advanced',
  'premium',
);
const badNews = c(
  'bad-news-bladder-biopsy',
  'Results day: a carer comes alone for her biopsy result',
  'Clinic',
  'Advanced',
  'standard',
);

type Week = {
  title: string;
  intro: string;
  cases: PlanCase[];
  goals: string[];
  feedback: string[];
};

const weeks: Week[] = [
  {
    title: 'On-call emergencies: retention and renal colic',
    intro:
      'Two patients you will meet on almost every urology on-call. Both are foundation cases set in the emergency department, where the first job is to relieve suffering while you find out why.',
    cases: [retention, colic],
    goals: [
      'Take a focused acute history in ten minutes: onset, site and radiation, precipitants such as new medicines or constipation, and previous episodes.',
      'Ask about the red flags each presentation carries, including fever, a single kidney, pregnancy and neurological symptoms, before you move on.',
      'Treat pain and relieve the bladder early, and record what you find, such as the residual volume.',
      'Choose the right first imaging and the bedside tests that must come before it.',
    ],
    feedback: [
      'Open the missed items first: red flags are listed at the top. Each of these cases has at least one critical red flag.',
      'Check the investigations: what you ordered, in what order, and anything listed under “Investigations to reconsider”.',
      'Look at the first two communication items, introducing yourself and confirming identity: they are the easiest marks to lose when the patient is in pain.',
    ],
  },
  {
    title: 'Visible haematuria, and your first replay',
    intro:
      'A calmer clinic consultation with a worried man, where what matters is the risk factors you uncover and the pathway you put him on. Then replay one of last week’s cases.',
    cases: [haematuria],
    goals: [
      'Take a focused haematuria history: pain or not, clots, voiding, anticoagulant and antiplatelet drugs, smoking in pack-years and occupational exposure.',
      'Apply the criteria for an urgent suspected-cancer referral and plan the standard work-up.',
      'Explain a worrying plan honestly, without false reassurance, and safety-net for clots and retention.',
      'Replay the week 1 case you scored lower in, without rereading its feedback first.',
    ],
    feedback: [
      'Compare your summary with the model answer, sentence by sentence: plan items are met by what you wrote, not only by what you asked.',
      'Open the Sessions timeline and compare your replay with your first attempt. Which categories moved, and which did not?',
    ],
  },
  {
    title: 'Infection',
    intro:
      'Two unwell patients in the urology assessment unit, both core cases. One needs you to recognise sepsis and act within the hour; the other needs a sensitive history and the right samples before treatment.',
    cases: [loinFever, swollenTestis],
    goals: [
      'Recognise sepsis early with the early warning score, check allergies, and take cultures before giving antibiotics without delay.',
      'Know when infection with obstruction needs drainage, not antibiotics alone, and when to involve critical care.',
      'Take a sensitive, non-judgemental sexual history, and send the right samples before antibiotics.',
      'Tell a gradual-onset scrotal swelling from one that needs theatre, and know when to explore anyway.',
    ],
    feedback: [
      'Read the critical-item banner before the score: these rubrics hold several critical items, and a high total with one missed is still flagged.',
      'In management, check the timing and order of what you did: fluids, antibiotics, drainage and escalation.',
      'Read your hand-off against its rubric item: does it convey how unwell the patient is and what is needed next?',
    ],
  },
  {
    title: 'The scrotum',
    intro:
      'Two scrotal presentations with very different clocks: a teenager in the emergency department at breakfast time, and a man referred to the urgent suspected-cancer clinic. Play them after last week’s swollen testicle and compare.',
    cases: [teenager, lump],
    goals: [
      'Recognise the features of the acute scrotum that demand emergency surgery, and remember it is a clinical diagnosis: imaging must not delay theatre.',
      'Talk to a teenager and his parent appropriately, and prepare him for theatre: fasting, analgesia and consent.',
      'Examine a scrotal lump systematically, and request an urgent ultrasound and tumour markers when cancer is suspected.',
      'Offer sperm banking before an orchidectomy for a suspected testicular tumour; in torsion, nothing may delay theatre.',
    ],
    feedback: [
      'Check the examination items: in both cases the scrotal examination is critical. Did you actually examine, or only plan to?',
      'In the hand-off, check that you stated the time since onset where it matters.',
      'Read the communication items on embarrassment and worry: both patients have concerns they may not volunteer.',
    ],
  },
  {
    title: 'The prostate',
    intro:
      'A well man in the rapid-access prostate clinic with a raised PSA and a family history that frightens him. This week is about examination and shared decisions. Then replay the week 1 retention case and notice what is different about the prostate there.',
    cases: [psa],
    goals: [
      'Take a focused history for a raised PSA: urinary symptoms, things that can raise the PSA, 5-alpha-reductase inhibitors, family history and ethnicity.',
      'Perform and interpret a digital rectal examination.',
      'Follow the current pathway: MRI before any biopsy, then an MRI-influenced biopsy if it is indicated.',
      'Make the decision with the patient: explain the options, risks and uncertainty, and check his understanding.',
    ],
    feedback: [
      'Look at the management category: here shared decision-making is scored as management, not only as communication.',
      'Check the red-flag items for the family history: how much of it did you draw out?',
      'On the retention replay, compare your plan with the model answer: did you say whether to check the PSA now, and why?',
    ],
  },
  {
    title: 'Catheters',
    intro:
      'Two catheter problems: a woman with multiple sclerosis and a long-term suprapubic catheter, and an older man on the orthopaedic ward who is bleeding and cannot void. The second is an advanced case.',
    cases: [catheter, clots],
    goals: [
      'Tell a symptomatic catheter-associated infection from bacteria without symptoms, and do not use urine dipsticks to diagnose infection in a catheterised patient.',
      'Change a long-term catheter before taking the culture sample, without delaying antibiotics.',
      'Relieve clot retention with the right catheter, a washout and continuous irrigation.',
      'Manage anticoagulation with the relevant teams, weighing bleeding against the risk of stroke and thrombosis.',
    ],
    feedback: [
      'In both cases a critical item is something you do, not something you ask. Check your actions, not only your plan.',
      'Check the history items on the drugs: which anticoagulant, the time of the last dose, and previous antibiotics and cultures.',
    ],
  },
  {
    title: 'Trauma',
    intro:
      'An advanced case in resus: a young woman after a fall from a horse, with the trauma team around you. Use the rest of the week to replay any earlier case that flagged a critical item.',
    cases: [trauma],
    goals: [
      'Assess blunt urological trauma within a structured trauma assessment: mechanism, haemodynamic status and response to resuscitation.',
      'Know when contrast CT with a delayed (excretory) phase is needed.',
      'Grade a renal injury and manage most high-grade injuries without an operation, with angioembolisation or surgery for instability.',
      'Plan monitoring, repeat imaging and the triggers for escalation.',
    ],
    feedback: [
      'Check the examination category: in resus, haemodynamic status and the response to fluid come before anything else.',
      'Check your escalation: who you told, and what would make you call them back.',
      'Read your hand-off for the injury grade and the haemoglobin trend.',
    ],
  },
  {
    title: 'Breaking bad news, and a final review',
    intro:
      'An advanced communication case in the uro-oncology results clinic: a woman who cares for her husband comes alone for her biopsy result. Finish the plan by replaying your week 1 cases.',
    cases: [badNews],
    goals: [
      'Use the SPIKES framework: setting, perception, invitation, knowledge, emotions, strategy and summary.',
      'Explain the diagnosis and its staging in plain language, without jargon or false reassurance.',
      'Respond to emotion with empathy and silence before moving on to information.',
      'Outline the treatment options and the next steps, and address her caring role and support.',
    ],
    feedback: [
      'This rubric is mostly history and communication. Read the evidence lines to see where you gave information before finding out what she already knew and how much she wanted to know.',
      'For the final review, compare your week 8 replays with week 1 in the Sessions timeline, and look at your scores by topic and skill in the Performance Hub.',
    ],
  },
];

const tiersNeeded: [Tier, string][] = [
  ['free', 'Weeks 1 and 2 in full, and one case in each of weeks 3, 4 and 6 (six cases).'],
  ['basic', 'Adds the scrotal lump (week 4) and the raised PSA (week 5).'],
  ['standard', 'Adds the swollen testicle (week 3) and breaking bad news (week 8).'],
  ['premium', 'Adds clot retention (week 6) and trauma (week 7): the whole plan.'],
];

// The plan names are short; keep each on one line and bold, like the column headings.
const tierTableSx = { '& tbody th': { fontWeight: 600, whiteSpace: 'nowrap' } };

const CaseItem = ({ item }: { item: PlanCase }) => (
  <li>
    <Link
      component={RouterLink}
      to={`/case-preview?caseId=${encodeURIComponent(item.id)}`}
      sx={{ fontWeight: 600 }}
    >
      {item.title}
    </Link>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {item.setting} · {item.difficulty} · {planNames[item.tier]}
      {item.tier === 'premium' ? '' : ' and above'}
    </Typography>
  </li>
);

const WeekSection = ({ week, number }: { week: Week; number: number }) => {
  const id = `week-${number}`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      variant="outlined"
      sx={{ mt: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 1.5 }}>
        Week {number}: {week.title}
      </Typography>
      <SiteText>{week.intro}</SiteText>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {week.cases.length === 1 ? 'Case' : 'Cases'}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& > li': { mb: 1 } }}>
        {week.cases.map((item) => (
          <CaseItem key={item.id} item={item} />
        ))}
      </Box>
      <Typography variant="h3" sx={{ mb: 1 }}>
        Goals
      </Typography>
      <SiteList>
        {week.goals.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </SiteList>
      <Typography variant="h3" sx={{ mb: 1 }}>
        In your feedback, look at
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& > li': { mb: 1 } }}>
        {week.feedback.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </Box>
    </Paper>
  );
};

/** `/study-plan`: a suggested eight weeks through twelve core cases of the library. */
export const StudyPlanPage = () => {
  useScrollToHash();
  return (
    <PublicPageLayout
      path="/study-plan"
      lead="Eight weeks through twelve core cases of the library (it has 24): the emergencies of every on-call first, then infection, the scrotum, the prostate and catheters, and finally trauma and breaking bad news."
    >
      <SiteSection id="how-to-use" title="How to use this plan">
        <SiteList>
          <li>
            <strong>You need an account.</strong> Cases open from{' '}
            <SiteLink to="/case-selection">Urology Case Selection</SiteLink> once you are signed in; the case
            links below take you to each case’s brief, after you sign in.{' '}
            <SiteLink to="/signup/platform">Create a free account</SiteLink> or{' '}
            <SiteLink to="/login">sign in</SiteLink>.
          </li>
          <li>
            <strong>Plan on about an hour a week.</strong> Two or three sessions of 10 minutes each, and as
            long again after each one to write your summary and read the feedback properly.
          </li>
          <li>
            <strong>Play, read, replay.</strong> Play each case, read what you missed, then replay it later in
            the week with that in mind. Every attempt, replays included, uses one session of your monthly
            allowance, unless your plan is unlimited. The Free plan’s allowance covers the first cases but not
            every replay.
          </li>
          <li>
            <strong>No spoilers.</strong> The plan names each week’s topic and goals, not each case’s
            diagnosis: working it out is part of the exercise.
          </li>
          <li>
            <strong>Go at your own pace.</strong> If a week is too full, take two. The order matters more than
            the speed: later cases assume the habits of the early ones.
          </li>
        </SiteList>
      </SiteSection>

      <SiteSection id="plans-needed" title="Which plan each case needs">
        <SiteText>
          Each case belongs to a plan tier, and each plan opens its own tier and those below it. Six of the
          twelve cases of this plan are on the Free plan (ten of the library’s 24).
        </SiteText>
        <TextTable
          caption="What each plan opens in this study plan"
          head={['Plan', 'Cases of this plan']}
          rows={tiersNeeded.map(([tier, text]) => [planNames[tier].replace(' plan', ''), text])}
          sx={tierTableSx}
        />
        <SiteText>
          The <SiteLink to="/pricing">pricing page</SiteLink> gives each plan’s price and monthly sessions.
        </SiteText>
      </SiteSection>

      <Box sx={{ mt: { xs: 2, md: 3 } }}>
        {weeks.map((week, index) => (
          <WeekSection key={week.title} week={week} number={index + 1} />
        ))}
      </Box>

      <SiteCta title="Start week 1 today">
        The first two weeks use free cases only, so you can follow them on the Free plan, with no card needed.
      </SiteCta>
    </PublicPageLayout>
  );
};
