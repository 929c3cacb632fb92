// Telling a medical question from a question about the product. The website assistant answers
// questions about UroSim only: someone asking about their own symptoms, or for a diagnosis, a
// treatment or a dose, gets a polite refusal that points them to real care, whatever engine runs.

const personal =
  /\b(i|i'm|im|i've|ive|i'd|my|me|myself|mine)\b|\b(my|our) (son|daughter|wife|husband|partner|dad|father|mum|mom|mother|friend|child|baby|grandad|grandfather|grandma|grandmother|brother|sister)\b/;

const symptom =
  /\b(pain\w*|hurt\w*|ach(e|es|ing)|blood\w*|bleed\w*|lump\w*|swell\w*|swollen|fever\w*|temperature|burn\w*|sore\w*|rash\w*|discharge|leak\w*|dribbl\w*|frequen\w*|urgen\w*|incontinen\w*|erect\w*|nocturia|vomit\w*|nause\w*|clots?|pee\w*|wee\w*|peeing)\b|can'?t (pee|urinate|wee|pass (urine|water))/;

const condition =
  /\b(prostat\w*|psa|kidneys?|renal|bladder|testic\w*|testes|testis|scrot\w*|urethr\w*|urine|urinary|uti|utis|infection\w*|cancer\w*|tumou?rs?|stones?|catheter\w*|ha?ematuria|penis|penile|torsion|epididym\w*|pyelonephritis|cystitis|retention|hydronephrosis|hernia|vasectomy)\b/;

const treatment =
  /\b(treat|treats|treated|treatment\w*|cure\w*|dose\w*|dosage|mg|medicat\w*|medicine\w*|drugs?|tablets?|pills?|antibiotic\w*|prescri\w*|surgery|operation|side effects?|diagnos\w*|tamsulosin|finasteride|trimethoprim|nitrofurantoin|ciprofloxacin|paracetamol|ibuprofen)\b/;

// Strong on their own: asking for a dose or a prescription is medical whatever else is said.
const strongTreatment = /\b(dose\w*|dosage|\d+ ?mg|prescri\w*|side effects?)\b/;

const advice =
  /\b(should i|what should|do i need|do i have|have i got|am i|could (it|this|that) be|is (it|this|that) (serious|normal|cancer|dangerous|bad)|serious|dangerous|worried|worrying|emergency|what (do|can) i do|what to do)\b/;

const product =
  /\b(cases?|scenarios?|simulat\w*|urosim|sessions?|plans?|pilot|feedback|accounts?|subscri\w*|pric\w*|costs?|log ?in|sign\w*|safari|browsers?|avatar|modules?|rubric|scor\w*|level|trainees?|training|practi[cs]e|website|site|app)\b/;

/**
 * True when the message asks for medical advice or clinical information for real care: personal
 * symptoms, "should I…", "what is the treatment for…", doses and prescriptions. Questions about the
 * product that mention conditions ("is there a case on kidney stones?") are not medical.
 */
export const isMedicalQuestion = (message: string): boolean => {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  const isProduct = product.test(text);
  const isPersonal = personal.test(text);
  const hasSymptom = symptom.test(text);
  const hasCondition = condition.test(text);
  const hasTreatment = treatment.test(text);
  const asksAdvice = advice.test(text);

  if (strongTreatment.test(text) && !isProduct) return true;
  // Their own (or a relative's) symptoms or condition, with a question about it.
  if (isPersonal && hasSymptom && !(isProduct && !asksAdvice && !hasTreatment)) return true;
  if (isPersonal && hasCondition && (asksAdvice || hasTreatment)) return true;
  // Clinical questions for care rather than about the product's cases.
  if (!isProduct && (hasCondition || hasSymptom) && (hasTreatment || asksAdvice)) return true;
  return false;
};

/** The polite refusal of a medical question. */
export const MEDICAL_REFUSAL =
  "I'm sorry, I can't help with medical questions: I'm UroSim's website assistant, and UroSim is an educational simulator whose cases are all fictional, so nothing here is medical advice. If you're worried about your health, please speak to a doctor, a pharmacist or your local health service, and in an emergency call your local emergency number. I'm happy to answer questions about UroSim itself, such as its cases, plans or the research pilot.";
