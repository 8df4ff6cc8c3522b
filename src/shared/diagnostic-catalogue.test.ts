import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS, isDiagnosticCode } from './diagnostic-catalogue.ts';

describe('the diagnostics catalogue', () => {
  it('lists every code in the README table, and the table lists nothing else', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `([a-z-]+)` \| (error|warning) \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(DIAGNOSTICS).sort());
  });

  it('uses kebab-case codes with a title and a doc each', () => {
    for (const [code, entry] of Object.entries(DIAGNOSTICS)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.title.length).toBeGreaterThan(3);
      expect(entry.doc.length).toBeGreaterThan(10);
    }
  });

  it('tells catalogue codes from other strings', () => {
    expect(isDiagnosticCode('broken-link')).toBe(true);
    expect(isDiagnosticCode('no-such-code')).toBe(false);
    expect(isDiagnosticCode('toString')).toBe(false);
    expect(isDiagnosticCode(undefined)).toBe(false);
  });
});
