import { describe, expect, it } from 'vitest';
import {
  type CommunicationBehaviour,
  classifySentence,
  findBehaviour,
  firstQuestion,
  lineShowsBehaviour,
  type ScoringMessage,
} from './behaviours.ts';

const examples: Record<Exclude<CommunicationBehaviour, 'open-question-first'>, [string[], string[]]> = {
  'introduces-self': [
    [
      "Hello, I'm Dr Morgan, one of the urology doctors.",
      'Hi, my name is Sam and I am one of the doctors.',
      "Good morning, I'm Priya Shah, the urology registrar on call.",
      "Hi, I'm Sam. I'm the FY1 on the urology team.",
      "Hello, I'm Tom Fletcher, one of the urology registrars.",
      'Hello, Dr. Jones here from urology.',
      "I'm Tom, from the urology team.",
      'Let me introduce myself. I am Alex, a junior doctor.',
      // A full name then a role, without "I'm" (ADR 0141).
      'Hi, Tom Reilly, urology reg on call. Can you give me your full name and DOB?',
      "Priya, uro reg. What's happened?",
      'Afternoon. Hana Kovac - registrar, urology team.',
      // A role in the plural (ADR 0142).
      "I'm Dan, one of the FY2s.",
      'Hi, Dr Raj Mehta, urology. Full name + DOB pls?',
    ],
    [
      // An introduction needs a name and a role (ADR 0111).
      "I'm one of the doctors here.",
      // Greeting the patient by name is not giving one's own (ADR 0141).
      'Hello, Mrs Doyle, the registrar will see you.',
      'Hello John Smith, the nurse will be in shortly.',
      'John, reg is coming.',
      "Hello, I'm Sam.",
      'Hi, I am one of the urology doctors.',
      'Hello, how are you?',
      "I'm going to ask the doctor to see you.",
      'Has a doctor seen you yet?',
      "I'm sorry to hear that.",
      'What is your name?',
      "I'm afraid the consultant is in theatre.",
      // "Dr Okonkwo" is a name; the examiners want a role as well (ADR 0142).
      'Hello, I am Dr Okonkwo.',
      'hi im dr lee',
      "My name's Dr Ahmed.",
      // A greeting is not a name (ADR 0142).
      'Hi, uro reg.',
      'Morning, urology registrar on call. Name + DOB?',
    ],
  ],
  'confirms-identity': [
    [
      'Can I check your name and date of birth?',
      'Name + DOB?',
      'Could you confirm your full name for me?',
      'What is your DOB?',
      'Am I speaking to Mr Hughes?',
      'Are you Mrs McAllister?',
      'What would you like me to call you?',
      'Can I just check I have the right patient?',
      'when were you born?',
      // Asked of a parent (ADR 0140).
      'Could you tell me his full name and date of birth?',
      'Hi, Dr Raj Mehta, urology. Full name + DOB pls?',
      'Evening. Dr Khan, urology reg. Name and DOB pls?',
    ],
    [
      // A leading statement is not positive identification (ADR 0140).
      'You are Mr Sutcliffe, is it?',
      'My name is Dr Patel.',
      "What is your husband's name?",
      'How old are you?',
      'Where do you live?',
      "I'll call you when the results are back.",
    ],
  ],
  'shows-empathy': [
    [
      'That sounds really painful.',
      // (ADR 0142)
      'Tight as a drum and nothing coming out - that sounds properly miserable.',
      'I can very well see you are suffering, sir.',
      "You're not exaggerating, and you're right to be frightened.",
      'Put on antibiotics because a dipstick changed colour while you felt fine - that must be maddening.',
      "I know it's really sore, and seeing red wee is frightening.",
      "I'm sorry to hear that.",
      'That must be worrying for you.',
      'I understand.',
      'I understand, that must have been frightening.',
      'I can imagine how hard this is.',
      "It's completely natural to feel upset.",
      'You must be exhausted.',
      'That sounds like it has been really difficult.',
      "I'm so sorry.",
      'That must have come as a shock.',
      "It's understandable that you're worried.",
      'i can see this is really difficult for you',
      // Naming the pain or the worry one sees (ADR 0140).
      "You're clearly in a lot of discomfort and you're not a bother at all.",
      "I know you're worried about an operation.",
      "That's a really fair worry. Losing a kidney and missing the race are big things to face.",
      "Please don't blame yourself. Follow-ups get lost all the time.",
      'I completely understand you being frightened about an anaesthetic when he is this small.',
      "I can see that's really weighing on you.",
      'I can see that really hurts.',
      'It must be really frustrating to be given antibiotics when you were not ill.',
      'Sorry, looks v painful. We will get a catheter in now.',
    ],
    [
      'That sounds like a kidney stone.',
      'Sorry, could you repeat that?',
      'I understand you take warfarin?',
      'Does it hurt?',
      'I see.',
      "I'm sorry, I didn't catch that.",
      'Is the pain severe?',
      'Are you in a lot of pain?',
      "I know you're here about the catheter.",
      'Is there anything worrying you?',
      'Is it a real worry for you?',
      'It looks like a stone.',
    ],
  ],
  'checks-understanding': [
    [
      'Could you tell me in your own words what the operation involves?',
      "To make sure I've explained it well, could you tell me what happens next?",
      'What do you understand about why you had the test?',
      'Is there anything you would like me to go over again?',
      'Could you tell me back what we have discussed?',
      "Before you decide, could you tell me in your own words what the PSA can and can't tell us?",
      'Could you tell me in your own words the difference between the two operations?',
      "So I know I've explained it properly, what will you do if it happens again?",
    ],
    [
      // A yes/no check invites a reflexive yes: the patient says back what they understood (ADR 0140).
      'Does that make sense?',
      'Is that all clear?',
      'Have I explained that clearly?',
      'Do you understand?',
      // Inviting questions is not checking understanding (ADR 0111).
      'Do you have any questions?',
      // The open question of the history is not a check of understanding.
      'In your own words, tell me what happened today?',
      "Can you tell me in your own words what's been going on?",
      'Any questions?',
      'What questions do you have?',
      'Does the pain go anywhere?',
      'Do you have any pain?',
      'Can you tell me what happened?',
      'Do you take any medications?',
      'Does it make the pain better?',
    ],
  ],
  summarises: [
    [
      'So to summarise, the pain started yesterday.',
      'Quick summary: a contained kidney tear, no operation for now, bed rest and a scan in 2 days.',
      'Let me recap what you have told me.',
      "Just to check I've got this right, the pain started at 5am?",
      'If I have understood correctly, you have had blood in your urine.',
      'So, in summary, you have had three episodes.',
      'So, to pull it together: two raised readings and a firm area on the right.',
      "Can I just summarize what you've told me?",
      "From what you've told me, this started suddenly.",
      // What is wrong and what happens next, told in one line (ADR 0140).
      "I think a clot is blocking your catheter. I'm going to flush it through with a syringe.",
      "Your bladder is full of clot and the catheter's blocked, which is why it feels so tight. I'm going to wash the clots out.",
      "You have a serious infection called Fournier's gangrene. You need an operation today.",
      // (ADR 0142)
      "The clots have bunged up the tube. I'll wash them out with a big syringe.",
    ],
    [
      // A plan denied is no next step (ADR 0141).
      "I, um, don't think we need to do the rectal exam today, I think the flow test is enough.",
      'Let me check your blood pressure.',
      'Just to check, are you on blood thinners?',
      'So you have pain?',
      "I'll write a letter to your GP.",
      // A plan already carried out, or a plan with nothing explained, is not the summing-up.
      "It looks like you've got a kidney infection. We've started antibiotics and fluids.",
      "We're going to do a scan to see what's going on.",
      'Do you think a clot is blocking it? Shall I flush it?',
      "I think you've got an abscess near your back passage. Don't worry, we'll sort it out.",
      // A result still to come explains nothing yet (ADR 0142).
      "We'll see what the scan shows.",
    ],
  ],
  'safety-nets': [
    [
      'Please bring Mr Finch back straight away if the swelling returns, if the tip becomes dark, or if the bag stops filling.',
      'If it gets worse, please come back.',
      'If you develop a fever, call 111.',
      'Come straight back to A&E if you cannot pass urine.',
      'Call 999 if you collapse.',
      "If the pain doesn't settle, tell the nurse straight away.",
      'Please press the call bell if anything changes.',
      'If you are worried at all, ring us.',
      'If you notice any blood or clots, let the nurses know immediately.',
      'These are the warning signs to look out for.',
      "Don't hesitate to seek medical help.",
      'If you develop a fever, call 111, okay?',
      // Said to a carer (ADR 0140).
      'If it swells up again or the end goes dark, bring him straight back to us.',
    ],
    [
      // A plan for a recurrence is a contingency, not a safety-net (ADR 0141).
      'Plan DVIU, flow tests after, urethroplasty if it comes back.',
      'Does the pain get worse when you move?',
      'Did you call 111 before coming in?',
      'When did you go to hospital?',
      "If you don't mind, I'd like to examine you.",
      'Is it worse at night?',
      'Did you come back from holiday recently?',
      'Have you had a fever?',
      'If you have pain when you pee, does it burn?',
    ],
  ],
};

