// Renames a container directive (`:::hint` → `:::tip`) before the admonitions are made.
module.exports = function renameDirective(options) {
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'containerDirective' && node.name === options.from) node.name = options.to;
      (node.children || []).forEach(visit);
    };
    visit(tree);
  };
};
