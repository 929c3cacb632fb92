/**
 * How a trainee may search for each case of the library: one lay name and one clinical name (with
 * American spellings among them). The case search must find each case by both; the content and
 * api tests read this table, and a new case needs a row.
 */
export const librarySearchNames: readonly (readonly [caseId: string, lay: string, clinical: string])[] = [
  ['acute-scrotal-pain-teenager', 'twisted testicle', 'testicular torsion'],
  ['bad-news-bladder-biopsy', 'bad news', 'bladder cancer'],
  ['bleeding-after-turp', 'bleeding after prostate surgery', 'clot retention'],
  ['clots-and-retention-anticoagulated', 'blood clots', 'clot retention'],
  ['cyclist-handlebar-loin-pain', 'injured kidney', 'renal trauma'],
  ['empty-scrotum-toddler', 'missing testicle', 'cryptorchidism'],
  ['fall-from-horse-loin-pain', 'injured kidney', 'renal trauma'],
  ['fever-and-loin-pain', 'kidney infection', 'pyelonephritis'],
  ['loin-to-groin-pain', 'kidney stone', 'ureteric colic'],
  ['nocturia-clinic', 'enlarged prostate', 'LUTS'],
  ['obstructed-infected-kidney-stent', 'kidney infection', 'urosepsis'],
  ['painful-swollen-testicle', 'testicle infection', 'epididymo-orchitis'],
  ['painless-scrotal-lump', 'lump in the testicle', 'testicular tumor'],
  ['perineal-pain-diabetic', 'flesh-eating infection', "Fournier's gangrene"],
  ['prolonged-erection-ed', 'erection that will not go down', 'ischemic priapism'],
  ['prostate-biopsy-results', 'bad news', 'prostate adenocarcinoma'],
  ['raised-psa-referral', 'high PSA', 'prostate cancer'],
  ['recurrent-cystitis-woman', 'repeated water infections', 'recurrent UTI'],
  ['slow-stream-young-man', 'narrowing of the urethra', 'urethral stricture'],
  ['stuck-foreskin', 'foreskin stuck', 'paraphimosis'],
  ['suprapubic-catheter-fever', 'catheter infection', 'CAUTI'],
  ['unable-to-pass-urine', 'cannot pee', 'acute urinary retention'],
  ['visible-haematuria-smoker', 'blood in the urine', 'hematuria'],
  ['wetting-the-bed-raised-creatinine', 'kidney failure', 'high-pressure chronic retention'],
];
