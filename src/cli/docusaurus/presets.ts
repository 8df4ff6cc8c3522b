/**
 * A preset that wraps the classic one (`require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset')`,
 * a company's own preset) takes the same `docs`/`blog`/`pages`/`theme` options: read it as classic.
 */
export function wrappedClassicPreset(
  presets: readonly unknown[],
  refPath: (value: unknown) => string | undefined,
): { index: number; options: Record<string, unknown>; wrapper: string } | undefined {
  for (const [index, entry] of presets.entries()) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const id = typeof name === 'string' ? name : refPath(name);
    if (!id || typeof options !== 'object' || options === null || Array.isArray(options)) continue;
    const o = options as Record<string, unknown>;
    const shaped = ['docs', 'blog', 'pages', 'theme'].filter(
      (key) => (typeof o[key] === 'object' && o[key] !== null) || o[key] === false,
    );
    // Its docs options, or at least two of the four shapes, say it is classic underneath.
    if ((typeof o.docs === 'object' && o.docs !== null) || shaped.length >= 2)
      return { index, options: o, wrapper: id };
  }
  return undefined;
}