describe.each(Object.entries(examples))('%s', (behaviour, [positives, negatives]) => {
  it.each(positives)('shown by %j', (text) => {
    expect(lineShowsBehaviour(behaviour as CommunicationBehaviour, text)).toBe(true);
  });
  it.each(negatives)('not shown by %j', (text) => {
    expect(lineShowsBehaviour(behaviour as CommunicationBehaviour, text)).toBe(false);
  });
});

describe('open-question-first', () => {
  it.each([
    ['What brings you in today?', 'open'],
    ['Hi John, so, what brought you in?', 'open'],
    ['Can you tell me, in your own words, what happened?', 'open'],
    ['Tell me about the pain.', 'open'],
    ['How can I help?', 'open'],
    ["What's been going on?", 'open'],
    ['How are you feeling today?', 'open'],
    ['What do you understand about why you had the scan?', 'open'],
    ['Do you have pain?', 'closed'],
    ['Is the pain on the left?', 'closed'],
    ['How long have you had it?', 'closed'],
    ['So you have blood in your urine?', 'closed'],
    ['When did it start?', 'closed'],
    ['Any blood in the urine?', 'closed'],
    // A question for one datum is not an invitation to tell the story (ADR 0140).
    ["So I've got your GP letter here about the PSA. What were the readings?", 'closed'],
    ['What was the result?', 'closed'],
    ['What is your main concern?', 'open'],
    ['Have a seat.', 'skip'],
    ['Hello, I am Dr Kaur.', 'skip'],
    ['Can I check your name?', 'skip'],
    ['How are you?', 'skip'],
    ['Is it ok if I ask you some questions?', 'skip'],
    ['Would you like someone with you?', 'skip'],
    // Setting up the talk comes before the history (ADR 0141).
    ['Have you got anyone with you today, or would you like us to ring someone?', 'skip'],
    ['Have you come on your own today?', 'skip'],
    ['Do you have time to talk today?', 'skip'],
    ['Is there anyone with you?', 'skip'],
    ['I will be taking a history.', 'skip'],
    // A name asked back is a greeting; "will come to them" asks nothing (ADR 0142).
    ['Peter Lindqvist?', 'skip'],
    ['Charts - great, will come to them.', 'skip'],
  ])('%j is %s', (sentence, kind) => {
    expect(classifySentence(sentence)).toBe(kind);
  });

  it.each([
    ["Hello, I'm Dr Kaur. Can I check your name? What brings you in today?", true],
    ['Hi. Do you have any pain? Tell me about it.', false],
    ['Good morning. Is it okay if I ask a few questions? Talk me through what happened.', true],
    ["I'm Dr Kaur, one of the doctors.", false],
    [
      "Afternoon. Hana Kovac - registrar, urology team. Peter Lindqvist? DOB? First, your version: what's been happening?",
      true,
    ],
  ])('line %j → %s', (text, open) => {
    expect(lineShowsBehaviour('open-question-first', text)).toBe(open);
  });
});

