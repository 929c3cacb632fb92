import { type AdminTodo, adminRoutes } from '@urosim/contracts';
import {
  type AdminTodoRow,
  deleteAdminTodo,
  findAdminTodo,
  insertAdminTodo,
  type Knex,
  listAdminTodos,
  updateAdminTodo,
} from '@urosim/db';
import { Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import type { MountRoute } from '../../http/route.ts';
import { adminArea, authorize } from '../../policies/index.ts';
import { audited } from './audit.ts';

const todoOf = (row: AdminTodoRow): AdminTodo => ({
  id: String(row.id),
  title: row.title,
  done: row.done,
  createdByEmail: row.created_by_email,
  doneBy: row.done_by,
  doneAt: row.done_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const todoNotFound = () => new AppError('NOT_FOUND', 'To-do not found');

/** `/api/v1/admin/todos…`: the admins' shared to-do list; every change audited. */
export const createAdminTodosRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const { db, mount } = deps;
  const router = Router();
  const what = (action: string, targetId?: string) => ({
    action,
    targetType: 'todo',
    targetId: targetId ?? null,
  });

  mount(router, adminRoutes.todos, async ({ user }) => {
    authorize(user, 'read', adminArea);
    return { todos: (await listAdminTodos(db)).map(todoOf) };
  });

  mount(router, adminRoutes.addTodo, ({ user, body, req }) => {
    authorize(user, 'change', adminArea);
    return audited(db, user, req, what('todo.add'), async (trx) => {
      const row = await insertAdminTodo(trx, {
        title: body.title,
        createdBy: user.id,
        createdByEmail: user.email,
      });
      const todo = todoOf(row);
      // The entry's target id is only known now: record it in `after`.
      return { before: null, after: todo, result: { todo } };
    });
  });

  mount(router, adminRoutes.updateTodo, ({ user, params, body, req }) => {
    authorize(user, 'change', adminArea);
    const action = body.title === undefined ? (body.done ? 'todo.tick' : 'todo.untick') : 'todo.edit';
    return audited(db, user, req, what(action, params.todoId), async (trx) => {
      const before = await findAdminTodo(trx, params.todoId, true);
      if (!before) throw todoNotFound();
      const after = await updateAdminTodo(
        trx,
        params.todoId,
        {
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.done === undefined ? {} : { done: body.done }),
        },
        user.id,
      );
      const todo = todoOf(after as AdminTodoRow);
      return { before: todoOf(before), after: todo, result: { todo } };
    });
  });

  mount(router, adminRoutes.deleteTodo, ({ user, params, req }) => {
    authorize(user, 'change', adminArea);
    return audited(db, user, req, what('todo.delete', params.todoId), async (trx) => {
      const before = await findAdminTodo(trx, params.todoId, true);
      if (!before) throw todoNotFound();
      await deleteAdminTodo(trx, params.todoId);
      return { before: todoOf(before), after: null, result: { deleted: true as const } };
    });
  });

  return router;
};
