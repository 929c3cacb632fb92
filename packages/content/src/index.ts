import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CaseDefinition,
  type CaseQuestionSet,
  ZCaseDefinition,
  ZCaseQuestionSet,
} from '@urosim/contracts';
import type { z } from 'zod';

export { librarySearchNames } from './search-names.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Folder of the authored case files (`<case id>.json`). */
export const casesDir = path.join(root, 'cases');
/** Folder of the paraphrased question sets (`<case id>.json`): the dev split. */
export const questionsDir = path.join(root, 'questions');
/** Folder of the held-out question sets (`<case id>.json`), never used for tuning the engine. */
export const heldOutQuestionsDir = path.join(questionsDir, 'held-out');
/**
 * Folder of the third held-out question sets (`<case id>.json`): written blind in ADR 0110's third
 * pass; tuning data since its fourth pass.
 */
export const heldOut3QuestionsDir = path.join(questionsDir, 'held-out-3');
/**
 * Folder of the fourth held-out question sets (`<case id>.json`): written blind, after the first
 * three had become tuning data (ADR 0110, fourth pass); for measurement only.
 */
export const heldOut4QuestionsDir = path.join(questionsDir, 'held-out-4');
/**
 * Folder of the fifth examiner sets (`<case id>.json`): written from cue-stripped briefs in ADR
 * 0110's seventh pass and used as tuning data from the start.
 */
export const heldOut5QuestionsDir = path.join(questionsDir, 'held-out-5');
/** Folder of the sixth examiner sets: written after the fifth, tuning data from the start. */
export const heldOut6QuestionsDir = path.join(questionsDir, 'held-out-6');
/** Folder of the seventh examiner sets: three more trainee voices, tuning data from the start. */
export const heldOut7QuestionsDir = path.join(questionsDir, 'held-out-7');
/**
 * Folder of the eighth examiner sets: 40 turns for each of the eight cases the blind set's per-case
 * figures showed weakest, tuning data from the start.
 */
export const heldOut8QuestionsDir = path.join(questionsDir, 'held-out-8');
/**
 * Folder of the ninth examiner sets: written the way the blind fourth set was (two-part questions,
 * neighbouring facts, mixed styles), tuning data from the start.
 */
export const heldOut9QuestionsDir = path.join(questionsDir, 'held-out-9');
/**
 * Folder of the tenth examiner sets: 30 turns for each of the six cases where the blind set still had
 * a wrong answer, written as the blind set was; tuning data from the start.
 */
export const heldOut10QuestionsDir = path.join(questionsDir, 'held-out-10');
/** Folder of the eleventh examiner sets: 30 turns a case, written as the tenth; tuning data from the start. */
export const heldOut11QuestionsDir = path.join(questionsDir, 'held-out-11');
/**
 * Folder of the twelfth examiner sets: 40 turns for each of the four cases where the blind set still
 * had a wrong answer, 25 for four common ones; tuning data from the start.
 */
