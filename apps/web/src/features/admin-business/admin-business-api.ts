import type { AnnouncementInput, PlanEdit, SurveyAnswer } from '@urosim/contracts';
import { adminBusinessEndpoints as ep, newsEndpoints } from '@urosim/contracts';
import { apiClient, isApiError } from '../../api/client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The admin's business screens' calls (issue 17), and the trainee's survey. */
export const adminBusinessApi = {
  plans: (signal?: AbortSignal) => apiClient.call(ep.plans, withSignal(signal)),
  updatePlan: (planId: string, body: PlanEdit) => apiClient.call(ep.updatePlan, { params: { planId }, body }),
  subscriptions: (signal?: AbortSignal) => apiClient.call(ep.subscriptions, withSignal(signal)),
  history: (email: string, signal?: AbortSignal) =>
    apiClient.call(ep.subscriptionHistory, { query: { email }, ...withSignal(signal) }),
  costs: (days: number, signal?: AbortSignal) =>
    apiClient.call(ep.costs, { query: { days }, ...withSignal(signal) }),
  setBudget: (budgetUsd: number | null) => apiClient.call(ep.setCostBudget, { body: { budgetUsd } }),
  announcements: (signal?: AbortSignal) => apiClient.call(ep.announcements, withSignal(signal)),
  createAnnouncement: (body: AnnouncementInput) => apiClient.call(ep.createAnnouncement, { body }),
  updateAnnouncement: (announcementId: string, body: AnnouncementInput) =>
    apiClient.call(ep.updateAnnouncement, { params: { announcementId }, body }),
  deleteAnnouncement: (announcementId: string) =>
    apiClient.call(ep.deleteAnnouncement, { params: { announcementId } }),
  surveyAnalytics: (days: number, signal?: AbortSignal) =>
    apiClient.call(ep.surveyAnalytics, { query: { days }, ...withSignal(signal) }),
  surveyState: (sessionId: string, signal?: AbortSignal) =>
    apiClient.call(newsEndpoints.survey, { params: { sessionId }, ...withSignal(signal) }),
  answerSurvey: (sessionId: string, body: SurveyAnswer) =>
    apiClient.call(newsEndpoints.answerSurvey, { params: { sessionId }, body }),
};

/** A failed call's message, with the fields the server named. */
export const errorText = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  const fields = error.errors.map((field) => `${field.path}: ${field.message}`);
  return fields.length ? `${error.message} (${fields.join('; ')})` : error.message;
};

export const usd = (value: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: value < 1 ? 4 : 2,
  }).format(value);

export const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
