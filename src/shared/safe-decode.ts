// Percent-decoding that never throws: a malformed escape (`%E0%A4%A`, a lone `%`) keeps the raw text,
// since links and requests come from users and must be reported or answered, not crash the build.

/** `decodeURIComponent`, or the text unchanged when it is not valid percent-encoding. */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `decodeURI` (keeps `%2F`, `%23` and the other reserved escapes), or the text unchanged when it is malformed. */
export function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
