module.exports = { docs: ['intro', 'reference'] };
