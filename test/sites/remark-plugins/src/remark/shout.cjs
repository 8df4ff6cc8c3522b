// A ```shout block becomes a paragraph of its text in capitals.
module.exports = function remarkShout() {
  return (tree) => {
    tree.children = tree.children.map((node) =>
      node.type === 'code' && node.lang === 'shout'
        ? { type: 'paragraph', data: { hProperties: { className: ['shout'] } }, children: [{ type: 'text', value: node.value.toUpperCase() }] }
        : node,
    );
  };
};
