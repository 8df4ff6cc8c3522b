module.exports = { docs: ['guides/start', 'guides/nesting', 'signatures', 'contributors'] };
