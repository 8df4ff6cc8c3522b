import { describe, expect, it } from 'vitest';
import markdownIt from 'markdown-it';
import { bundleWithPlugins } from '../support/compile-plugin-bundle.ts';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { fastDefineProperty } from '../../scripts/lib/fast-define-property.mjs';

const bundle = (plugins: unknown[]) => bundleWithPlugins("export { default } from 'markdown-it';", plugins);

describe("the compile step's markdown-it helper", () => {
  it('replaces the class-field helper, and markdown-it parses as before', async () => {
    const text = await bundle([fastDefineProperty]);
    expect(text).toContain('typeof r === "string"');
    expect(await bundle([])).not.toContain('typeof r === "string"');
    const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
    const patched = (await import(url)) as { default: typeof markdownIt };
    const source = '# T\n\n- a *b* `c`\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\n```js\nlet a\n```\n[l](/x "t")';
    const strip = (tokens: unknown) => JSON.parse(JSON.stringify(tokens)) as unknown;
    expect(strip(patched.default().parse(source, {}))).toEqual(strip(markdownIt().parse(source, {})));
    expect(patched.default().render(source)).toBe(markdownIt().render(source));
  });
});
