module.exports = { docs: ['songs'] };
