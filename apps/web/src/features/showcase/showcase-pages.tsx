import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { ColumnChart } from '../../components/column-chart';
import { TextTable } from '../../components/text-table';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Panel, ScoreBars, ScoreTrend, SkillsRadar, TimeBars } from '../dashboard/progress-charts';
import { CategoryChart } from '../feedback/category-chart';
import { SPINNER_TYPES } from '../loaders/loader-rules';
import {
  ClockProgress,
  DnaLoader,
  FloatingIconsLoader,
  LoadingSpinner,
  SkillRadarLoader,
  StethoscopeLoader,
  SuccessCheck,
} from '../loaders/loaders';
import {
  sampleCategories,
  sampleColumns,
  sampleRadar,
  sampleScoreBars,
  sampleTime,
  sampleTrend,
} from './sample-data';

const ShowcaseLayout = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: '70ch', color: 'text.secondary' }}>{intro}</Typography>
      {children}
    </Container>
  );
};

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };

/** The product's marks (section 2, /logo-showcase): each at several sizes, on light and dark. */
const logos = [
  { name: 'UroSim icon', src: '/favicon.svg' },
  { name: 'UroSim app icon (192 px)', src: '/logo192.png' },
  { name: 'Funder logo', src: '/brand/funder-logo.svg' },
  { name: 'Health service badge', src: '/brand/health-service-badge.svg' },
  { name: 'Urology association badge', src: '/brand/urology-association-badge.svg' },
];

/** The loaders catalogue of sections 4 and 9, each as it shows (still with reduced motion). */
const LoadersCatalogue = () => {
  const [checkRun, setCheckRun] = useState(0);
  const [isComplete, setComplete] = useState(false);
  const [clock, setClock] = useState(40);
  const clockLabel = useId();
  return (
    <Box component="section" aria-labelledby="loaders-heading" sx={{ mt: 6 }}>
      <Typography id="loaders-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
        Loaders
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {SPINNER_TYPES.map((type) => (
          <Panel key={type} title={`Spinner: ${type}`}>
            <LoadingSpinner
              type={type}
              {...(type === 'circular' ? {} : { message: `Loading (${type})...` })}
            />
          </Panel>
        ))}
        <Panel title="DNA strand">
          <DnaLoader />
        </Panel>
        <Panel title="Stethoscope">
          <StethoscopeLoader />
        </Panel>
        <Panel title="Floating icons">
          <FloatingIconsLoader />
        </Panel>
        <Panel title="Success check">
          <SuccessCheck key={checkRun} onComplete={() => setComplete(true)} />
          <Typography role="status" sx={{ mt: 1 }}>
            {isComplete ? 'Completed' : 'Drawing…'}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              setComplete(false);
              setCheckRun((run) => run + 1);
            }}
          >
            Play the check again
          </Button>
        </Panel>
        <Panel title="Skill radar">
          <SkillRadarLoader />
        </Panel>
        <Panel title="Clock progress">
          <ClockProgress value={clock} label="Sample progress" />
          <Typography id={clockLabel} variant="body2" sx={{ mt: 1 }}>
            Set the progress
          </Typography>
          <Slider
            aria-labelledby={clockLabel}
            min={0}
            max={100}
            value={clock}
            onChange={(_event, value) => setClock(value as number)}
          />
        </Panel>
      </Box>
    </Box>
  );
};

export const LogoShowcasePage = () => (
  <ShowcaseLayout
    title="Logo showcase"
    intro="UroSim's marks and the partner marks a deployment shows, at the sizes the product uses, on a light and a dark background; then the product's loaders."
  >
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
      {logos.map((logo) => (
        <Box component="li" key={logo.src}>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            {logo.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {(['#ffffff', '#0b2239'] as const).map((background) => (
              <Box
                key={background}
                data-testid="logo-sample"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 2,
                  bgcolor: background,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                {[24, 48, 96].map((size) => (
                  <Box
                    key={size}
                    component="img"
                    src={logo.src}
                    alt={`${logo.name}, ${size} px on ${background === '#ffffff' ? 'light' : 'dark'}`}
                    sx={{ height: size, width: 'auto' }}
                  />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
    <LoadersCatalogue />
  </ShowcaseLayout>
);

/** Every chart of the product with sample data (section 2, /charts-showcase). */
export const ChartsShowcasePage = () => {
  const ids = { bars: useId(), time: useId(), categories: useId() };
  return (
    <ShowcaseLayout
      title="Charts showcase"
      intro="Every chart UroSim draws, with fictional sample figures: the dashboard's and Performance Hub's, the feedback page's and the admin screens'."
    >
      <Box sx={grid}>
        <Panel title="Scores by category (dashboard)" headingId={ids.bars}>
          <ScoreBars rows={sampleScoreBars} labelledBy={ids.bars} />
        </Panel>
        <Panel title="Score trend (Performance Hub)">
          <ScoreTrend points={sampleTrend} />
        </Panel>
        <Panel title="Skills radar (Performance Hub)">
          <SkillsRadar rows={sampleRadar} />
        </Panel>
        <Panel title="Time by topic (Performance Hub)" headingId={ids.time}>
          <TimeBars rows={sampleTime} labelledBy={ids.time} />
        </Panel>
        <Panel title="Rubric categories (feedback)" headingId={ids.categories}>
          <CategoryChart categories={sampleCategories} headingId={ids.categories} />
        </Panel>
        <Panel title="Columns (admin dashboard and costs)">
          <ColumnChart title="Sessions a day" columns={sampleColumns} showTitle={false} />
        </Panel>
      </Box>
    </ShowcaseLayout>
  );
};

/** One chart and its figures side by side, with the figures changeable (section 2, /chart-debug). */
export const ChartDebugPage = () => {
  const [count, setCount] = useState(sampleColumns.length);
  const [scale, setScale] = useState(100);
  const sliderCount = useId();
  const sliderScale = useId();
  const columns = sampleColumns
    .slice(0, count)
    .map((column) => ({ ...column, value: Math.round((column.value * scale) / 100) }));
  return (
    <ShowcaseLayout
      title="Chart debug"
      intro="A column chart beside the figures it draws. Change the number of columns and their scale to see how the chart copes with few, many, small and zero values."
    >
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 420, mb: 3 }}>
        <Typography id={sliderCount}>Columns: {count}</Typography>
        <Slider
          aria-labelledby={sliderCount}
          min={0}
          max={sampleColumns.length}
          step={1}
          value={count}
          onChange={(_event, value) => setCount(value as number)}
        />
        <Typography id={sliderScale}>Scale: {scale}%</Typography>
        <Slider
          aria-labelledby={sliderScale}
          min={0}
          max={200}
          step={10}
          value={scale}
          onChange={(_event, value) => setScale(value as number)}
        />
        <Button
          variant="outlined"
          onClick={() => {
            setCount(sampleColumns.length);
            setScale(100);
          }}
          sx={{ justifySelf: 'start' }}
        >
          Reset the figures
        </Button>
      </Box>
      <Box sx={grid}>
        <Panel title="The chart">
          {columns.length > 0 ? (
            <ColumnChart title="Sample figures" columns={columns} showTitle={false} testId="debug-chart" />
          ) : (
            <Typography>No figures: the chart is not drawn.</Typography>
          )}
        </Panel>
        <Panel title="Its figures">
          <TextTable
            caption="Sample figures"
            head={['Label', 'Value']}
            rows={columns.map((column) => [column.label, column.value])}
          />
        </Panel>
      </Box>
    </ShowcaseLayout>
  );
};
