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
  {
    path: 'announcements',
    title: 'Announcements',
    description: 'Write, schedule and publish news for trainees.',
  },
  { path: 'plans', title: 'Plan management', description: 'Prices, quotas and entitlements of each plan.' },
  {
    path: 'feature-tiers',
    title: 'Feature tiers',
    description: 'Which case tiers and features each plan opens.',
  },
  {
    path: 'subscriptions',
    title: 'Subscription dashboard',
    description: 'Subscriptions by plan and status, revenue, churn and past-due accounts.',
  },
  { path: 'costs', title: 'Costs', description: 'Model calls, their cost and the monthly budget.' },
  { path: 'logs', title: 'Logs', description: 'Client and server logs.' },
  { path: 'audit', title: 'Audit log', description: 'Every change an admin made, before and after.' },
  { path: 'routes', title: 'Routes', description: 'Every route of the app.' },
  { path: 'todos', title: 'To-dos', description: 'The team’s open tasks.' },
  {
    path: 'tester-reports',
    title: 'Tester reports',
    description: 'Problems testers reported, with their screenshot and browser.',
  },
  {
    path: 'survey-analytics',
    title: 'Survey analytics',
    description: 'Answers to the survey after feedback, by case and over time.',
  },
] as const;
