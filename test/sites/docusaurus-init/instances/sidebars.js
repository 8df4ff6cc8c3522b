module.exports = { docs: ['intro', 'usage'] };
