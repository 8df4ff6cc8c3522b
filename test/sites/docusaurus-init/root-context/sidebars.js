module.exports = { docs: ['depth'] };
