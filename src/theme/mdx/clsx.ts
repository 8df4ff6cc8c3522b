type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

/**
 * `clsx` (and `classnames`), which nearly every Docusaurus page imports: class names joined from
 * strings, arrays and `{ name: condition }` objects. Given when the site has not installed its own.
 */
export default function clsx(...values: ClassValue[]): string {
  const out: string[] = [];
  const add = (value: ClassValue): void => {
    if (!value) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') out.push(String(value));
    else if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'object') for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  };
  values.forEach(add);
  return out.join(' ');
}

export { clsx };
