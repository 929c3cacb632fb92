import type { Knex } from 'knex';

/** One item of the admins' shared to-do list. */
export type AdminTodoRow = {
  id: string;
  title: string;
  done: boolean;
  created_by: string | null;
  created_by_email: string;
  done_by: string | null;
  done_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Open items first, then done ones; newest first within each. */
export const listAdminTodos = (db: Knex) =>
  db<AdminTodoRow>('admin_todos').orderBy('done').orderBy('id', 'desc').limit(500);

export const findAdminTodo = (db: Knex | Knex.Transaction, id: string, lock = false) => {
  const query = db<AdminTodoRow>('admin_todos').where({ id }).first();
  return (lock ? query.forUpdate() : query) as Promise<AdminTodoRow | undefined>;
};

export const insertAdminTodo = async (
  db: Knex | Knex.Transaction,
  todo: { title: string; createdBy: string; createdByEmail: string },
) => {
  const [row] = await db<AdminTodoRow>('admin_todos')
    .insert({ title: todo.title, created_by: todo.createdBy, created_by_email: todo.createdByEmail })
    .returning('*');
  return row as AdminTodoRow;
};

/** Changes the title and/or the done flag; ticking records who and when, unticking clears them. */
export const updateAdminTodo = async (
  db: Knex.Transaction,
  id: string,
  changes: { title?: string; done?: boolean },
  actorId: string,
) => {
  const update: Record<string, unknown> = { updated_at: db.fn.now() };
  if (changes.title !== undefined) update.title = changes.title;
  if (changes.done !== undefined) {
    update.done = changes.done;
    update.done_by = changes.done ? actorId : null;
    update.done_at = changes.done ? db.fn.now() : null;
  }
  const [row] = await db<AdminTodoRow>('admin_todos').where({ id }).update(update).returning('*');
  return row as AdminTodoRow | undefined;
};

export const deleteAdminTodo = (db: Knex.Transaction, id: string) => db('admin_todos').where({ id }).delete();
