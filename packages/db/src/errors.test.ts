import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database outages', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connect that timed out (pg)', new Error('timeout exceeded when trying to connect')],
    ['a query the server never answered (pg query_timeout)', new Error('Query read timeout')],
    [
      'a statement cancelled by statement_timeout',
      withCode('57014', 'canceling statement due to statement timeout'),
    ],
    ['a database that does not exist', withCode('3D000', 'database "urosim" does not exist')],
    [
      'no free connection in the pool',
      Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }),
    ],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['one inside an AggregateError', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s is an outage', (_label, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('%s is not', (_label, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
