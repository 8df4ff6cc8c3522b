/**
 * Whether the line a page threw at uses a name it imports from one of `packages` (the ones docsgen stands in for,
 * as they are not installed or not provided): then the stand-in's value is the likely cause of the throw; else the
 * page's own code is (a prop or config field it reads that is not there), and the report should say that instead.
 */
export function lineUsesImportsOf(source: string, line: number, packages: readonly string[]): boolean {
  const text = source.split('\n')[line - 1];
  if (text === undefined) return true;
  const names = importedNames(source, packages);
  // Unknown imports (a namespace read through a helper, say): blame the package, as before.
  if (!names.length) return true;
  return names.some((name) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text));
}

const IMPORT = /(?:^|[;\n])\s*import\s+([^'";]{1,400}?)\s+from\s*['"]([^'"\n]{1,200})['"]/g;
const REQUIRE = /(?:const|let|var)\s+([^=;\n]{1,200}?)\s*=\s*require\(\s*['"]([^'"\n]{1,200})['"]\s*\)/g;

/** The local names bound by imports (and requires) of the packages or their subpaths. */
function importedNames(source: string, packages: readonly string[]): string[] {
  const fromPackage = (spec: string) => packages.some((p) => spec === p || spec.startsWith(`${p}/`));
  const names: string[] = [];
  for (const re of [IMPORT, REQUIRE])
    for (const m of source.matchAll(re)) {
      if (!fromPackage(m[2]!)) continue;
      // `A, {b as c, d}`, `* as ns`, `{e: f}`: the last identifier of each comma-separated part is the local name.
      for (const part of m[1]!.replace(/[{}]/g, ',').split(','))
        if (/^\s*\*?\s*$/.test(part)) continue;
        else {
          const local = /([A-Za-z_$][\w$]*)\s*$/.exec(part);
          if (local) names.push(local[1]!);
        }
    }
  return names;
}
