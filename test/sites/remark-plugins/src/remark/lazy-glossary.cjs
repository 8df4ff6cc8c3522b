// Loads its helper only while it runs, as some sites' plugins do: the helper package is not installed.
module.exports = function remarkLazyGlossary() {
  return async (tree) => {
    const { expandTerms } = await import('glossary-terms-not-installed');
    expandTerms(tree);
  };
};
