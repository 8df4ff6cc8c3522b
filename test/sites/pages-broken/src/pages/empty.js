export const notAComponent = 42;
