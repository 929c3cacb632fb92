import type { Knex } from '@urosim/db';
import { describe, expect, it } from 'vitest';
import { fixtureCase } from '../../test/case-fixture.ts';
import { definitionOf, findVersionDefinition } from './service.ts';

// A database that must not be asked: a version already parsed is served from the one cache.
const noDatabase = (() => {
  throw new Error('the database was asked');
}) as unknown as Knex;

describe('parsed case versions', () => {
  it('are parsed once and shared by the case screens and the sessions played on them', async () => {
    const definition = fixtureCase('fixture-version-cache');
    const parsed = definitionOf({ definition, current_version_id: 'version-1' });
    expect(definitionOf({ definition: { not: 'parsed again' }, current_version_id: 'version-1' })).toBe(
      parsed,
    );
    expect(await findVersionDefinition(noDatabase, 'version-1')).toBe(parsed);
  });

  it('of a row without a version are parsed each time and kept nowhere', async () => {
    const definition = fixtureCase('fixture-version-less');
    expect(definitionOf({ definition })).toEqual(definition);
    expect(() => definitionOf({ definition: { not: 'a case' } })).toThrow();
  });
});
