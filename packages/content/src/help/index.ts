// The product's own help content: the FAQ and help pages render it, and the website chatbot answers
// from it (retrieval by default, a language model grounded in it when configured). Plain data with
// no Node imports, so the web app can bundle it into the pages that show it. What is not released
// yet says so (`comingSoonSentences`), so the pages and the assistant never promise it for today.

import { type ComingFeature, comingSoon, comingSoonSentences } from '@urosim/contracts';

/** Where an article belongs on the website. */
/**
 * The paragraphs of an answer about a capability: while any of `features` is still to come, the
 * answer says so in its first words and then describes what the capability will do (`planned`);
 * once they are all released, `released`. A visitor who asks "can a supervisor watch?" must not read
 * "Yes" first and "not yet" last.
 */
const aboutCapability = (
  features: readonly ComingFeature[],
  released: readonly string[],
  planned: readonly string[],
): string[] =>
  features.some((feature) => comingSoon[feature])
    ? [comingSoonSentences(...features).join(' '), ...planned]
    : [...released];

/** Paragraphs that hold only once every one of `features` is released (nothing before). */
const onceReleased = (features: readonly ComingFeature[], paragraphs: readonly string[]): string[] =>
  features.some((feature) => comingSoon[feature]) ? [] : [...paragraphs];

export const helpSections = [
  'faq',
  'help',
  'safari',
  'pilot',
  'pricing',
  'about',
  'privacy',
  'accessibility',
] as const;
export type HelpSection = (typeof helpSections)[number];

/** The FAQ's groups, in page order. */
export const faqGroups = [
  'The product',
  'Sessions and feedback',
  'Plans and payment',
  'Research pilot',
  'Privacy and safety',
  'Browsers and devices',
] as const;
export type FaqGroup = (typeof faqGroups)[number];

/** One help article: a question or heading and its answer in plain paragraphs. */
export type HelpArticle = {
  /** Stable id (used as the page anchor). */
  id: string;
  section: HelpSection;
  /** FAQ articles only: the group they are listed under. */
  group?: FaqGroup;
  /** The question or heading, as a visitor would ask it. */
  title: string;
  /** The page it is shown on, with its anchor. */
  url: string;
  /** The answer, one string per paragraph, plain text. */
  body: readonly string[];
  /** Other words visitors use for the same thing (they help retrieval, they are never shown). */
  keywords?: readonly string[];
};

const faq = (
  id: string,
  group: FaqGroup,
  title: string,
  body: string[],
  keywords: string[] = [],
): HelpArticle => ({
  id,
  section: 'faq',
  group,
  title,
  url: `/faq#${id}`,
  body,
  keywords,
});

const article = (
  id: string,
  section: HelpSection,
  page: string,
  title: string,
  body: string[],
  keywords: string[] = [],
): HelpArticle => ({ id, section, title, url: `${page}#${id}`, body, keywords });

