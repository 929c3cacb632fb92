import type { Endpoint } from '../route.ts';

/** Method and path of each route of `planRoutes`. */
export const planEndpoints = {
  list: { method: 'get', path: '/api/v1/subscription/plans' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `contactRoutes`. */
export const contactEndpoints = {
  send: { method: 'post', path: '/api/v1/contact' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `websiteChatbotRoutes`. */
export const websiteChatbotEndpoints = {
  chat: { method: 'post', path: '/api/v1/website-chatbot/chat' },
  legacyChat: { method: 'post', path: '/api/v1/website/chat' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `researchPilotRoutes`. */
export const researchPilotEndpoints = {
  status: { method: 'get', path: '/api/v1/research-pilot' },
  join: { method: 'post', path: '/api/v1/research-pilot/join' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `siteRoutes`. */
export const siteEndpoints = {
  branding: { method: 'get', path: '/api/v1/config/site' },
} as const satisfies Record<string, Endpoint>;
