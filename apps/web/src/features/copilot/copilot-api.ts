import type {
  CopilotSession,
  CopilotView,
  InjectBody,
  ResolvedCopilotCode,
  ScenarioInjection,
} from '@urosim/contracts';
import { copilotEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of copilot sessions. */
export const copilotKeys = {
  all: ['copilot'] as const,
  list: () => [...copilotKeys.all, 'list'] as const,
  view: (copilotId: string) => [...copilotKeys.all, 'view', copilotId] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const createCopilot = (caseId: string): Promise<CopilotSession> =>
  apiClient.call(copilotEndpoints.create, { body: { caseId } });

export const listCopilots = (signal?: AbortSignal): Promise<{ sessions: CopilotSession[] }> =>
  apiClient.call(copilotEndpoints.list, { ...withSignal(signal) });

export const resolveCopilotCode = (code: string): Promise<ResolvedCopilotCode> =>
  apiClient.call(copilotEndpoints.resolveCode, { params: { code } });

export const claimCopilot = (code: string): Promise<CopilotSession> =>
  apiClient.call(copilotEndpoints.claim, { body: { code } });

export const attachCopilot = (copilotId: string, sessionId: string): Promise<CopilotSession> =>
  apiClient.call(copilotEndpoints.attach, { params: { copilotId }, body: { sessionId } });

export const fetchCopilotView = (copilotId: string, signal?: AbortSignal): Promise<CopilotView> =>
  apiClient.call(copilotEndpoints.view, { params: { copilotId }, ...withSignal(signal) });

export const injectScenario = (copilotId: string, body: InjectBody): Promise<ScenarioInjection> =>
  apiClient.call(copilotEndpoints.inject, { params: { copilotId }, body });

/** The case page of a claimed copilot session, in facilitator mode. */
export const copilotCasePath = (caseId: string, copilotId: string) =>
  `/case/${encodeURIComponent(caseId)}?facilitatorSessionId=${encodeURIComponent(copilotId)}`;
