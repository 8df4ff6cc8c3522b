// The stray comma leaves a hole in the array, which Docusaurus skips.
module.exports = { docs: ['intro', , 'notebook', 'field-manual'] };
