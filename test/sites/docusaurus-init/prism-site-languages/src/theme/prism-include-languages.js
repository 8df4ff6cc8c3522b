import siteConfig from '@generated/docusaurus.config';

export default function prismIncludeLanguages(PrismObject) {
  const { additionalLanguages } = siteConfig.themeConfig.prism;
  globalThis.Prism = PrismObject;
  additionalLanguages.forEach((lang) => {
    require(`prismjs/components/prism-${lang}`);
  });
  require('prism-falconry');
  require('../lib/prism-roost');
  delete globalThis.Prism;
}
