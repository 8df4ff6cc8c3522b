/** The blog templates' props, defined with the rest of the public API in src/shared/plugin-api.ts. */
export type * from '../shared/plugin-api.ts';
