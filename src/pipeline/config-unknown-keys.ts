import type { z } from 'zod';
import { suggest } from '../shared/diagnostics.ts';

/** A key the config sets that the schema does not know, with the known key it most likely meant. */
export interface UnknownKey {
  path: (string | number)[];
  suggestion?: string;
}

/**
 * Keys of `raw` that `schema` would silently drop. zod strips unknown keys, so a typo such as
 * `onBrokenLink` used to build with the default and no word; each one is now reported. Walks
 * objects, arrays, defaults and optionals; unions (navbar items) are checked by zod itself.
 */
export function findUnknownKeys(schema: z.ZodType, raw: unknown, path: (string | number)[] = []): UnknownKey[] {
  const def = (
    schema as unknown as {
      def: { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
    }
  ).def;
  if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable' || def.type === 'prefault') {
    return raw === undefined || raw === null ? [] : findUnknownKeys(def.innerType!, raw, path);
  }
  if (def.type === 'array' && Array.isArray(raw))
    return raw.flatMap((item, i) => findUnknownKeys(def.element!, item, [...path, i]));
  if (def.type !== 'object' || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const known = Object.keys(shape);
  const out: UnknownKey[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key in shape) out.push(...findUnknownKeys(shape[key]!, value, [...path, key]));
    else out.push({ path: [...path, key], suggestion: suggest(key, known) });
  }
  return out;
}
