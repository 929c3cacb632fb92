import type { Endpoint } from '../route.ts';

/** Method and path of each route of `adminRoutes` (the admin area's core, issue 17). */
export const adminEndpoints = {
  stats: { method: 'get', path: '/api/v1/admin/stats' },
  users: { method: 'get', path: '/api/v1/admin/users' },
  user: { method: 'get', path: '/api/v1/admin/users/:userId' },
  disableUser: { method: 'post', path: '/api/v1/admin/users/:userId/disable' },
  enableUser: { method: 'post', path: '/api/v1/admin/users/:userId/enable' },
  resendVerification: { method: 'post', path: '/api/v1/admin/users/:userId/resend-verification' },
  setAdmin: { method: 'put', path: '/api/v1/admin/users/:userId/admin' },
  logs: { method: 'get', path: '/api/v1/admin/logs' },
  audit: { method: 'get', path: '/api/v1/admin/audit' },
  routes: { method: 'get', path: '/api/v1/admin/routes' },
  todos: { method: 'get', path: '/api/v1/admin/todos' },
  addTodo: { method: 'post', path: '/api/v1/admin/todos' },
  updateTodo: { method: 'patch', path: '/api/v1/admin/todos/:todoId' },
  deleteTodo: { method: 'delete', path: '/api/v1/admin/todos/:todoId' },
  /** The specification's client error upload (section 7): outside the base path, admins only. */
  clientErrorLog: { method: 'post', path: '/api/admin/logs' },
} as const satisfies Record<string, Endpoint>;
