/**
 * The small "opens another site" mark after an outside link's label, as Docusaurus themes
 * offer it (`@theme/IconExternalLink` in v2, `@theme/Icon/ExternalLink` in v3) to swizzled
 * footers and navbars. Decorative: hidden from assistive technology.
 */
export default function IconExternalLink({
  width = 13.5,
  height = 13.5,
  ...rest
}: { width?: number; height?: number } & Record<string, unknown>) {
  return (
    <svg width={width} height={height} viewBox="0 0 16 16" aria-hidden="true" {...rest}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
      />
    </svg>
  );
}
