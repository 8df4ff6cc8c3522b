/** CSS imported `with { type: 'text' }`: esbuild inlines the file as a string. */
declare module '*.css' {
  const text: string;
  export default text;
}
