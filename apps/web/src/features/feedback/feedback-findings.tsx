import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { paletteExtras } from '../../components/palette-extras';
import { ItemList, Section } from './feedback-section';
import { missedResults, strengthResults } from './feedback-view';
import { ItemCard, MissedItem, StrengthItem } from './rubric-items';
import { useClockAt } from './session-time';

/** The narrative in short: the headline, what to work on, the next step. */
export const InShort = ({ narrative }: { narrative: Feedback['narrative'] }) => (
  <Section id="in-short" title="In short" isInitiallyOpen>
    <Typography sx={{ maxWidth: '75ch', mb: 1.5 }}>{narrative.headline}</Typography>
    {narrative.improvements.length > 0 && (
      <>
        <Typography component="h3" variant="h3" sx={{ mb: 0.5 }}>
          To work on
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, maxWidth: '75ch' }}>
          {narrative.improvements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </>
    )}
    <Typography sx={{ maxWidth: '75ch' }}>
      <strong>Next step:</strong> {narrative.nextStep}
    </Typography>
  </Section>
);

/** The items missed, critical items and red flags first. */
export const MissedSection = ({ feedback }: { feedback: Feedback }) => {
  const missed = missedResults(feedback);
  return (
    <Section
      id="missed"
      title={`Missed (${missed.length})`}
      intro={
        missed.length > 0
          ? 'Critical items and red flags first: what was missing and why it matters.'
          : undefined
      }
    >
      {missed.length === 0 ? (
        <Typography>You met every item of this case. Well done.</Typography>
      ) : (
        <ItemList label="Missed items">
          {missed.map((result) => (
            <MissedItem key={result.itemId} result={result} labels={feedback.categories} />
          ))}
        </ItemList>
      )}
    </Section>
  );
};

/** The items met, each with its evidence and the way to it in the transcript. */
export const StrengthsSection = ({
  feedback,
  patientName,
  onShow,
}: {
  feedback: Feedback;
  patientName: string;
  onShow: (ids: string[]) => void;
}) => {
  const strengths = strengthResults(feedback);
  return (
    <Section
      id="strengths"
      title={`What you did well (${strengths.length})`}
      intro={
        strengths.length > 0
          ? 'Each with what met it. “Show in transcript” highlights the line in the transcript.'
          : undefined
      }
    >
      {strengths.length === 0 ? (
        <Typography>
          No rubric item was met this time. The model answer below shows what to aim for.
        </Typography>
      ) : (
        <ItemList label="Items met">
          {strengths.map((result) => (
            <StrengthItem
              key={result.itemId}
              result={result}
              labels={feedback.categories}
              patientName={patientName}
              onShow={onShow}
            />
          ))}
        </ItemList>
      )}
    </Section>
  );
};

/** Investigations that were not indicated: what came back, and why it did not help. */
export const InappropriateSection = ({ actions }: { actions: Feedback['inappropriateActions'] }) => {
  const clockAt = useClockAt();
  return actions.length === 0 ? null : (
    <Section
      id="inappropriate"
      title="Investigations to reconsider"
      intro="These were not indicated for this patient. What came back, and why it did not help:"
    >
      <ItemList isOrdered={false}>
        {actions.map((action) => (
          <ItemCard key={`${action.itemId}-${action.requestedAtSeconds}`} outline={paletteExtras.amber.main}>
            <Typography component="h3" variant="h3">
              {action.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              Ordered at {clockAt(action.requestedAtSeconds)} on the clock
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{action.result}</Typography>
          </ItemCard>
        ))}
      </ItemList>
    </Section>
  );
};
