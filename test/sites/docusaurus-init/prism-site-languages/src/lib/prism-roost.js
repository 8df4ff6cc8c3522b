Prism.languages.roost = Prism.languages.extend('clike', {
  keyword: /\b(?:perch|hunt|roost)\b/,
  entity: /\b(?:Vole|Shrew)\b/,
});