let seq = 0;
const line = (
  sender: ScoringMessage['sender'],
  text: string,
  channel: ScoringMessage['channel'] = 'patient',
) => ({
  id: `m${++seq}`,
  channel,
  sender,
  text,
  revealedFactIds: [],
  elapsedSeconds: seq * 10,
});

describe('findBehaviour', () => {
  it('reads only the trainee lines to the patient, and gives the first that shows it', () => {
    const transcript = [
      line('patient', "I'm Dr Who, ha. It's my side."),
      line('trainee', "Hello, I'm Dr Kaur, the urology registrar.", 'nurse'),
      line('trainee', 'What brings you in?'),
      line('patient', 'The pain.'),
      line('trainee', 'My name is Dr Kaur, one of the doctors.'),
      line('trainee', "I'm Dr Kaur, again."),
    ];
    expect(findBehaviour('introduces-self', transcript)).toEqual({
      messageId: transcript[4]!.id,
      text: transcript[4]!.text,
      elapsedSeconds: transcript[4]!.elapsedSeconds,
    });
    expect(findBehaviour('open-question-first', transcript)?.messageId).toBe(transcript[2]!.id);
  });

  it('judges open-question-first on the first history question of the session only', () => {
    const transcript = [
      line('trainee', "Hello, I'm Dr Kaur. How are you?"),
      line('trainee', 'Is the pain bad?'),
      line('trainee', 'Tell me about it.'),
    ];
    expect(findBehaviour('open-question-first', transcript)).toBeNull();
    expect(firstQuestion(transcript)).toMatchObject({ sentence: 'Is the pain bad?', open: false });
    expect(firstQuestion([])).toBeNull();
  });
});
