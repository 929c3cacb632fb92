// A type test, run by `pnpm typecheck` (never executed, never bundled): each `@ts-expect-error`
// below is a call the contracts must refuse. Should the client ever accept one of them, the
// directive is unused and the typecheck fails.
import { caseEndpoints, sessionEndpoints } from '@urosim/contracts';
import { createApiClient } from './client';

export const contractCallTypes = async () => {
  const api = createApiClient();
  const id = '00000000-0000-4000-8000-000000000000';

  // Calls the contracts declare compile, typed by the contract's `data`.
  const detail = await api.call(sessionEndpoints.details, { params: { id } });
  const phase: 'countdown' | 'active' | 'ended' = detail.clock.phase;
  await api.call(sessionEndpoints.notes, { params: { id }, body: { notes: 'Pain since 6 am' } });
  await api.call(caseEndpoints.list, { query: { topic: 'stones', maxMinutes: 15 } });
  await api.call(caseEndpoints.filters);

  // A made-up path.
  // @ts-expect-error the api has no such route
  await api.call({ method: 'get', path: '/api/v1/sessions/:id/detail' }, { params: { id } });
  // A real path with the wrong method.
  // @ts-expect-error the details are read with GET, not POST
  await api.call({ method: 'post', path: '/api/v1/sessions/:id/details' }, { params: { id } });
  // A body of the wrong shape.
  // @ts-expect-error notes are `{ notes: string }`
  await api.call(sessionEndpoints.notes, { params: { id }, body: { note: 'Pain since 6 am' } });
  // A body where a field has the wrong type.
  // @ts-expect-error a chat message's text is a string
  await api.call(sessionEndpoints.patientChat, { params: { id }, body: { message: 42 } });
  // A body on a route that takes none.
  // @ts-expect-error reading a session takes no body
  await api.call(sessionEndpoints.details, { params: { id }, body: { notes: '' } });
  // A missing body.
  // @ts-expect-error the summary route needs the summary
  await api.call(sessionEndpoints.summary, { params: { id } });
  // A path value left out, or named wrongly.
  // @ts-expect-error `:id` needs a value
  await api.call(sessionEndpoints.details);
  // @ts-expect-error the path's parameter is `id`
  await api.call(sessionEndpoints.details, { params: { sessionId: id } });
  // A query value the contract does not allow.
  // @ts-expect-error `topic` is one of the case topics
  await api.call(caseEndpoints.list, { query: { topic: 'kidneys' } });
  // A field the answer does not have.
  // @ts-expect-error the details have no `score`
  void detail.score;

  return phase;
};
