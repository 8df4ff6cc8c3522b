/** Public API for site.config.ts, markdown plugins and templates: all of it in src/shared/plugin-api.ts. */
export * from './shared/plugin-api.ts';