export const heldOut12QuestionsDir = path.join(questionsDir, 'held-out-12');
/** Folder of the thirteenth examiner sets: 30 turns for each of the same four cases, in more voices. */
export const heldOut13QuestionsDir = path.join(questionsDir, 'held-out-13');
/** Folder of the fifteenth examiner sets: 20 turns a case, all 24 cases; tuning data from the start. */
export const heldOut15QuestionsDir = path.join(questionsDir, 'held-out-15');
/** Folder of the sixteenth examiner sets: 15 turns a case in new voices; tuning data from the start. */
export const heldOut16QuestionsDir = path.join(questionsDir, 'held-out-16');
/** Folder of the seventeenth examiner sets: 15 turns a case in four more voices; measured fresh, then tuned on. */
export const heldOut17QuestionsDir = path.join(questionsDir, 'held-out-17');
/** Folder of the eighteenth examiner sets: 15 turns a case in six more voices; measured fresh, then tuned on. */
export const heldOut18QuestionsDir = path.join(questionsDir, 'held-out-18');
/** Folder of the nineteenth examiner sets: 15 turns a case in four more voices; measured fresh, then tuned on. */
export const heldOut19QuestionsDir = path.join(questionsDir, 'held-out-19');
/** Folder of the twentieth examiner sets: 15 turns a case in four more voices; measured fresh, then tuned on. */
export const heldOut20QuestionsDir = path.join(questionsDir, 'held-out-20');
/** Folder of the twenty-first examiner sets: 15 turns a case in four more voices; measured fresh, then tuned on. */
export const heldOut21QuestionsDir = path.join(questionsDir, 'held-out-21');
/** Folder of the twenty-second examiner sets: 15 turns a case, all 24 cases, in six more voices; measured fresh, then tuned on. */
export const heldOut22QuestionsDir = path.join(questionsDir, 'held-out-22');
/** Folder of the twenty-third examiner sets: 15 turns a case, 16 cases, four more voices; measured fresh at the end of ADR 0145's pass. */
export const heldOut23QuestionsDir = path.join(questionsDir, 'held-out-23');
/** Folder of the twenty-fourth examiner sets: 15 turns a case, 8 cases, two more voices; written at the end of ADR 0145's pass, read and tuned on in ADR 0146's. */
export const heldOut24QuestionsDir = path.join(questionsDir, 'held-out-24');
/** Folder of the twenty-fifth examiner sets: 15 turns a case, all 24 cases, six more voices; measured fresh in ADR 0146's pass, then tuned on. */
export const heldOut25QuestionsDir = path.join(questionsDir, 'held-out-25');
/** Folder of the twenty-sixth examiner sets: 15 turns a case, all 24 cases, six more voices; measured fresh in ADR 0146's pass, then tuned on. */
export const heldOut26QuestionsDir = path.join(questionsDir, 'held-out-26');
/** Folder of the twenty-seventh examiner sets: 15 turns a case, all 24 cases, six more voices; written at the end of ADR 0146's pass, read and tuned on in ADR 0147's. */
export const heldOut27QuestionsDir = path.join(questionsDir, 'held-out-27');
/** Folder of the twenty-eighth examiner sets: 15 turns a case, all 24 cases, twelve more voices; measured fresh in ADR 0147's pass, then tuned on. */
export const heldOut28QuestionsDir = path.join(questionsDir, 'held-out-28');
/** Folder of the twenty-ninth examiner sets: 15 turns a case, all 24 cases, twelve more voices; written in ADR 0147's pass and not read. */
export const heldOut29QuestionsDir = path.join(questionsDir, 'held-out-29');
/** Folder of the thirtieth examiner sets: 15 turns a case, all 24 cases, twelve more voices; written in ADR 0148's pass and not read there, read and tuned on in ADR 0149's. */
export const heldOut30QuestionsDir = path.join(questionsDir, 'held-out-30');
/** Folder of the thirty-first examiner sets: 15 turns a case, all 24 cases, twelve more voices; measured fresh in ADR 0149's pass, then tuned on. */
export const heldOut31QuestionsDir = path.join(questionsDir, 'held-out-31');
/** Folder of the thirty-second examiner sets: 15 turns a case, all 24 cases, twelve more voices; written in ADR 0149's pass and not read. */
export const heldOut32QuestionsDir = path.join(questionsDir, 'held-out-32');
export const heldOut33QuestionsDir = path.join(questionsDir, 'held-out-33');
export const heldOut34QuestionsDir = path.join(questionsDir, 'held-out-34');
/** Folder of the thirty-fifth examiner sets: 15 turns a case, all 24 cases, twelve more voices; written in ADR 0151's pass, measured unread, then tuning data. */
export const heldOut35QuestionsDir = path.join(questionsDir, 'held-out-35');
/** Folder of the thirty-sixth examiner sets: 15 turns a case, all 24 cases, twelve more voices; written late in ADR 0151's pass and not read. */
export const heldOut36QuestionsDir = path.join(questionsDir, 'held-out-36');
export const heldOut37QuestionsDir = path.join(questionsDir, 'held-out-37');
export const heldOut38QuestionsDir = path.join(questionsDir, 'held-out-38');
export const heldOut39QuestionsDir = path.join(questionsDir, 'held-out-39');
/** Folder of the fourteenth examiner sets: 15 turns a case, all 24 cases, kept blind (totals only). */
export const validation14QuestionsDir = path.join(questionsDir, 'validation-14');

