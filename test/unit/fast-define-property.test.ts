import { describe, expect, it } from 'vitest';
import markdownIt from 'markdown-it';
import { bundleWithPlugins } from '../support/compile-plugin-bundle.ts';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { fastDefineProperty, rewriteFieldHelper } from '../../scripts/lib/fast-define-property.mjs';

const bundle = (plugins: unknown[]) => bundleWithPlugins("export { default } from 'markdown-it';", plugins);

describe("the compile step's markdown-it helper", () => {
  it('replaces the class-field helper, and markdown-it parses as before', async () => {
    const text = await bundle([fastDefineProperty]);
    expect(text).toContain('typeof r === "string"');
    // Token's fields, set in its constructor, are plain assignments; the markdown-it instance's own set-up keeps the helper.
    expect(text).toMatch(/this\.map = null;\s*this\.level = 0;/);
    expect(text.match(/_defineProperty\(\s*this,/g)?.length ?? 0).toBeLessThan(3);
    expect(await bundle([])).toMatch(/_defineProperty\(\s*this,\s*\/\*\*[^]*?"map",\s*null\s*\)/);
    expect(await bundle([])).not.toContain('typeof r === "string"');
    const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
    const patched = (await import(url)) as { default: typeof markdownIt };
    const source = '# T\n\n- a *b* `c`\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\n```js\nlet a\n```\n[l](/x "t")';
    const strip = (tokens: unknown) => JSON.parse(JSON.stringify(tokens)) as unknown;
    expect(strip(patched.default().parse(source, {}))).toEqual(strip(markdownIt().parse(source, {})));
    expect(patched.default().render(source)).toBe(markdownIt().render(source));
    const token = new patched.default.Token('text', '', 0);
    expect(Object.getOwnPropertyDescriptor(token, 'map')).toEqual({
      value: null,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  });

  it('rewrites only fields of `this` with a string key and a simple value', () => {
    const helper = 'function _defineProperty(e, r, t) {\n\treturn (r = toPropertyKey(r)) in e ? 1 : 2; }\n';
    const source = `${helper}_defineProperty(this, "a", []);\n_defineProperty(\n\tthis,\n\t/** doc */\n\t"b",\n\tnew Ruler()\n);\n_defineProperty(this, "c", f(x));\n_defineProperty(Other, "d", 1);\n/** one */ x; /** two */\n_defineProperty(this, key, 1);`;
    const { text, fields, helper: found } = rewriteFieldHelper(source);
    expect(fields).toBe(2);
    expect(found).toBe(true);
    expect(text).toContain('this.a = [];');
    expect(text).toContain('this.b = new Ruler();');
    expect(text).toContain('_defineProperty(this, "c", f(x));');
    expect(text).toContain('_defineProperty(Other, "d", 1);');
    expect(text).toContain('_defineProperty(this, key, 1);');
    expect(text).toContain('typeof r === "string"');
  });
});
