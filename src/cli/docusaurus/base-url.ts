/**
 * The baseUrl as Docusaurus uses it: it adds the missing leading and trailing `/` itself
 * (`/azure-webpubsub` is served as `/azure-webpubsub/`), where site.config.ts asks for both.
 */
export function docusaurusBaseUrl(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `${trimmed.startsWith('/') ? '' : '/'}${trimmed}${trimmed.endsWith('/') ? '' : '/'}`;
}
