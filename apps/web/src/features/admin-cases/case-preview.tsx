import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CaseDefinition, CaseDetail } from '@urosim/contracts';
import { BeforeStart } from '../case-session/before-start';

/** What the case page shows a trainee before the start: never facts, answers or the topic. */
export const toTraineeView = (d: CaseDefinition): CaseDetail => ({
  id: d.id,
  title: d.title,
  specialty: d.specialty,
  difficulty: d.difficulty,
  accessTier: d.accessTier,
  durationSeconds: d.durationSeconds,
  summary: d.summary,
  setting: d.setting.location,
  isBookmarked: false,
  timesPlayed: 0,
  bestScore: null,
  lastPlayedAt: null,
  locked: false,
  brief: d.setting.brief,
  patient: { name: d.persona.name, age: d.persona.age, sex: d.persona.sex, occupation: d.persona.occupation },
  nurseName: d.nurse.name,
  documents: d.setting.documents.map(({ id, title, kind }) => ({ id, title, kind })),
  examinations: d.examination.map(({ id, name, system }) => ({ id, name, system })),
  investigations: d.investigations.map(({ id, name, kind, aliases }) => ({ id, name, kind, aliases })),
});

/** The live preview: the case page's start screen built from the form as it is now. */
export const CasePreview = ({ definition }: { definition: CaseDefinition | null }) => {
  if (!definition) {
    return (
      <Alert severity="info">
        The preview shows once every field is valid (see the fields marked in red).
      </Alert>
    );
  }
  const detail = toTraineeView(definition);
  return (
    <section aria-label="Preview of the case page">
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        {detail.title}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {detail.summary}
      </Typography>
      <BeforeStart detail={detail} isStarting={false} isPreview />
    </section>
  );
};
