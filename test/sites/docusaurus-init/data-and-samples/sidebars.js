module.exports = { docs: ['intro'] };