/** Thrown when a content file does not validate; the message names the file and each field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const formatIssues = (file: string, error: z.ZodError) =>
  `${file}:\n${error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n')}`;

const readJsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: path.join(dir, name),
      name,
      json: JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
    }));

/** Parses one authored case; throws a ContentError naming every invalid field. */
export const parseCase = (json: unknown, source = 'case'): CaseDefinition => {
  const parsed = ZCaseDefinition.safeParse(json);
  if (!parsed.success) throw new ContentError(formatIssues(source, parsed.error));
  return parsed.data;
};

/** Every case of the library, validated; a file must be named after its case id. */
export const loadCaseLibrary = (dir = casesDir): CaseDefinition[] =>
  readJsonFiles(dir).map(({ file, name, json }) => {
    const definition = parseCase(json, file);
    if (`${definition.id}.json` !== name)
      throw new ContentError(`${file}: the file must be named ${definition.id}.json`);
    return definition;
  });

const parseQuestionSet = (file: string, json: unknown, split: 'dev' | 'held-out'): CaseQuestionSet => {
  const parsed = ZCaseQuestionSet.safeParse(json);
  if (!parsed.success) throw new ContentError(formatIssues(file, parsed.error));
  if ((parsed.data.split ?? 'dev') !== split)
    throw new ContentError(`${file}: a set in this folder must have split "${split}"`);
  return { ...parsed.data, split };
};

/** Every paraphrased (dev) question set, validated. */
export const loadQuestionSets = (dir = questionsDir): CaseQuestionSet[] =>
  readJsonFiles(dir).map(({ file, json }) => parseQuestionSet(file, json, 'dev'));

/** Every held-out question set, validated (none when the folder is absent). */
export const loadHeldOutQuestionSets = (dir = heldOutQuestionsDir): CaseQuestionSet[] =>
  existsSync(dir) ? readJsonFiles(dir).map(({ file, json }) => parseQuestionSet(file, json, 'held-out')) : [];

