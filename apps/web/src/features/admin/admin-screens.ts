/** The admin area's screens (specification, section 2). Content arrives with the admin issues. */
export const ADMIN_SCREENS = [
  { path: 'dashboard', title: 'Dashboard', description: 'The admin area at a glance.' },
  { path: 'users', title: 'Users', description: 'Find a user; disable, enable, make admin.' },
  {
    path: 'outbox',
    title: 'E-mail outbox',
    description: 'Read the e-mails the app has sent (development outbox).',
  },
  { path: 'cases', title: 'Cases', description: 'List, author and publish cases.' },
  { path: 'announcements', title: 'Announcements', description: 'News shown to trainees.' },
  { path: 'plans', title: 'Plan management', description: 'Subscription plans and their quotas.' },
  { path: 'feature-tiers', title: 'Feature tiers', description: 'Which features each tier includes.' },
  { path: 'subscriptions', title: 'Subscription dashboard', description: 'Subscriptions and payments.' },
  { path: 'costs', title: 'Costs', description: 'AI usage and its cost.' },
  { path: 'logs', title: 'Logs', description: 'Client and server logs.' },
  { path: 'audit', title: 'Audit log', description: 'Every change an admin made, before and after.' },
  { path: 'routes', title: 'Routes', description: 'Every route of the app.' },
  { path: 'todos', title: 'To-dos', description: 'The team’s open tasks.' },
  {
    path: 'survey-analytics',
    title: 'Survey analytics',
    description: 'Answers of the research pilot surveys.',
  },
] as const;
