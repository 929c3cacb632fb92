import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldSpec } from './case-fields';
import { getAt, type Path } from './form-state';

export type EditorProps = {
  root: unknown;
  errors: Map<string, string>;
  onChange: (path: Path, value: unknown) => void;
};

const keyOf = (path: Path) => path.join('.');
const idOf = (path: Path) => `field-${path.join('-')}`;

/** The error of a field, beside it (a list's own error, such as "give at least two"). */
const FieldMessage = ({ path, errors }: { path: Path; errors: Map<string, string> }) => {
  const message = errors.get(keyOf(path));
  return message ? (
    <FormHelperText error id={`${idOf(path)}-error`}>
      {message}
    </FormHelperText>
  ) : null;
};

/** Up, down and remove for one item of a list. */
const ItemButtons = ({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) => (
  <Stack direction="row" spacing={0.5}>
    <Button
      size="small"
      disabled={index === 0}
      onClick={() => onMove(index - 1)}
      aria-label={`Move ${label} ${index + 1} up`}
    >
      Up
    </Button>
    <Button
      size="small"
      disabled={index === count - 1}
      onClick={() => onMove(index + 1)}
      aria-label={`Move ${label} ${index + 1} down`}
    >
      Down
    </Button>
    <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${label} ${index + 1}`}>
      Remove
    </Button>
  </Stack>
);

const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** One field of the form at `path`, rendered from its spec. */
export const FieldEditor = ({ spec, path, ...props }: EditorProps & { spec: FieldSpec; path: Path }) => {
  const { root, errors, onChange } = props;
  const value = getAt(root, path);
  const error = errors.get(keyOf(path));
  const common = {
    id: idOf(path),
    label: spec.label,
    error: Boolean(error),
    fullWidth: true,
    size: 'small' as const,
  };
  switch (spec.kind) {
    case 'text':
    case 'textarea':
      return (
        <TextField
          {...common}
          multiline={spec.kind === 'textarea'}
          minRows={spec.kind === 'textarea' ? 2 : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) =>
            onChange(path, e.target.value === '' && spec.isOptional ? undefined : e.target.value)
          }
          helperText={error ?? spec.help}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          value={typeof value === 'number' ? value : ''}
          onChange={(e) =>
            onChange(
              path,
              e.target.value === '' ? (spec.isOptional ? undefined : '') : Number(e.target.value),
            )
          }
          helperText={error ?? spec.help}
        />
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(path, e.target.value === '' ? undefined : e.target.value)}
          helperText={error}
        >
          {(spec.isOptional || value === undefined) && <option value="">—</option>}
          {spec.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </TextField>
      );
    case 'boolean':
      return (
        <FormControlLabel
          control={<Checkbox checked={value === true} onChange={(e) => onChange(path, e.target.checked)} />}
          label={spec.label}
        />
      );
    case 'multi': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
            {spec.label}
          </Typography>
          {spec.options.map((o) => (
            <FormControlLabel
              key={o}
              label={o}
              control={
                <Checkbox
                  checked={chosen.includes(o)}
                  onChange={(e) => {
                    const next = e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o);
                    onChange(path, next.length ? next : undefined);
                  }}
                />
              }
            />
          ))}
          <FieldMessage path={path} errors={errors} />
        </Box>
      );
    }
    case 'lines-of-words': {
      const lists = Array.isArray(value) ? (value as string[][]) : [];
      return (
        <TextField
          {...common}
          multiline
          minRows={2}
          defaultValue={lists.map((words) => words.join(', ')).join('\n')}
          onBlur={(e) => {
            const next = e.target.value
              .split('\n')
              .map((line) =>
                line
                  .split(',')
                  .map((w) => w.trim())
                  .filter(Boolean),
              )
              .filter((words) => words.length > 0);
            onChange(path, next.length ? next : undefined);
          }}
          helperText={error ?? spec.help}
        />
      );
    }
    case 'strings': {
      const items = Array.isArray(value) ? (value as string[]) : [];
      const set = (next: string[]) => onChange(path, next.length === 0 && spec.isOptional ? undefined : next);
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
            {spec.label}
          </Typography>
          <Stack spacing={1}>
            {items.map((item, i) => (
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: plain strings have no identity; the position is the field
                key={i}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <TextField
                  id={idOf([...path, i])}
                  size="small"
                  fullWidth
                  label={`${spec.itemLabel} ${i + 1}`}
                  value={item}
                  error={errors.has(keyOf([...path, i]))}
                  helperText={errors.get(keyOf([...path, i]))}
                  onChange={(e) => set(items.map((v, j) => (j === i ? e.target.value : v)))}
                />
                <ItemButtons
                  label={spec.itemLabel}
                  index={i}
                  count={items.length}
                  onMove={(to) => set(moved(items, i, to))}
                  onRemove={() => set(items.filter((_, j) => j !== i))}
                />
              </Stack>
            ))}
          </Stack>
          <FieldMessage path={path} errors={errors} />
          <Button size="small" onClick={() => set([...items, ''])} sx={{ mt: 0.5 }}>
            Add {spec.itemLabel.toLowerCase()}
          </Button>
        </Box>
      );
    }
    case 'group':
      return (
        <Stack spacing={2}>
          {spec.fields.map((f) => (
            <FieldEditor key={f.key} spec={f} path={[...path, f.key]} {...props} />
          ))}
        </Stack>
      );
    case 'union': {
      const current = (value ?? {}) as { kind?: string };
      const kind = current.kind ?? Object.keys(spec.variants)[0]!;
      return (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {spec.label}
          </Typography>
          <Stack spacing={2}>
            <TextField
              id={idOf([...path, 'kind'])}
              select
              size="small"
              label="Kind"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              value={kind}
              onChange={(e) => onChange(path, { kind: e.target.value })}
            >
              {Object.keys(spec.variants).map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </TextField>
            {(spec.variants[kind] ?? []).map((f) => (
              <FieldEditor key={`${kind}-${f.key}`} spec={f} path={[...path, f.key]} {...props} />
            ))}
            <FieldMessage path={path} errors={errors} />
          </Stack>
        </Paper>
      );
    }
    case 'list': {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {spec.label}
          </Typography>
          <FieldMessage path={path} errors={errors} />
          <Stack spacing={2}>
            {items.map((item, i) => {
              const name = typeof item.id === 'string' && item.id ? ` (${item.id})` : '';
              return (
                <Paper
                  // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place; the position is their address
                  key={i}
                  variant="outlined"
                  sx={{ p: 2 }}
                  component="section"
                  aria-label={`${spec.itemLabel} ${i + 1}${name}`}
                >
                  <Stack
                    direction="row"
                    sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Typography variant="subtitle2" component="h4">
                      {spec.itemLabel} {i + 1}
                      {name}
                    </Typography>
                    <ItemButtons
                      label={spec.itemLabel}
                      index={i}
                      count={items.length}
                      onMove={(to) => onChange(path, moved(items, i, to))}
                      onRemove={() =>
                        onChange(
                          path,
                          items.filter((_, j) => j !== i),
                        )
                      }
                    />
                  </Stack>
                  <Stack spacing={2}>
                    {spec.fields.map((f) => (
                      <FieldEditor key={f.key} spec={f} path={[...path, i, f.key]} {...props} />
                    ))}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(path, [...items, spec.newItem()])}
            sx={{ mt: 1 }}
          >
            Add {spec.itemLabel.toLowerCase()}
          </Button>
        </Box>
      );
    }
  }
};
