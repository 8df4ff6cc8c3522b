export const port: number = 8080;
