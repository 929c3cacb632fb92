import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTodo } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { adminApi, adminKeys } from './admin-api';
import { AdminPage, errorText, formatTime, QueryView } from './admin-ui';

const TodoItem = ({
  todo,
  onChange,
}: {
  todo: AdminTodo;
  onChange: (run: () => Promise<unknown>) => void;
}) => {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(todo.title);
  const labelId = `todo-${todo.id}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    onChange(() => adminApi.updateTodo(todo.id, { title }));
    setEditing(false);
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      data-testid="todo"
    >
      <Checkbox
        checked={todo.done}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
        onChange={(event) => {
          // Read now: the box is controlled, so React puts it back before the call runs.
          const done = event.target.checked;
          onChange(() => adminApi.updateTodo(todo.id, { done }));
        }}
      />
      {editing ? (
        <Stack component="form" onSubmit={save} direction="row" spacing={1} sx={{ flex: 1 }}>
          <TextField
            size="small"
            label="To-do"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            sx={{ flex: 1 }}
            autoFocus
          />
          <Button type="submit" variant="contained">
            Save
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </Stack>
      ) : (
        <>
          <Stack sx={{ flex: 1 }}>
            <Typography id={labelId} sx={{ textDecoration: todo.done ? 'line-through' : 'none' }}>
              {todo.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Added by {todo.createdByEmail} on {formatTime(todo.createdAt)}
              {todo.doneAt ? ` · done ${formatTime(todo.doneAt)}` : ''}
            </Typography>
          </Stack>
          <Button size="small" onClick={() => setEditing(true)} aria-label={`Edit “${todo.title}”`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onChange(() => adminApi.deleteTodo(todo.id))}
            aria-label={`Delete “${todo.title}”`}
          >
            Delete
          </Button>
        </>
      )}
    </Paper>
  );
};

/** `/admin/todos`: the admins' shared to-do list; every change is in the audit log. */
export const AdminTodosPage = () => {
  const queryClient = useQueryClient();
  const todos = useQuery({ queryKey: adminKeys.todos, queryFn: ({ signal }) => adminApi.todos(signal) });
  const [title, setTitle] = useState('');
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: (result) => {
      // Show the saved to-do at once; the refetch below brings everyone else's changes.
      const saved = (result as { todo?: AdminTodo } | undefined)?.todo;
      if (saved)
        queryClient.setQueryData<{ todos: AdminTodo[] }>(adminKeys.todos, (old) =>
          old ? { todos: old.todos.map((todo) => (todo.id === saved.id ? saved : todo)) } : old,
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.todos }),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    change.mutate(() => adminApi.addTodo(title), { onSuccess: () => setTitle('') });
  };

  return (
    <AdminPage title="To-dos" intro="A to-do list shared by every admin. Who added and ticked what is kept.">
      <Stack component="form" onSubmit={add} direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="New to-do"
          size="small"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, maxWidth: 560 }}
        />
        <Button type="submit" variant="contained" disabled={change.isPending}>
          Add
        </Button>
      </Stack>
      {change.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(change.error)}
        </Alert>
      )}
      <QueryView query={todos} what="the to-dos">
        {(data) =>
          data.todos.length === 0 ? (
            <Typography role="status">Nothing to do.</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="To-dos">
              {data.todos.map((todo) => (
                <TodoItem
                  key={`${todo.id}-${todo.updatedAt}`}
                  todo={todo}
                  onChange={(run) => change.mutate(run)}
                />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </AdminPage>
  );
};
