// The patient's closed world: symptoms, conditions, medicines and exposures a trainee may ask about,
// by body system, each with its lay and clinical names. Data, not code, and general by design:
// nothing here refers to a particular case or question. A trained simulated patient answers "no" to
// what is not in their script; the engine does the same for anything listed here that the case
// neither states (in a fact, a negative or the persona's lines) nor marks as unknown to the patient.
//
// Names are analysed with the engine's lexicon (lexicon.ts), so "wee", "urine" and "micturition" are
// one concept there; list here the names that make a different *entry* (a symptom, not a word).
// A name must be specific: a single broad word ("pain", "problem", "feel") would claim every
// question. The test `closed-world.test.ts` checks that no name is that broad.

import { patientSystems } from '@urosim/contracts';

export type PatientSystem = (typeof patientSystems)[number];

/** One thing a patient has or has not got. */
export type ClosedWorldEntry = { id: string; system: PatientSystem; names: readonly string[] };

const e = (id: string, system: PatientSystem, names: readonly string[]): ClosedWorldEntry => ({
  id,
  system,
  names,
});

export const closedWorld: readonly ClosedWorldEntry[] = [
  // --- general
  e('fever', 'general', ['fever', 'high temperature', 'temperature', 'feverish', 'pyrexia', 'hot and cold']),
  e('rigors', 'general', ['rigors', 'shivers', 'shivering', 'shaking chills', 'chills', 'shakes']),
  e('night-sweats', 'general', ['night sweats', 'sweating at night', 'drenching sweats', 'sweats']),
  e('weight-loss', 'general', ['weight loss', 'lost weight', 'losing weight', 'weight change']),
  e('appetite', 'general', ['loss of appetite', 'poor appetite', 'lost your appetite', 'off your food']),
  e('fatigue', 'general', [
    'tiredness',
    'tired',
    'fatigue',
    'lethargy',
    'lethargic',
    'exhausted',
    'no energy',
  ]),
  e('dizziness', 'general', [
    'dizzy',
    'dizziness',
    'light headed',
    'faint',
    'fainting',
    'blackout',
    'collapse',
  ]),
  e('confusion', 'general', ['confusion', 'confused', 'muddled', 'disorientated']),
  e('thirst', 'general', ['thirsty', 'thirst', 'dry mouth']),
  e('itch', 'skin', ['itch', 'itchy', 'itching', 'pruritus']),
  // --- urinary
  e('haematuria', 'urinary', [
    'haematuria',
    'blood in urine',
    'blood in your wee',
    'red urine',
    'pink urine',
    'bloody urine',
  ]),
  e('dysuria', 'urinary', ['dysuria', 'burning urine', 'stinging urine', 'pain passing urine']),
  e('frequency', 'urinary', ['frequency', 'frequent urine', 'going more often', 'urine often']),
  e('nocturia', 'urinary', ['nocturia', 'urine at night']),
  e('urgency', 'urinary', ['urgency', 'urgent urine', 'rush to the toilet', 'caught short']),
  e('incontinence', 'urinary', ['incontinence', 'leaking urine', 'leaking', 'wetting yourself']),
  e('hesitancy', 'urinary', ['hesitancy', 'difficulty starting', 'trouble starting', 'straining']),
  e('poor-stream', 'urinary', ['poor stream', 'weak stream', 'poor flow', 'weak flow', 'slow stream']),
  e('spraying-stream', 'urinary', [
    'spraying',
    'split stream',
    'stream sprays',
    'forked stream',
    'flow forks',
    'stream in two directions',
    'double stream',
  ]),
  e('incomplete-emptying', 'urinary', ['incomplete emptying', 'not empty', 'still full', 'double voiding']),
  e('terminal-dribbling', 'urinary', ['terminal dribbling', 'dribbling', 'dribble after']),
  e('retention', 'urinary', ['retention', 'can not pass urine', 'unable to pass urine']),
  e('cloudy-urine', 'urinary', ['cloudy urine', 'cloudy', 'murky urine', 'sediment']),
  e('smelly-urine', 'urinary', ['smelly urine', 'offensive urine', 'urine smell', 'strong smelling urine']),
  e('urine-clots', 'urinary', ['clots', 'clots in urine', 'blood clots in urine']),
  e('frothy-urine', 'urinary', ['frothy urine', 'bubbles in urine', 'pneumaturia', 'air in urine']),
  e('debris-urine', 'urinary', ['gravel', 'grit in urine', 'passed a stone', 'bits in urine']),
  e('uti', 'urinary', ['urine infection', 'uti', 'water infection', 'bladder infection']),
  e('kidney-stones', 'urinary', ['kidney stones', 'stones', 'renal colic', 'kidney stone']),
  e('kidney-disease', 'urinary', [
    'kidney disease',
    'renal failure',
    'kidney failure',
    'ckd',
    'kidney problems',
    'problems with your kidneys',
  ]),
  e('loin-pain', 'urinary', ['loin pain', 'flank pain', 'pain in your side', 'kidney pain']),
  e('suprapubic-pain', 'urinary', [
    'suprapubic pain',
    'bladder pain',
    'lower tummy pain',
    'pain above pubic bone',
  ]),
  e('catheter', 'urinary', ['catheter', 'catheterised']),
  // --- genital
  e('urethral-discharge', 'genital', [
    'discharge',
    'penile discharge',
    'urethral discharge',
    'discharge from penis',
  ]),
  e('testicular-pain', 'genital', [
    'testicular pain',
    'pain in your testicles',
    'sore testicle',
    'scrotal pain',
  ]),
  e('scrotal-swelling', 'genital', [
    'scrotal swelling',
    'swollen testicle',
    'testicular lump',
    'lump in testicle',
  ]),
  e('erectile-dysfunction', 'genital', [
    'erectile dysfunction',
    'impotence',
    'problems with erections',
    'erections',
  ]),
  e('genital-sores', 'genital', ['genital sores', 'genital ulcers', 'genital warts', 'sores down below']),
  e('haematospermia', 'genital', ['blood in semen', 'haematospermia', 'blood in ejaculate']),
  e('painful-ejaculation', 'genital', ['painful ejaculation', 'pain on ejaculation']),
  e('penile-pain', 'genital', ['penile pain', 'pain in your penis', 'penis pain']),
  e('foreskin', 'genital', ['tight foreskin', 'phimosis']),
  e('balanitis', 'genital', [
    'balanitis',
    'balanoposthitis',
    'infection of the foreskin',
    'inflamed foreskin',
  ]),
  e('penile-curvature', 'genital', [
    'curvature of the penis',
    'curved penis',
    'bent penis',
    'bend in your penis',
    'peyronie',
    'lumps in the shaft',
  ]),
  e('sti', 'genital', ['sexually transmitted infection', 'sti', 'std', 'chlamydia', 'gonorrhoea', 'clap']),
  // --- gynaecological
  e('vaginal-discharge', 'gynaecological', ['vaginal discharge']),
  e('vaginal-bleeding', 'gynaecological', [
    'vaginal bleeding',
    'bleeding between periods',
    'bleeding after sex',
  ]),
  e('vaginal-dryness', 'gynaecological', [
    'vaginal dryness',
    'dryness down below',
    'dry down below',
    'vaginal atrophy',
    'atrophic vaginitis',
  ]),
  e('vaginal-itch', 'gynaecological', ['vaginal itching', 'itching down below', 'vulval itching', 'thrush']),
  e('prolapse', 'gynaecological', [
    'prolapse',
    'womb prolapse',
    'bulge down below',
    'vaginal bulge',
    'bulge in the vagina',
  ]),
  e('hot-flushes', 'gynaecological', ['hot flushes', 'hot flashes', 'menopausal symptoms']),
  e('dyspareunia', 'gynaecological', [
    'pain during sex',
    'dyspareunia',
    'painful intercourse',
    'painful sex',
  ]),
  // --- gastrointestinal
  e('nausea', 'gastrointestinal', ['nausea', 'nauseous', 'queasy', 'feeling sick']),
  e('vomiting', 'gastrointestinal', ['vomiting', 'vomit', 'being sick', 'throwing up', 'sick']),
  e('abdominal-pain', 'gastrointestinal', [
    'abdominal pain',
    'tummy pain',
    'stomach ache',
    'belly pain',
    'tummy ache',
  ]),
  e('diarrhoea', 'gastrointestinal', ['diarrhoea', 'loose stools', 'the runs']),
  e('bowel-habit-change', 'gastrointestinal', ['change in bowel habit', 'bowel habit change']),
  e('constipation', 'gastrointestinal', ['constipation', 'constipated']),
  e('rectal-bleeding', 'gastrointestinal', ['rectal bleeding', 'blood in your stool', 'blood in poo']),
  e('melaena', 'gastrointestinal', ['black stools', 'black poo', 'tarry stools', 'melaena']),
  e('piles', 'gastrointestinal', ['piles', 'haemorrhoids']),
  e('hernia', 'gastrointestinal', ['hernia', 'inguinal hernia']),
  e('peptic-ulcer', 'gastrointestinal', ['stomach ulcer', 'peptic ulcer', 'duodenal ulcer']),
  e('gallstones', 'gastrointestinal', ['gallstones', 'gallbladder']),
  e('indigestion', 'gastrointestinal', ['indigestion', 'heartburn', 'reflux']),
  e('dental', 'gastrointestinal', ['teeth', 'toothache', 'dental problems', 'gums']),
  e('hiccups', 'gastrointestinal', ['hiccups', 'hiccoughs']),
  e('rectal-pain', 'gastrointestinal', ['pain in your back passage', 'rectal pain', 'back passage pain']),
  e('dysphagia', 'gastrointestinal', ['difficulty swallowing', 'dysphagia', 'trouble swallowing']),
  e('jaundice', 'gastrointestinal', ['jaundice', 'yellow skin', 'yellow eyes']),
  e('bloating', 'gastrointestinal', ['bloating', 'bloated']),
  e('liver-disease', 'gastrointestinal', ['liver disease', 'liver problems', 'cirrhosis', 'hepatitis']),
  e('bowel-disease', 'gastrointestinal', [
    'crohn',
    'colitis',
    'inflammatory bowel disease',
    'diverticulitis',
  ]),
  // --- cardiovascular
  e('chest-pain', 'cardiovascular', ['chest pain', 'pain in your chest', 'chest tightness', 'angina']),
  e('palpitations', 'cardiovascular', [
    'palpitations',
    'racing heart',
    'irregular heartbeat',
    'heart racing',
  ]),
  e('ankle-swelling', 'cardiovascular', ['swollen ankles', 'ankle swelling', 'leg swelling', 'swollen legs']),
  e('heart-disease', 'cardiovascular', ['heart disease', 'heart problems', 'heart attack', 'heart failure']),
  e('hypertension', 'cardiovascular', ['high blood pressure', 'hypertension', 'blood pressure']),
  e('cholesterol', 'cardiovascular', ['high cholesterol', 'cholesterol']),
  e('dvt', 'cardiovascular', ['deep vein thrombosis', 'dvt', 'clot in your leg', 'pulmonary embolism']),
  e('claudication', 'cardiovascular', [
    'claudication',
    'pain in your calves when you walk',
    'poor circulation',
  ]),
  e('varicose-veins', 'cardiovascular', ['varicose veins']),
  // --- respiratory
  e('cough', 'respiratory', ['cough', 'coughing', 'phlegm', 'sputum']),
  e('breathlessness', 'respiratory', [
    'shortness of breath',
    'breathless',
    'short of breath',
    'breathing problems',
  ]),
  e('wheeze', 'respiratory', ['wheeze', 'wheezing', 'wheezy']),
  e('haemoptysis', 'respiratory', ['coughing up blood', 'haemoptysis']),
  e('sleep-apnoea', 'respiratory', ['sleep apnoea', 'snoring', 'stop breathing at night']),
  e('asthma', 'respiratory', ['asthma']),
  e('copd', 'respiratory', ['copd', 'emphysema', 'chronic bronchitis', 'lung disease']),
  e('chest-infection', 'respiratory', ['chest infection', 'pneumonia']),
  // --- neurological
  e('headache', 'neurological', ['headache', 'headaches', 'head ache', 'migraine']),
  e('numbness', 'neurological', ['numbness', 'numb', 'tingling', 'pins and needles', 'saddle numbness']),
  e('weakness', 'neurological', ['weakness', 'weak legs', 'weak arms', 'loss of power']),
  e('seizures', 'neurological', ['seizures', 'epilepsy', 'convulsions']),
  e('stroke', 'neurological', ['stroke', 'mini stroke', 'tia']),
  e('tremor', 'neurological', ['tremor', 'shaking hands', 'parkinson']),
  e('multiple-sclerosis', 'neurological', ['multiple sclerosis']),
  e('epilepsy', 'neurological', ['epilepsy']),
  e('loss-of-consciousness', 'neurological', [
    'loss of consciousness',
    'knocked out',
    'passed out',
    'black out',
  ]),
  e('spinal-problems', 'neurological', ['spina bifida', 'multiple sclerosis', 'parkinson']),
  // --- musculoskeletal
  e('back-pain', 'musculoskeletal', ['back pain', 'backache', 'pain in your back', 'bad back']),
  e('joint-pain', 'musculoskeletal', ['joint pain', 'sore joints', 'swollen joints', 'arthritis']),
  e('gout', 'musculoskeletal', ['gout']),
  e('arthritis', 'musculoskeletal', ['arthritis', 'rheumatoid arthritis', 'osteoarthritis']),
  e('osteoporosis', 'musculoskeletal', ['osteoporosis', 'brittle bones']),
  // Each site an entry of its own: a case that mentions a grazed knee has not said anything about
  // its hips.
  e('knee-pain', 'musculoskeletal', ['knee pain', 'sore knee', 'pain in your knee']),
  e('hip-pain', 'musculoskeletal', ['hip pain', 'sore hip', 'pain in your hip']),
  e('hip-problems', 'musculoskeletal', ['hip problems', 'clicky hips', 'hip dysplasia', 'dislocated hip']),
  e('pelvic-pain', 'musculoskeletal', ['pelvic pain', 'pain in your pelvis']),
  e('shoulder-pain', 'musculoskeletal', ['shoulder pain', 'sore shoulder']),
  e('neck-pain', 'musculoskeletal', ['neck pain', 'sore neck', 'stiff neck']),
  e('arm-pain', 'musculoskeletal', ['arm pain', 'elbow pain', 'wrist pain']),
  e('leg-pain', 'musculoskeletal', ['leg pain', 'calf pain']),
  e('bone-pain', 'musculoskeletal', ['bone pain', 'pain in your bones']),
  // Not "cramps" alone: it is a kind of pain ("like cramps"), which every pain question would ask.
  e('cramps', 'musculoskeletal', ['muscle cramps', 'twitching', 'muscle twitching']),
  e('injury', 'musculoskeletal', ['injury', 'injured', 'trauma', 'fall', 'kicked']),
  // --- skin
  e('rash', 'skin', ['rash', 'rashes', 'spots', 'skin changes', 'blisters']),
  e('skin-infection', 'skin', ['skin infections', 'skin infection', 'boils', 'abscess', 'cellulitis']),
  e('eczema', 'skin', ['eczema', 'psoriasis', 'dermatitis']),
  e('skin-ulcers', 'skin', [
    'foot ulcers',
    'leg ulcers',
    'ulcers on your feet',
    'ulcers on your legs',
    'pressure sores',
    'bed sores',
  ]),
  e('bruising', 'haematological', ['bruising', 'bruise easily', 'bruises']),
  // --- endocrine
  e('diabetes', 'endocrine', ['diabetes', 'diabetic', 'sugar diabetes', 'high blood sugar']),
  e('thyroid', 'endocrine', ['thyroid', 'underactive thyroid', 'overactive thyroid']),
  e('adrenal', 'endocrine', ['addison', 'cushing', 'adrenal problems']),
  e('high-calcium', 'endocrine', [
    'high calcium',
    'calcium is high',
    'calcium high',
    'raised calcium',
    'hypercalcaemia',
    'hypercalcemia',
    'parathyroid',
  ]),
  // --- haematological
  e('bleeding-disorder', 'haematological', [
    'bleeding disorder',
    'haemophilia',
    'bleed easily',
    'clotting problems',
  ]),
  e('anaemia', 'haematological', ['anaemia', 'anaemic', 'low blood count', 'low iron']),
  e('nosebleeds', 'haematological', ['nosebleeds', 'nose bleeds', 'bleeding gums']),
  e('sickle-cell', 'haematological', ['sickle cell']),
  // --- eyes, ears, nose and throat
  e('vision', 'eyes-ent', ['blurred vision', 'problems with your eyes', 'eyesight', 'vision']),
  e('sore-throat', 'eyes-ent', ['sore throat']),
  e('hearing', 'eyes-ent', ['hearing', 'deaf', 'earache', 'hearing loss', 'hearing aid']),
  e('tinnitus', 'eyes-ent', [
    'tinnitus',
    'ringing in your ears',
    'ringing in the ears',
    'buzzing in your ears',
  ]),
  e('vertigo', 'eyes-ent', ['vertigo', 'room spinning', 'spinning sensation']),
  e('double-vision', 'eyes-ent', ['double vision', 'seeing double']),
  e('nasal', 'eyes-ent', ['blocked nose', 'runny nose', 'sinus problems', 'sinusitis']),
  // --- mental health
  e('low-mood', 'mental-health', ['low mood', 'depression', 'depressed', 'mental health']),
  e('anxiety', 'mental-health', ['anxiety', 'anxious', 'panic attacks', 'nerves']),
  e('claustrophobia', 'mental-health', [
    'claustrophobia',
    'claustrophobic',
    'small spaces',
    'enclosed spaces',
    'closed spaces',
    'small closed space',
  ]),
  e('sleep', 'mental-health', ['insomnia', 'trouble sleeping', 'sleeping badly', 'poor sleep']),
  e('memory', 'neurological', ['memory problems', 'forgetful', 'forgetfulness', 'dementia', 'memory loss']),
  // --- past history
  e('cancer', 'past-history', ['cancer', 'tumour', 'malignancy']),
  e('radiotherapy', 'past-history', ['radiotherapy']),
  e('chemotherapy', 'past-history', ['chemotherapy']),
  e('transplant', 'past-history', ['transplant', 'kidney transplant', 'organ transplant']),
  e('immune-problem', 'past-history', [
    'immune system',
    'immunocompromised',
    'immunosuppressed',
    'low immunity',
  ]),
  e('tuberculosis', 'past-history', ['tuberculosis', 'tb']),
  e('hiv', 'past-history', ['hiv', 'aids']),
  e('viral-illness', 'general', [
    'flu',
    'influenza',
    'covid',
    'coronavirus',
    'cold or flu',
    'virus',
    'viral illness',
  ]),
  e('transfusion', 'past-history', ['blood transfusion', 'transfusion']),
  e('pacemaker', 'cardiovascular', [
    'pacemaker',
    'defibrillator',
    'icd',
    'heart valve replacement',
    'artificial heart valve',
  ]),
  e('metal-implants', 'musculoskeletal', [
    'metal implants',
    'metalwork',
    'metal plates',
    'joint replacement',
    'hip replacement',
    'knee replacement',
    'shrapnel',
  ]),
  e('hip-dysplasia', 'musculoskeletal', [
    'clicky hip',
    'clicky hips',
    'hip dysplasia',
    'dysplasia of the hip',
    'developmental dysplasia',
    'clunky hip',
  ]),
  e('swollen-glands', 'haematological', [
    'swollen glands',
    'lymph nodes',
    'enlarged glands',
    'lumps in your neck',
    'lump in your neck',
    'lumps in your armpit',
    'lumps in your groin',
    'lymphadenopathy',
  ]),
  // --- medicines
  e('anticoagulants', 'medications', [
    'blood thinners',
    'anticoagulants',
    'warfarin',
    'antiplatelets',
    'aspirin',
  ]),
  e('steroids', 'medications', ['steroids', 'prednisolone', 'steroid']),
  e('immunosuppressants', 'medications', ['immunosuppressants', 'methotrexate', 'immune suppressing']),
  e('diuretics', 'medications', ['water tablets', 'diuretics', 'furosemide']),
  e('prostate-medicines', 'medications', ['alpha blocker', 'tamsulosin', 'finasteride', 'prostate tablets']),
  e('antibiotics', 'medications', ['antibiotics', 'antibiotic']),
  // --- exposures
  e('smoking', 'exposures', ['smoke', 'smoking', 'cigarettes', 'smoker', 'vape', 'tobacco']),
  e('alcohol', 'exposures', ['alcohol', 'drink alcohol', 'booze', 'units', 'pints', 'wine', 'beer']),
  e('recreational-drugs', 'exposures', [
    'recreational drugs',
    'street drugs',
    'cannabis',
    'cocaine',
    'ketamine',
  ]),
  e('travel', 'exposures', ['travel abroad', 'been abroad', 'travelled', 'holiday abroad', 'overseas']),
  e('occupational-exposure', 'exposures', [
    'dyes',
    'rubber',
    'chemicals',
    'paint',
    'aniline',
    'industrial chemicals',
  ]),
  e('bites', 'exposures', [
    'insect bite',
    'bitten',
    'stung',
    'spider',
    'tick bite',
    'bee sting',
    'wasp sting',
  ]),
  e('new-partner', 'exposures', ['new sexual partner', 'unprotected sex']),
  e('sick-contacts', 'exposures', ['sick contacts', 'contact with anyone unwell', 'anyone at home unwell']),
  // --- past history that is an event, not a symptom
  e('operations', 'past-history', ['operations', 'operation', 'surgery', 'operated on']),
  e('anaesthetic-problems', 'past-history', [
    'problems with the anaesthetic',
    'problems with anaesthetic',
    'problems with anaesthetics',
    'problems with an anaesthetic',
    'reaction to the anaesthetic',
    'reaction to an anaesthetic',
    'anaesthetic problems',
    'anaesthetic reaction',
  ]),
];

/**
 * The lexicon as the Markdown table of docs/case-authoring.md (a test keeps the two equal). Print it:
 * node -e "import('./packages/domain/src/patient-engine/closed-world.ts').then((m) => console.log(m.closedWorldMarkdown()))"
 */
export const closedWorldMarkdown = (): string =>
  [
    '| system | entries (`id`: names the engine knows, lay and clinical) |',
    '| --- | --- |',
    ...patientSystems.flatMap((system) => {
      const entries = closedWorld.filter((e) => e.system === system);
      if (entries.length === 0) return [];
      return [`| \`${system}\` | ${entries.map((e) => `\`${e.id}\`: ${e.names.join(', ')}`).join('; ')} |`];
    }),
  ].join('\n');