/** The third held-out sets (blind in the third pass, tuning data since; none when absent). */
export const loadHeldOut3QuestionSets = (dir = heldOut3QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The fifth examiner sets (tuning data; none when the folder is absent). */
export const loadHeldOut5QuestionSets = (dir = heldOut5QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The sixth examiner sets (tuning data; none when the folder is absent). */
export const loadHeldOut6QuestionSets = (dir = heldOut6QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The seventh examiner sets (tuning data; none when the folder is absent). */
export const loadHeldOut7QuestionSets = (dir = heldOut7QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The eighth examiner sets (tuning data, eight cases; none when the folder is absent). */
export const loadHeldOut8QuestionSets = (dir = heldOut8QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The ninth examiner sets (tuning data; none when the folder is absent). */
export const loadHeldOut9QuestionSets = (dir = heldOut9QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The tenth examiner sets (tuning data, six cases; none when the folder is absent). */
export const loadHeldOut10QuestionSets = (dir = heldOut10QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The eleventh examiner sets (tuning data; none when the folder is absent). */
export const loadHeldOut11QuestionSets = (dir = heldOut11QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twelfth examiner sets (tuning data, eight cases; none when the folder is absent). */
export const loadHeldOut12QuestionSets = (dir = heldOut12QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirteenth examiner sets (tuning data, four cases; none when the folder is absent). */
export const loadHeldOut13QuestionSets = (dir = heldOut13QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The fifteenth examiner sets (tuning data, all cases; none when the folder is absent). */
export const loadHeldOut15QuestionSets = (dir = heldOut15QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The sixteenth examiner sets (tuning data, all cases; none when the folder is absent). */
export const loadHeldOut16QuestionSets = (dir = heldOut16QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The seventeenth examiner sets (tuning data once measured fresh; none when the folder is absent). */
export const loadHeldOut17QuestionSets = (dir = heldOut17QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The eighteenth examiner sets (tuning data once measured fresh; none when the folder is absent). */
export const loadHeldOut18QuestionSets = (dir = heldOut18QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The nineteenth examiner sets (tuning data once measured fresh; none when the folder is absent). */
export const loadHeldOut19QuestionSets = (dir = heldOut19QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twentieth examiner sets (tuning data once measured fresh; none when the folder is absent). */
export const loadHeldOut20QuestionSets = (dir = heldOut20QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-first examiner sets (tuning data once measured fresh; none when the folder is absent). */
export const loadHeldOut21QuestionSets = (dir = heldOut21QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-second examiner sets (tuning data once measured fresh; none when the folder is absent). */
export const loadHeldOut22QuestionSets = (dir = heldOut22QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-third examiner sets (the next pass's first fresh data; none when the folder is absent). */
export const loadHeldOut23QuestionSets = (dir = heldOut23QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-fourth examiner sets (fresh data at the start of ADR 0146's pass, then tuning data; none when absent). */
export const loadHeldOut24QuestionSets = (dir = heldOut24QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-fifth examiner sets (measured fresh in ADR 0146's pass, then tuning data; none when absent). */
export const loadHeldOut25QuestionSets = (dir = heldOut25QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-sixth examiner sets (measured fresh in ADR 0146's pass, then tuning data; none when absent). */
export const loadHeldOut26QuestionSets = (dir = heldOut26QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-seventh examiner sets (measured unread, then tuning data in ADR 0147's pass; none when absent). */
export const loadHeldOut27QuestionSets = (dir = heldOut27QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-eighth examiner sets (measured fresh in ADR 0147's pass, then tuning data; none when absent). */
export const loadHeldOut28QuestionSets = (dir = heldOut28QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The twenty-ninth examiner sets (measured unread in ADR 0147's pass, then tuning data in ADR 0148's; none when absent). */
export const loadHeldOut29QuestionSets = (dir = heldOut29QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirtieth examiner sets (measured unread in ADR 0148's pass, then tuning data in ADR 0149's; none when absent). */
export const loadHeldOut30QuestionSets = (dir = heldOut30QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-first examiner sets (measured fresh in ADR 0149's pass, then tuning data; none when absent). */
export const loadHeldOut31QuestionSets = (dir = heldOut31QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-second examiner sets (measured unread in ADR 0149's pass, then tuning data in ADR 0150's; none when absent). */
export const loadHeldOut32QuestionSets = (dir = heldOut32QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-third examiner sets (measured fresh in ADR 0150's pass, then tuning data; none when absent). */
export const loadHeldOut33QuestionSets = (dir = heldOut33QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-fourth examiner sets (measured unread in ADR 0150's pass, tuning data in ADR 0151's; none when absent). */
export const loadHeldOut34QuestionSets = (dir = heldOut34QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-fifth examiner sets (measured unread in ADR 0151's pass, then tuning data; none when absent). */
export const loadHeldOut35QuestionSets = (dir = heldOut35QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-sixth examiner sets (written in ADR 0151's pass, read in ADR 0152's; none when absent). */
export const loadHeldOut36QuestionSets = (dir = heldOut36QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-seventh examiner sets (written in ADR 0152's pass, read in ADR 0153's; none when absent). */
export const loadHeldOut37QuestionSets = (dir = heldOut37QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-eighth examiner sets (written in ADR 0153's pass, measured unread, then read in it; none when absent). */
export const loadHeldOut38QuestionSets = (dir = heldOut38QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The thirty-ninth examiner sets (written in ADR 0153's pass and not read: measured only; none when absent). */
export const loadHeldOut39QuestionSets = (dir = heldOut39QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The fourteenth examiner sets, blind: played for totals only (none when the folder is absent). */
export const loadValidation14QuestionSets = (dir = validation14QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

/** The fourth, blind held-out sets (none when the folder is absent). */
export const loadHeldOut4QuestionSets = (dir = heldOut4QuestionsDir): CaseQuestionSet[] =>
  loadHeldOutQuestionSets(dir);

export {
  loadMarkedConsultations,
  type MarkedConsultation,
  markedDir,
  markedFreshDir,
  markedHeldOutDir,
  ZMarkedConsultation,
} from './marked.ts';
export * from './modules.ts';
