import type { VFile } from 'vfile';

/**
 * The function components of a module whose packages are not installed, each guarded: one that
 * throws while rendering (it read `theme.colors` from a stand-in hook) renders its children
 * instead of failing the whole page, with a `page-missing-package` warning saying so. Class
 * components and `memo`/`forwardRef` objects are left as they are.
 */
export function guardMissingPackageExports(
  record: Record<string, unknown>,
  specifier: string,
  file: VFile,
  place: { line: number; column: number } | undefined,
): Record<string, unknown> {
  const guarded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) guarded[name] = guard(value, name, specifier, file, place);
  return guarded;
}

function guard(
  value: unknown,
  name: string,
  specifier: string,
  file: VFile,
  place: { line: number; column: number } | undefined,
): unknown {
  if (typeof value !== 'function' || isClass(value)) return value;
  const component = value as (props: unknown) => unknown;
  let reported = false;
  const safe = function (props: { children?: unknown } | null) {
    try {
      return component(props);
    } catch (error) {
      if (!reported) {
        reported = true;
        const shown = name === 'default' ? specifier : `${name} of ${specifier}`;
        const message = file.message(
          `Component ${shown} threw while rendering without its uninstalled packages ` +
            `(${(error as Error).message}): it is left out of the page.`,
          { place, ruleId: 'page-missing-package', source: 'docsgen' },
        );
        message.note = "Run `npm install` in the site's folder.";
      }
      return props?.children ?? null;
    }
  };
  Object.assign(safe, value);
  Object.defineProperty(safe, 'name', { value: component.name });
  return safe;
}

function isClass(value: Function): boolean {
  const proto = (value as { prototype?: { isReactComponent?: unknown } }).prototype;
  return Boolean(proto?.isReactComponent) || /^class\s/.test(Function.prototype.toString.call(value));
}