/** Every help article. Prices are not written here: they come from the plans table (see pricing). */
export const helpArticles: readonly HelpArticle[] = [
  // The product
  faq(
    'what-is-urosim',
    'The product',
    'What is UroSim?',
    [
      'UroSim is a web training simulator for urology clinical cases. You take the history of a fictional patient in a timed session, by text chat or with a talking AI avatar, ask for examinations and investigations, and then get scored feedback, a performance level and analytics.',
      ...comingSoonSentences('avatar'),
      'It is built for medical professionals, mainly urology trainees, medical students on urology placements and nurses and physician associates who see urology patients.',
    ],
    ['simulator', 'what does it do', 'product', 'platform'],
  ),
  faq(
    'which-cases',
    'The product',
    'Which cases are there?',
    [
      'The library has 24 fictional urology cases, each named by how the patient presents, so that the diagnosis is yours to make. On call: red urine in a retired decorator, sudden loin pain, fever with loin pain, rigors days after being sent home with loin pain, a man who cannot pass water, bleeding and retention after a hip operation, a blocked catheter the evening after a prostate operation, a teenager woken by testicular pain, a sore swollen testicle, a painful erection since the early hours, a swollen foreskin after a catheter change, spreading pain between the legs in a man with diabetes, fever and a leaking catheter, a fall onto a fence rail, a mountain biker over the handlebars, and a man wetting the bed whose blood test worried his GP.',
      'In clinic: a lump found in the shower, a raised PSA, a retired engineer up three times a night, a slowing stream in a young scaffolder, repeated cystitis in a teacher, and a toddler whose mother can only find one testicle. And two results-day conversations, about a bladder biopsy and a prostate biopsy.',
      'Their topics are haematuria, stones, infection, retention, catheters, the scrotum, penile emergencies, the prostate, trauma and breaking bad news.',
      'Each case is labelled foundation, core or advanced, so you can filter the library by level, topic, length or plan; search understands lay and clinical names and US spellings. A case card shows how the patient presents, the setting and the level: the topic and learning objectives, which would give the diagnosis away, are shown with your feedback. New cases are added by our clinical authors.',
    ],
    ['case library', 'topics', 'scenarios', 'conditions', 'how many cases'],
  ),
  faq(
    'who-writes-cases',
    'The product',
    'Who writes the cases, and are they real patients?',
    [
      'No case is a real patient. Every case is fictional and written by clinicians from typical presentations, with the facts the patient can tell you, the examination findings, investigation results and a marking rubric.',
      'The patient only ever answers from the facts written for the case, so what you hear is consistent and clinically sound.',
    ],
    ['real patients', 'authors', 'clinically accurate'],
  ),
  faq(
    'ai-avatar',
    'The product',
    'How does the AI avatar work?',
    aboutCapability(
      ['avatar'],
      [
        'In avatar mode the patient is a talking head that speaks its answers aloud, and you can type or speak your questions. The avatar runs in your browser with its own speech synthesis, so nothing extra needs installing.',
        'The in-browser avatar is open on every plan. Where the site runs the HeyGen video avatar, its minutes come from the plan: 60 a month on Standard, 300 on Premium.',
      ],
      [
        'When it comes, the patient will be a talking head that speaks its answers aloud, and you will be able to type or speak your questions, with nothing extra to install. Avatar sessions will be part of the Standard and Premium plans and of the research pilot.',
      ],
    ),
    ['video', 'talking head', 'voice', 'speak', 'avatar mode'],
  ),
  // Sessions and feedback
  faq(
    'how-long-is-a-session',
    'Sessions and feedback',
    'How long is a session?',
    [
      'Each case runs for 10, 15 or 20 minutes (its card says which) on a clock kept by our server, after a 3-second countdown. Before you start, the case page lets you choose 5, 10, 15 or 20 minutes instead; Settings, Training preferences, sets the length a case offers first. The header shows the time left and warns you when time is low. When the time is up the session ends on its own, even if you have closed the tab.',
      'You can end a session early with End Session, then write a short summary and management plan before you read your feedback.',
      ...onceReleased(
        ['handoffs'],
        [
          'After the summary comes the SBAR hand-off for the colleague taking over; you can skip it and write it later.',
        ],
      ),
    ],
    ['duration', 'timer', 'time limit', 'minutes', 'clock'],
  ),
  faq(
    'how-is-scoring-done',
    'Sessions and feedback',
    'How is my consultation scored?',
    [
      'Every case has a rubric written by its authors: the history points to ask about, the red flags, examinations, investigations, the likely diagnosis, the management and communication. Your feedback shows each item you covered, with the words from your transcript that earned it, and each one you missed, red flags first.',
      'The scores are calculated by rules, not guessed by a language model, so the same consultation always gets the same score. Missing a critical item is flagged even when the overall score is high.',
      'The rules mark as an examiner would: a history point counts when you asked for it, not when the patient volunteered it; your summary is read, so a hedged, negated or conditional diagnosis or plan ("?torsion", "theatre if the scan confirms it") does not count, and an item that names two things needs both. Orders you give the nurse in chat count as done. A harmful choice, such as a test that delays emergency surgery or a drug the patient is allergic to, fails the item it harms.',
      'Order and timing count where the item says so: blood cultures before antibiotics, a pregnancy test before a CT, an MRI before any biopsy (whether you order on the panel or ask the nurse); confirming identity and reading the results before you break bad news; and in an acute setting an escalation that waits for the morning or the ward round is no escalation. A step put off to no time ("oncology in due course") is not arranged.',
      'Communication is marked on what you say to the patient: an introduction with your name and role ("Dr Patel" alone is a name; say what you are: "one of the urology registrars"); acknowledging what the item names (his pain and his worry, not just "don\'t worry"); checking understanding by asking the patient to tell you back, since "does that make sense?" invites a reflexive yes; explaining what is wrong and what happens next; and safety-netting that names the red flag to come back with.',
    ],
    ['marks', 'score', 'rubric', 'assessment', 'grading', 'feedback', 'examiner', 'nurse orders'],
  ),
  faq(
    'how-the-patient-answers',
    'Sessions and feedback',
    'How does the simulated patient answer?',
    [
      'Like a trained simulated patient with a script: the patient answers from the facts written for the case, in their own words and manner, and only what you ask about. Ask about a symptom or condition the patient does not have and the answer is a plain "no", as a real patient would give.',
      'The patient does not know the diagnosis or results that have not been given to them: ask "do you think it is a stone?" and they will say they were hoping you would tell them. Advice, explanations and instructions are acknowledged, and earn no history marks: a history point counts when you asked for it.',
      'If a question is unclear, the patient asks you to put it another way rather than guess.',
    ],
    ['patient', 'answers', 'simulated patient', 'script', 'actor', 'no', 'questions'],
  ),
  faq(
    'modules',
    'Sessions and feedback',
    'What are modules?',
    [
      'Modules are ordered groups of cases with a goal: acute urology on call, stones, haematuria and cancer, scrotal emergencies, and communication. Open Modules in the side menu to see each one, how many of its cases you have had scored, and the next case to play.',
      'A case counts towards a module once its session is scored, so write your summary at the end. The cases open as they do from the library, with your plan and monthly sessions.',
    ],
    ['modules', 'course', 'pathway', 'curriculum', 'progress', 'next case'],
  ),
  faq(
    'breaking-bad-news',
    'Sessions and feedback',
    'How do I practise breaking bad news?',
    [
      'Under Modules, Breaking bad news has conversations of their own: a new bladder cancer diagnosis after a biopsy, a raised PSA that needs a biopsy, and a complication after an operation. The patient reacts to how you give the news, not only to what you say: jargon, no warning shot, everything in one breath or moving on while they are upset all show, and their feelings change during the conversation.',
      'At the end you get a review marked on SPIKES (setting, perception, invitation, knowledge, emotions, strategy and summary), with the lines of yours that earned each step and what was missing. These conversations do not use your monthly sessions.',
    ],
    [
      'bad news',
      'breaking bad news',
      'SPIKES',
      'communication',
      'cancer diagnosis',
      'difficult conversation',
    ],
  ),
  faq(
    'performance-levels',
    'Sessions and feedback',
    'What do the performance levels mean?',
    [
      'Your level comes from your average score: 85 and above is Level 6 Expert, 75 and above Level 5 Advanced, 65 and above Level 4 Skilled, 50 and above Level 3 Growing, 25 and above Level 2 Learning, and below that Level 1 Starting.',
      'The dashboard, the Performance Hub and My Analytics show your level, your scores by topic and skill, and your sessions over time.',
    ],
    ['level', 'expert', 'average score', 'progress', 'analytics'],
  ),
  faq(
    'facilitator-observation',
    'Sessions and feedback',
    'Can a supervisor watch my session?',
    [
      ...aboutCapability(
        ['facilitators'],
        [
          'Yes. On the Premium plan you can invite a facilitator from the case page once your session has started: they join with a link or a short code, watch read-only, and add notes, ratings and messages to you. You see who is watching and can end it at any time; their ratings appear at Facilitator feedback beside your own feedback.',
          'On any plan you can invite a colleague to watch, or to play the patient from the patient’s script while you consult: your session is scored as usual.',
        ],
        [
          'Not yet. When it comes, a facilitator or colleague will observe a session read-only through an invite link you share, and add notes and ratings. Today you can show them your feedback page after the session.',
        ],
      ),
      ...aboutCapability(
        ['handoffs'],
        [
          'You can also share the SBAR hand-off you write at the end of a case with them: a live link they open without an account, which follows your edits, or a PDF.',
        ],
        ['You will also be able to share a written SBAR hand-off of the case by link or as a PDF.'],
      ),
    ],
    ['facilitator', 'educational supervisor', 'observe', 'teaching', 'handoff', 'SBAR'],
  ),
  faq(
    'handoff-step',
    'Sessions and feedback',
    'What is the hand-off step?',
    aboutCapability(
      ['handoffs'],
      [
        'After your summary the case asks for an SBAR hand-off: what you would tell the registrar or consultant taking over, in four parts. Situation: who you are, who the patient is and why you are calling now. Background: the relevant history, medicines and allergies. Assessment: the current observations with their numbers, the examination and results, what you think is going on and how unwell the patient is. Recommendation: what you need from them, how soon, and what is being done meanwhile.',
        'It saves as you type. Beside it the hand-off copilot reads the structure of each section after every save and lists what it still lacks, such as observations without numbers or a request without a time frame. It never tells you the case’s findings or diagnosis.',
        'The hand-off is scored like the rest of the rubric. Your feedback gives each SBAR section a verdict (strong, adequate, weak or missing) with the points it met and missed. A skipped hand-off counts its points as missed; you can write or improve it at any time from your feedback or your dashboard, and the score follows the hand-off as it is now. A hand-off changed after its feedback was first shown is marked "revised after feedback".',
      ],
      [
        'When it comes, each case will end with a written SBAR hand-off (situation, background, assessment, recommendation) for the colleague taking over, with a copilot that says what each section still lacks, a verdict for each section in your feedback, and a link or PDF to share it.',
      ],
    ),
    ['handoff', 'hand-off', 'SBAR', 'situation background assessment recommendation', 'copilot', 'handover'],
  ),
  faq(
    'share-handoff',
    'Sessions and feedback',
    'How do I share my hand-off?',
    aboutCapability(
      ['handoffs'],
      [
        'On the hand-off page choose Share, pick how long the link works (from 1 to 30 days, 7 unless you choose otherwise) and whether it includes the consultation transcript, then Create link and Copy link. Whoever opens the link reads the case title, your SBAR, its score and when you last changed it, without an account, and sees your changes as you save them. It never shows your name or e-mail.',
        'For your security the link is shown only when it is made, and again in the same browser tab. To pass it on from elsewhere, make a new link: that ends the old one. Stop sharing ends the link at once, also for anyone who has it open; a link that has been stopped or has expired says it is no longer valid.',
        'Download PDF, on the hand-off page or the shared page, gives a printable A4 report of the hand-off with its score and evidence.',
      ],
      [
        'When it comes, you will be able to share your hand-off through a read-only link that you can revoke, or as a PDF.',
      ],
    ),
    ['share', 'link', 'supervisor', 'PDF', 'print', 'revoke', 'expire', 'handoff', 'SBAR', 'live link'],
  ),
  faq(
    'report-bundle',
    'Sessions and feedback',
    'Can I keep a copy of a session?',
    aboutCapability(
      ['handoffs'],
      [
        'Yes. At the foot of a session’s feedback, Prepare report bundle asks for a zip of it: the feedback, the hand-off and the transcript as PDFs, the transcript as plain text, and the scores and analyses as JSON. It takes a few seconds; the page shows its progress, then a link to download it.',
        'A bundle shows the session as it was when you asked for it: if you change the hand-off afterwards, the page says so and you can prepare a new one. A bundle is kept for 7 days; after that, prepare it again.',
      ],
      [
        'Today you can print or save your feedback page from your browser. When it comes, you will be able to download a zip of a session with its feedback, hand-off and transcript as PDFs and its scores as data.',
      ],
    ),
    ['download', 'zip', 'export', 'report', 'bundle', 'portfolio', 'save my session', 'PDF'],
  ),
  // Plans and payment
  faq(
    'is-there-a-free-plan',
    'Plans and payment',
    'Is there a free plan?',
    [
      'Yes. The Free plan costs nothing, needs no card, and includes a monthly allowance of sessions on the free cases of the library. Paid plans add more sessions each month, more cases, avatar mode and facilitator features. The pricing page lists every plan with its current price.',
      'As standard, Free includes 5 sessions a month, Basic 20, Standard 50, and Premium has no monthly limit; the pricing page always shows the current allowances.',
    ],
    ['free', 'trial', 'no card', 'cost nothing'],
  ),
  faq(
    'how-do-i-pay',
    'Plans and payment',
    'How do I pay, and can I cancel?',
    [
      'Choose a plan on the pricing page and pay by card on Stripe’s secure checkout page. Stripe, our payment provider, holds your card: we never see or store its number. Paid plans renew every month until you cancel.',
      'You can change plan, update your card, see your invoices or cancel at any time on the Subscription page. Cancelling takes effect at the end of the period you have paid for: your plan stays until then, nothing more is charged, and you can reactivate it before that date.',
      'On the Free plan your sessions reset on the first day of each calendar month; on a paid plan, at the start of each billing period. Unused sessions do not carry over.',
    ],
    ['card', 'billing', 'cancel', 'refund', 'invoice', 'subscription', 'payment', 'stripe', 'reactivate'],
  ),
  faq(
    'payment-failed',
    'Plans and payment',
    'What happens if a payment fails or my plan expires?',
    [
      'If a renewal payment fails, a Payment Failed banner asks you to update your payment method. You keep your plan for 3 days while you do; after that your account moves to Free until you pay.',
      'If your plan expires without renewing, you have a grace period of 3 days to renew before losing access to its cases and sessions. Your sessions, feedback and progress are never deleted when a plan ends.',
    ],
    ['payment failed', 'declined', 'expired', 'grace period', 'past due', 'renew', 'lost access'],
  ),
  faq(
    'which-cases-does-my-plan-open',
    'Plans and payment',
    'Which cases does my plan open?',
    [
      'Each case belongs to a tier: free, basic, standard or premium. Each plan opens the cases of its own tier and of every tier below it: Free opens the free cases, Basic adds the basic ones, Standard the standard ones, and Premium opens the whole library.',
      'A case your plan does not open shows a lock and the plan it needs, with a link to upgrade, instead of a start button.',
    ],
    ['locked', 'lock', 'tier', 'premium case', 'upgrade', 'cannot start'],
  ),
  faq(
    'billing-sandbox',
    'Plans and payment',
    'What is the billing sandbox?',
    [
      'Copies of UroSim run for development and testing take payments in a local billing sandbox instead of Stripe: its pages say “Sandbox — no money moves”, and no card is charged. Stripe’s test card numbers decide what happens there: 4242 4242 4242 4242 pays, 4000 0000 0000 0341 is accepted but fails at the next charge, and 4000 0000 0000 0002 is declined.',
    ],
    ['sandbox', 'test card', '4242', 'test mode', 'no money'],
  ),
  faq(
    'institution-licences',
    'Plans and payment',
    'Can my hospital or deanery buy access for a group?',
    [
      'Yes. Write to us through the contact page with the topic Billing and the number of trainees, and we will set up group access.',
    ],
    ['group', 'department', 'deanery', 'bulk', 'licence', 'institution', 'team'],
  ),
  // Research pilot
  faq(
    'what-is-the-pilot',
    'Research pilot',
    'What is the research pilot?',
    [
      'The UroSim research pilot studies how trainees learn from avatar and text consultations. Participants get 10 complimentary sessions, on top of their plan, to use in either mode.',
      'Completing two cases during the pilot unlocks a free premium month when UroSim is released. You can join from the research pilot page once you have an account.',
    ],
    ['pilot', 'research', 'study', 'complimentary', 'free sessions', 'premium month', 'participate'],
  ),
  // Privacy and safety
  faq(
    'is-this-medical-advice',
    'Privacy and safety',
    'Can UroSim give me medical advice?',
    [
      'No. UroSim is for education and training only, all its cases and patients are fictional, and nothing on this site or in a session is medical advice. If you are worried about your own health, speak to a doctor, pharmacist or your local health service; in an emergency call your local emergency number.',
    ],
    ['medical advice', 'diagnose me', 'symptoms', 'health worry'],
  ),
  faq(
    'what-data-do-you-keep',
    'Privacy and safety',
    'What do you keep about me?',
    [
      'Your account details (name, e-mail, grade and training details you give us), your sessions with their transcripts and feedback, and the usage needed to run your plan. Passwords are stored only as a strong one-way hash.',
      'We do not sell your data or use it for advertising. To get a copy of everything we hold about you, choose Prepare my data under Settings → Security and privacy: we build a zip of JSON files in the background, e-mail you when it is ready, and keep it for a few days (you sign in to download it). The same page deletes your account; the Terms & Privacy page explains the rest.',
    ],
    [
      'privacy',
      'gdpr',
      'data',
      'delete my account',
      'personal information',
      'export my data',
      'download my data',
    ],
  ),
  // Browsers and devices
  faq(
    'which-browsers',
    'Browsers and devices',
    'Which browsers and devices does UroSim work on?',
    [
      'UroSim works in the current versions of Chrome, Edge, Firefox and Safari, on computers, tablets and phones. Text sessions work everywhere; avatar sessions work best on a computer or tablet with speakers or headphones.',
      'Safari users should read our Safari page: it explains the cookie and microphone settings that Safari needs.',
    ],
    ['browser', 'chrome', 'firefox', 'edge', 'mobile', 'phone', 'ipad', 'tablet', 'device'],
  ),
  faq(
    'does-it-work-on-safari',
    'Browsers and devices',
    'Does UroSim work on Safari?',
    [
      'Yes. UroSim works in Safari 17 and later on Mac, iPhone and iPad. If you cannot stay signed in, turn off "Block All Cookies" in Safari settings; for avatar sessions allow the microphone for this site. The Safari help page has the steps.',
    ],
    ['safari', 'apple', 'mac', 'iphone', 'ipad', 'ios', 'macos'],
  ),
  faq(
    'notifications',
    'Browsers and devices',
    'How do I choose my notifications?',
    [
      'The bell in the header counts your unread notifications: a report bundle ready, feedback from a facilitator, a subscription about to end, and news from the UroSim team. Open it to read them and mark them read; News & Updates lists every announcement.',
      'In Settings, under Notifications, choose for each kind whether it shows in the app, comes by e-mail or as a browser notification. Browser notifications need your permission: press Enable Notifications and allow them when your browser asks. If they are blocked, change the permission for this site in your browser settings.',
    ],
    ['notifications', 'push', 'e-mail', 'email', 'bell', 'alerts', 'news', 'announcements'],
  ),

  // Help pages
  article(
    'start-a-session',
    'help',
    '/help-and-support',
    'Starting a session',
    [
      'Open Urology Case Selection from the side menu, filter by topic, difficulty or plan, and open a case to read its brief. Choose Start Session: after a 3-second countdown the clock starts (the case’s length, or the one you chose on its page) and the patient is waiting.',
      'Your plan decides how many sessions you can start each month; the header shows how many you have left.',
    ],
    ['begin', 'start', 'how do I play', 'case selection'],
  ),
  article(
    'talk-to-the-patient',
    'help',
    '/help-and-support',
    'Talking to the patient and the nurse',
    [
      'Type your question and press Enter to send it; Shift+Enter starts a new line. Ask one or several things at once, as you would in clinic. The patient answers only from the facts of the case and says so when they do not know.',
      'Ask the ward nurse for the latest observations, for a task such as a bladder scan, or for a result once the Investigations panel shows it is back.',
    ],
    ['chat', 'ask questions', 'history taking', 'nurse', 'type'],
  ),
  article(
    'examinations-and-investigations',
    'help',
    '/help-and-support',
    'Examinations and investigations',
    [
      'Use the Examination panel to examine the patient and see the findings. Use the Investigations panel to request tests: bedside tests come back at once, others after a realistic delay within the session. The panel shows when each result is ready, and the nurse reports it when you ask.',
    ],
    ['examine', 'bloods', 'scan', 'imaging', 'urine dip', 'tests', 'results'],
  ),
  article(
    'reading-feedback',
    'help',
    '/help-and-support',
    'Reading your feedback',
    [
      'After the session, write your summary and plan, then open your feedback. It shows your overall score and level, category scores, each rubric item with the evidence from your transcript, the red flags you missed first, and notes on your communication. On a phone each section opens from its heading, and Show in transcript opens the transcript over the page at the line it quotes; close it to return to the item.',
      ...onceReleased(
        ['handoffs'],
        [
          'It also gives your SBAR hand-off a verdict for each section, with a link to edit it, and at its foot you can prepare a report bundle of the session to download.',
        ],
      ),
    ],
    ['results', 'feedback page', 'report', 'missed items'],
  ),
  article(
    'writing-a-handoff',
    'help',
    '/help-and-support',
    'Writing and sharing your hand-off',
    aboutCapability(
      ['handoffs'],
      [
        'Once you submit your summary, the app takes you to the hand-off. Write each SBAR section as you would say it on the phone; the line under each field says what goes in it, with its word count. It saves 800 ms after you stop typing, and the status beside the heading says Saving…, Saved, or Not saved — retrying (with a Retry button) when the connection drops. What you type is never replaced while you type.',
        'The copilot beside the fields (below them on a phone) marks each section empty, partly there or complete, and lists what it still lacks. See feedback takes you to your feedback; Skip for now does the same before you have written anything. Hand-offs to write, on your dashboard, lists the sessions of the last 14 days still waiting for one.',
        'Share makes a read-only link that follows your edits live; Download PDF saves a printable copy. The Sharing part of the page shows until when the link works, and Stop sharing ends it.',
      ],
      [
        'When it comes, you will write an SBAR hand-off after your summary, with a copilot that says what each section still lacks, and share it by link or as a PDF.',
      ],
    ),
    ['handoff', 'hand-off', 'SBAR', 'autosave', 'copilot', 'share', 'PDF', 'skip'],
  ),
  article(
    'account-problems',
    'help',
    '/help-and-support',
    'Signing in and your account',
    [
      'If you forgot your password, use "Forgot password?" on the sign-in page: we e-mail you a link that works once, for one hour. If your verification e-mail has not arrived, check your spam folder, then ask for a new one from the sign-in page.',
      'Signed in, your profile holds your picture, grade, interests and certifications. Under Settings, Security you can change your password (other devices are signed out), change your e-mail address (the change takes effect when you open the link we send to the new address, and we tell the old one), and see the devices signed in to your account, signing any of them out. There too you can download everything we hold about you, or delete your account. Your bookmarked cases are under Bookmarks.',
      'For anything else, write to us from the contact page. We answer within two working days.',
    ],
    [
      'password',
      'login',
      'sign in',
      'verification email',
      'locked out',
      'reset',
      'change email',
      'profile picture',
      'devices',
      'delete account',
      'bookmarks',
    ],
  ),

  // Safari
  article(
    'safari-cookies',
    'safari',
    '/help/safari',
    'Staying signed in: cookies',
    [
      'UroSim keeps you signed in with a secure cookie from this site only. If Safari signs you out after every page, open Settings, then Safari (on iPhone and iPad) or Safari, Settings, Privacy (on a Mac), and turn off "Block All Cookies". "Prevent Cross-Site Tracking" can stay on.',
    ],
    ['cookies', 'signed out', 'keeps logging me out', 'private browsing'],
  ),
  article(
    'safari-microphone',
    'safari',
    '/help/safari',
    'Avatar sessions: the microphone and sound',
    [
      'To speak to the avatar, allow the microphone when Safari asks. If you said no, open Safari, Settings for this website, and set Microphone to Allow. On iPhone, switch off silent mode to hear the avatar, or use headphones.',
    ],
    ['microphone', 'sound', 'audio', 'speak', 'voice'],
  ),
  article(
    'safari-version',
    'safari',
    '/help/safari',
    'Keep Safari up to date',
    [
      'UroSim needs Safari 17 or later. Update macOS or iOS to get the latest Safari. If a page looks out of date after a release, reload it: the app checks its version and refreshes itself.',
    ],
    ['update', 'old version', 'outdated', 'blank page'],
  ),

  // Research pilot page
  article(
    'pilot-how-to-join',
    'pilot',
    '/research-pilot',
    'How to join the research pilot',
    [
      'Create a free account and verify your e-mail, then open the research pilot page and choose Join the pilot. You get 10 complimentary sessions straight away, used after your plan’s monthly allowance.',
      'Complete two cases during the pilot to unlock a free premium month at release. Taking part is voluntary and you can stop at any time.',
    ],
    ['join', 'sign up for the pilot', 'enrol', 'participate', 'how do I take part'],
  ),

  // Pricing explainer (the prices themselves come from the plans table)
  article(
    'pricing-overview',
    'pricing',
    '/pricing',
    'How our plans work',
    [
      'Every plan is monthly and can be cancelled at any time. Plans differ in the sessions you can start each month, the cases they open (free, basic, standard or premium cases) and features such as avatar mode and facilitator observation.',
      'Paid plans are paid by card through Stripe and renew each month. Cancelling keeps your plan until the end of the period you have paid for; if a payment fails or your plan expires, you keep it for 3 more days while you put it right.',
      ...comingSoonSentences('avatar', 'facilitators'),
    ],
    ['price', 'cost', 'how much', 'plans', 'pricing', 'subscription', 'fee'],
  ),

  // About
  article(
    'about-safety',
    'about',
    '/about',
    'Educational use only',
    [
      'UroSim is for education and training only. All cases and patients are fictional, and nothing on this site is medical advice.',
    ],
    ['disclaimer', 'fictional', 'education'],
  ),

  // Accessibility
  article(
    'accessibility-summary',
    'accessibility',
    '/accessibility',
    'How accessible UroSim is',
    [
      'We aim to meet WCAG 2.2 level AA. Every screen works with a keyboard alone, the chat transcript is announced to screen readers, and animations stop when your device asks for reduced motion. Our accessibility statement lists what does not work yet.',
      'Signed in, Settings has an Accessibility section: a larger or smaller text size, reduced motion, higher contrast and underlined links, applied at once and kept with your account.',
    ],
    ['screen reader', 'keyboard', 'wcag', 'disability', 'accessible'],
  ),
];

/** The articles of one section, in order. */
export const articlesIn = (section: HelpSection): HelpArticle[] =>
  helpArticles.filter((a) => a.section === section);
