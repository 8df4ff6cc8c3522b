module.exports = { docs: ['songs', 'nesting'] };
