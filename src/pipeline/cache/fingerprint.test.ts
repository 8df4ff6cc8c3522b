import { describe, expect, it } from 'vitest';
import { envNamesIn } from './fingerprint.ts';

describe('the environment variables a config reads', () => {
  it('names each variable read by name, once, sorted', () => {
    const config =
      "export default { url: process.env.SITE_URL, baseUrl: process.env['BASE_URL'] ?? '/', title: process.env.SITE_URL };";
    expect(envNamesIn([config, 'const x = process.env["DOCS_BRANCH"];'])).toEqual([
      'BASE_URL',
      'DOCS_BRANCH',
      'SITE_URL',
    ]);
  });

  it('is none for a config that reads no variable', () => {
    expect(envNamesIn(["export default { title: 'Docs' };"])).toEqual([]);
  });

  it('is all of them when the config reads the environment any other way', () => {
    expect(envNamesIn(['const { BASE_URL } = process.env;'])).toBe('all');
    expect(envNamesIn(['const key = "X"; process.env[key];'])).toBe('all');
  });
});
