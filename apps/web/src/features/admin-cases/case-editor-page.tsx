import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthoringQuestion,
  type CaseDefinitionInput,
  type QualityGateReport,
  ZCaseDefinition,
} from '@urosim/contracts';
import { type ChangeEvent, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { adminCaseKeys, adminCasesApi } from './admin-cases-api';
import { blankCase } from './blank-case';
import { caseSections } from './case-fields';
import { CasePreview } from './case-preview';
import { FieldEditor } from './field-editor';
import { countErrorsUnder, errorsByPath, issuesToErrors, type Path, setAt } from './form-state';
import { QualityGateFigures, QualityGatePanel } from './quality-gate-panel';
import { VersionsPanel } from './versions-panel';

type Loaded = {
  definition: CaseDefinitionInput;
  questions: AuthoringQuestion[];
  status: string | null;
  publishedVersion: number | null;
  draftVersion: number | null;
  quality: QualityGateReport | null;
};

const download = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
};

/** The form, its sections, the quality gate, the preview and the versions of one case. */
const CaseEditor = ({
  caseId,
  initial,
  state = initial,
}: {
  caseId: string | null;
  initial: Loaded;
  state?: Pick<Loaded, 'status' | 'publishedVersion' | 'draftVersion'>;
}) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [definition, setDefinition] = useState<unknown>(initial.definition);
  const [questions, setQuestions] = useState<AuthoringQuestion[]>(initial.questions);
  const [report, setReport] = useState<QualityGateReport | null>(initial.quality);
  const [serverErrors, setServerErrors] = useState<{ path: string; message: string }[]>([]);
  const [showErrors, setShowErrors] = useState(caseId !== null);
  const [tab, setTab] = useState('identity');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [importKey, setImportKey] = useState(0);

  const parsed = useMemo(() => ZCaseDefinition.safeParse(definition), [definition]);
  const errors = useMemo(
    () =>
      errorsByPath([
        ...serverErrors,
        ...(showErrors && !parsed.success ? issuesToErrors(parsed.error.issues) : []),
      ]),
    [parsed, serverErrors, showErrors],
  );
  const factIds = parsed.success
    ? parsed.data.facts.map((f) => f.id)
    : ((definition as { facts?: { id?: string }[] }).facts ?? []).map((f) => f.id ?? '').filter(Boolean);

  const handleChange = (path: Path, value: unknown) => {
    setDefinition((d: unknown) => setAt(d, path, value));
    setServerErrors((list) => list.filter((e) => e.path.replace(/^definition\./, '') !== path.join('.')));
  };

  const failed = (error: unknown, what: string) => {
    if (isApiError(error) && error.errors.length > 0) {
      setServerErrors(error.errors);
      setNotice({
        severity: 'error',
        text: `${what}: ${error.errors.map((e) => `${e.path.replace(/^definition\./, '')} — ${e.message}`).join('; ')}`,
      });
    } else
      setNotice({
        severity: 'error',
        text: `${what}: ${isApiError(error) ? error.message : 'please try again'}`,
      });
  };

  const run = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    setNotice(null);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const validOrShow = () => {
    setShowErrors(true);
    if (!parsed.success) {
      setNotice({
        severity: 'error',
        text: `Fix the fields marked in red first: ${issuesToErrors(parsed.error.issues)
          .slice(0, 5)
          .map((e) => `${e.path} — ${e.message}`)
          .join('; ')}`,
      });
      return null;
    }
    return parsed.data;
  };

  const handleSave = () =>
    run('save', async () => {
      const valid = validOrShow();
      if (!valid) return;
      try {
        const body = { definition: valid, questions };
        const saved = caseId ? await adminCasesApi.saveDraft(caseId, body) : await adminCasesApi.create(body);
        setServerErrors([]);
        setReport(saved.quality);
        await queryClient.invalidateQueries({ queryKey: adminCaseKeys.all });
        setNotice({
          severity: 'success',
          text: saved.created
            ? `Saved as draft v${saved.version}.`
            : `No change: draft v${saved.version} kept.`,
        });
        if (!caseId) navigate(`/admin/cases/${encodeURIComponent(saved.id)}`, { replace: true });
      } catch (error) {
        failed(error, 'Not saved');
      }
    });

  const handleGate = () =>
    run('gate', async () => {
      const valid = validOrShow();
      if (!valid) return;
      try {
        setReport(await adminCasesApi.qualityGate({ definition: valid, questions }));
      } catch (error) {
        failed(error, 'The quality gate could not run');
      }
    });

  const handlePublish = () =>
    run('publish', async () => {
      if (!caseId) return;
      try {
        const published = await adminCasesApi.publish(caseId);
        await queryClient.invalidateQueries({ queryKey: adminCaseKeys.all });
        await queryClient.invalidateQueries({ queryKey: ['cases'] });
        setNotice({ severity: 'success', text: `Published v${published.version}: trainees see it now.` });
      } catch (error) {
        failed(error, 'Not published');
      }
    });

  const handleRollback = (version: number) =>
    run('rollback', async () => {
      if (!caseId) return;
      try {
        const rolled = await adminCasesApi.rollback(caseId, version);
        await queryClient.invalidateQueries({ queryKey: adminCaseKeys.all });
        // The form edits the draft, else the published version: after a rollback that may be the copy.
        const fresh = await adminCasesApi.get(caseId);
        setDefinition(fresh.definition);
        setQuestions(fresh.questions);
        setReport(fresh.quality);
        setNotice({
          severity: 'success',
          text: `Rolled back: v${rolled.version} (equal to v${version}) is published.`,
        });
      } catch (error) {
        failed(error, 'Not rolled back');
      }
    });

  const handlePlay = () =>
    run('play', async () => {
      if (!caseId) return;
      try {
        const started = await adminCasesApi.testSession(caseId);
        navigate(
          `/case/${encodeURIComponent(started.caseId)}?session=${encodeURIComponent(started.sessionId)}`,
        );
      } catch (error) {
        failed(error, 'The test session could not start');
      }
    });

  const handleImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImportKey((k) => k + 1);
    if (!file) return;
    try {
      const json = JSON.parse(await file.text()) as { id?: unknown; definition?: unknown };
      // The CLI's export is the definition itself; the api's export wraps it in `definition`.
      const imported = (json.definition && typeof json.definition === 'object' ? json.definition : json) as {
        id?: unknown;
      };
      if (caseId && imported.id !== caseId) {
        setNotice({
          severity: 'error',
          text: `That file is the case "${String(imported.id)}", not "${caseId}".`,
        });
        return;
      }
      setDefinition(imported);
      setShowErrors(true);
      setNotice({
        severity: 'info',
        text: `Imported ${file.name} into the form: check it, then save the draft.`,
      });
    } catch {
      setNotice({ severity: 'error', text: `${file.name} is not a JSON case file.` });
    }
  };

  const handleExport = () => {
    const valid = validOrShow();
    if (valid) download(`${valid.id || 'case'}.json`, `${JSON.stringify(valid, null, 2)}\n`);
  };

  const sectionTabs = caseSections.map((s) => {
    const count = showErrors
      ? countErrorsUnder(
          errors,
          s.fields.map((f) => f.key),
        )
      : 0;
    return (
      <Tab
        key={s.id}
        value={s.id}
        label={
          count > 0 ? (
            <Badge color="error" badgeContent={count} aria-label={`${s.label}, ${count} to fix`}>
              <Box sx={{ pr: 1.5 }}>{s.label}</Box>
            </Badge>
          ) : (
            s.label
          )
        }
      />
    );
  });
  const section = caseSections.find((s) => s.id === tab);
  const title = (definition as { title?: string }).title || 'New case';

  return (
    <Container maxWidth="xl" disableGutters sx={{ py: { xs: 1, md: 2 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h1">{caseId ? `Edit case: ${title}` : 'New case'}</Typography>
          {caseId && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Chip size="small" label={`status: ${state.status ?? 'draft'}`} />
              <Chip
                size="small"
                label={`published: ${state.publishedVersion ? `v${state.publishedVersion}` : 'none'}`}
              />
              {state.draftVersion && <Chip size="small" label={`draft: v${state.draftVersion}`} />}
            </Stack>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', rowGap: 1 }}>
          <Button variant="contained" disabled={busy !== null} onClick={() => void handleSave()}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </Button>
          <Button variant="outlined" disabled={busy !== null || !caseId} onClick={() => void handlePublish()}>
            Publish
          </Button>
          <Button variant="outlined" disabled={busy !== null || !caseId} onClick={() => void handlePlay()}>
            Play as a trainee
          </Button>
          <Button variant="outlined" component="label">
            Import JSON
            <input
              key={importKey}
              hidden
              type="file"
              accept="application/json,.json"
              onChange={(e) => void handleImport(e)}
            />
          </Button>
          <Button variant="outlined" onClick={handleExport}>
            Export JSON
          </Button>
        </Stack>
      </Stack>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {report && tab !== 'quality' && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Quality gate
          </Typography>
          <QualityGateFigures report={report} isSummary />
          {report.misses.length > 0 && (
            <Button size="small" onClick={() => setTab('quality')}>
              See the {report.misses.length} misses
            </Button>
          )}
        </Paper>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: string) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Case sections"
        sx={{ mb: 2 }}
      >
        {sectionTabs}
        <Tab value="quality" label="Quality gate" />
        <Tab value="preview" label="Preview" />
        {caseId && <Tab value="versions" label="Versions" />}
      </Tabs>
      <Box role="tabpanel" aria-label={section?.label ?? tab}>
        {section && (
          <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
            {section.fields.map((f) => (
              <FieldEditor
                key={f.key}
                spec={f}
                path={[f.key]}
                root={definition}
                errors={errors}
                onChange={handleChange}
              />
            ))}
          </Stack>
        )}
        {tab === 'quality' && (
          <QualityGatePanel
            questions={questions}
            factIds={factIds}
            errors={errors}
            report={report}
            isRunning={busy === 'gate'}
            onChange={setQuestions}
            onRun={() => void handleGate()}
          />
        )}
        {tab === 'preview' && <CasePreview definition={parsed.success ? parsed.data : null} />}
        {tab === 'versions' && caseId && (
          <VersionsPanel caseId={caseId} isBusy={busy !== null} onRollback={(v) => void handleRollback(v)} />
        )}
      </Box>
    </Container>
  );
};

/** `/admin/cases/new` and `/admin/cases/:caseId`: the authoring form. */
export const CaseEditorPage = () => {
  const { caseId } = useParams();
  const isNew = !caseId || caseId === 'new';
  useDocumentTitle(isNew ? 'New case' : 'Edit case');
  const loaded = useQuery({
    queryKey: adminCaseKeys.detail(caseId ?? 'new'),
    queryFn: ({ signal }) => adminCasesApi.get(caseId!, signal),
    enabled: !isNew,
  });
  if (isNew) {
    return (
      <CaseEditor
        key="new"
        caseId={null}
        initial={{
          definition: blankCase(),
          questions: [],
          status: null,
          publishedVersion: null,
          draftVersion: null,
          quality: null,
        }}
      />
    );
  }
  if (loaded.isError) {
    return (
      <Container sx={{ py: 3 }}>
        <Alert severity="error">This case could not be loaded.</Alert>
      </Container>
    );
  }
  if (!loaded.data) return <LoadingBlock label="Loading the case…" heights={[120, 480]} />;
  const data = loaded.data;
  return (
    <CaseEditor
      key={caseId}
      caseId={caseId}
      state={{
        status: data.status,
        publishedVersion: data.publishedVersion,
        draftVersion: data.draftVersion,
      }}
      initial={{
        definition: data.definition as CaseDefinitionInput,
        questions: data.questions,
        status: data.status,
        publishedVersion: data.publishedVersion,
        draftVersion: data.draftVersion,
        quality: data.quality,
      }}
    />
  );
};
