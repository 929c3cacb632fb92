// Telling a medical question from a question about the product. The website assistant answers
// questions about UroSim only: someone asking about their own symptoms, or for a diagnosis, a
// treatment or a dose, gets a polite refusal that points them to real care, whatever engine runs.

const personal =
  /\b(i|i'm|im|i've|ive|i'd|my|me|myself|mine)\b|\b(my|our) (son|daughter|wife|husband|partner|dad|father|mum|mom|mother|friend|child|baby|grandad|grandfather|grandma|grandmother|brother|sister)\b/;

// Whole words: "week", "peer", "frequently asked", "urgent reply", "leaked" and "burnout" are not
// symptoms.
const symptom =
  /\b(pain|pains|painful|hurts?|hurting|ach(e|es|ing)|blood|bloody|bleed\w*|lumps?|lumpy|swelling|swollen|fevers?|feverish|temperature|burning|burns|sore|soreness|rash\w*|discharge|leaking|leakage|dribbl\w*|frequency|urgency|incontinen\w*|erections?|erectile|nocturia|vomit\w*|nause\w*|clots?|pee|pees|peeing|wee|wees|weeing)\b|can'?t (pee|urinate|wee|pass (urine|water))/;

const conditionWords =
  'prostat\\w*|psa|kidneys?|renal|bladder|testic\\w*|testes|testis|scrot\\w*|urethr\\w*|urine|urinary|uti|utis|infection\\w*|cancer\\w*|tumou?rs?|stones?|catheter\\w*|ha?ematuria|penis|penile|torsion|epididym\\w*|pyelonephritis|cystitis|retention|hydronephrosis|hernia|vasectomy';
const condition = new RegExp(`\\b(${conditionWords})\\b`);

// A condition said to be one's own or a relative's: "my PSA", "I have a kidney stone", "diagnosed with
// cystitis" (one word may stand between: "I have a painful bladder"). "I have a question about the
// prostate cases" is not.
const ownCondition = new RegExp(
  `\\b(my|his|her|their|i have|i've got|ive got|i've had|i had|i think i have|diagnosed with)\\s+(an? )?([\\w-]+ )?(${conditionWords})\\b`,
);

const treatment =
  /\b(treat|treats|treated|treatment\w*|cure\w*|dose\w*|dosage|mg|medicat\w*|medicine\w*|drugs?|tablets?|pills?|antibiotic\w*|prescri\w*|surgery|operation|side effects?|diagnos\w*|tamsulosin|finasteride|trimethoprim|nitrofurantoin|ciprofloxacin|paracetamol|ibuprofen)\b/;

// Medicines by name, or taking one: asking about them is asking for drug information.
const medicine =
  /\b(tamsulosin|finasteride|dutasteride|alfuzosin|oxybutynin|solifenacin|mirabegron|sildenafil|tadalafil|trimethoprim|nitrofurantoin|ciprofloxacin|gentamicin|co-amoxiclav|amoxicillin|paracetamol|ibuprofen|codeine|morphine|diclofenac)\b|\b(take|taking|stop taking|start taking)\b.*\b(tablets?|pills?|medicat\w*|medicine\w*|antibiotic\w*)\b/;

// Strong on their own: asking for a dose or a prescription is medical unless it is about a case.
const strongTreatment = /\b(dose\w*|dosage|\d+ ?mg|prescri\w*|side effects?)\b/;

const advice =
  /\b(should i|what should|do i need|do i have|have i got|am i|could (it|this|that) be|is (it|this|that) (serious|normal|cancer|dangerous|bad)|serious|dangerous|worried|worrying|emergency|what (do|can) i do|what to do)\b/;

const product =
  /\b(cases?|scenarios?|simulat\w*|urosim|sessions?|plans?|pilot|feedback|accounts?|subscri\w*|pric\w*|costs?|pay|payments?|invoices?|log ?in|sign\w*|safari|browsers?|avatar|modules?|rubric|scor\w*|level|trainees?|training|practi[cs]e|learn\w*|teach\w*|website|site|app|data|faq|questions?)\b/;

// Words that place a clinical question inside the product's fictional cases.
const aboutCases = /\b(cases?|scenarios?|rubric|simulat\w*|feedback|scor\w*|urosim)\b/;

/**
 * True when the message asks for medical advice or clinical information for real care: personal
 * symptoms, "should I…", "what is the treatment for…", medicines, doses and prescriptions. Questions
 * about the product that mention conditions ("is there a case on kidney stones?", "will I learn to
 * diagnose prostate cancer?") are not medical.
 */
export const isMedicalQuestion = (message: string): boolean => {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  const isProduct = product.test(text);
  const isPersonal = personal.test(text);
  const hasSymptom = symptom.test(text);
  const hasCondition = condition.test(text);
  const hasTreatment = treatment.test(text);
  const asksAdvice = advice.test(text);

  if (strongTreatment.test(text) && !aboutCases.test(text)) return true;
  if (medicine.test(text) && !aboutCases.test(text)) return true;
  // Their own (or a relative's) symptoms or condition, with a question about it.
  if (isPersonal && hasSymptom && !(isProduct && !asksAdvice && !hasTreatment)) return true;
  if (ownCondition.test(text) && (asksAdvice || hasTreatment)) return true;
  if (isPersonal && !isProduct && (hasCondition || hasTreatment) && (asksAdvice || hasTreatment)) return true;
  // Clinical questions for care rather than about the product's cases.
  if (!isProduct && (hasCondition || hasSymptom) && (hasTreatment || asksAdvice)) return true;
  return false;
};

/** A treatment, a dose, a medicine, a symptom or a request for advice: what makes a follow-up medical. */
const hasClinicalAsk = (text: string) =>
  treatment.test(text) ||
  strongTreatment.test(text) ||
  medicine.test(text) ||
  symptom.test(text) ||
  advice.test(text);

/**
 * True when this turn is medical on its own, or read with the visitor's previous message: "My dad
 * has a kidney stone" then "Which tablets should he take for it?". A follow-up is medical only by
 * what it adds (a treatment, a dose, a symptom, a request for advice) to the subject the previous
 * message gave; a question about the product, or one without such an ask, stands on its own, so a
 * refused medical question is never held against the next one.
 */
export const isMedicalTurn = (
  message: string,
  history: readonly { role: 'user' | 'assistant'; content: string }[] = [],
): boolean => {
  if (isMedicalQuestion(message)) return true;
  const previous = history.findLast((item) => item.role === 'user')?.content;
  if (previous === undefined) return false;
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  if (product.test(text) || !hasClinicalAsk(text)) return false;
  return isMedicalQuestion(`${previous} ${message}`);
};

/** The polite refusal of a medical question. */
export const MEDICAL_REFUSAL =
  "I'm sorry, I can't help with medical questions: I'm UroSim's website assistant, and UroSim is an educational simulator whose cases are all fictional, so nothing here is medical advice. If you're worried about your health, please speak to a doctor, a pharmacist or your local health service, and in an emergency call your local emergency number. I'm happy to answer questions about UroSim itself, such as its cases, plans or the research pilot.";
