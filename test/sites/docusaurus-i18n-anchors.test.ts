import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/** A broken anchor in a translated doc is reported at the translation's file, naming the page's URL in that locale. */
const { initAndBuild } = docusaurusFixtures('i18n-anchors');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('i18n-anchors');
}, 180_000);

describe('broken anchors in a translation', () => {
  it("name the translation's file and its page in that locale", () => {
    expect(site.build.status).toBe(0);
    const out = diagnosticsOf(site.build);
    expect(out).toMatch(
      /i18n\/fr\/docusaurus-plugin-content-docs\/current\/intro\.md:5:\d+ +broken-anchor +Anchor "#peche" does not exist on \/fr\/docs\/intro\/?\./,
    );
    expect(out.match(/broken-anchor/g)).toHaveLength(1);
  });
});
