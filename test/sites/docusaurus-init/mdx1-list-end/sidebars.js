module.exports = { docs: ['tutorial'] };
