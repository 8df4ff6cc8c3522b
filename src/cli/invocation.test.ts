import { describe, expect, it } from 'vitest';
import { docsgenCommand } from './invocation.ts';

describe('the command a Next: line names', () => {
  it('is the one the user ran: a global bin, a local bin through npx, or node with the script path', () => {
    expect(docsgenCommand('/usr/local/bin/docsgen', '/home/me/site')).toBe('docsgen');
    expect(docsgenCommand('/home/me/site/node_modules/.bin/docsgen', '/home/me/site')).toBe('npx docsgen');
    expect(docsgenCommand('/home/me/docsgen/bin/docsgen.js', '/home/me/site')).toBe('node ../docsgen/bin/docsgen.js');
    expect(docsgenCommand('/opt/tools/docsgen/bin/docsgen.js', '/home/me/a/b/c/site')).toBe(
      'node /opt/tools/docsgen/bin/docsgen.js',
    );
  });
});
