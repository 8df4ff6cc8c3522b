/**
 * Follows fenced code blocks line by line (CommonMark: a fence closes with a bare run of the same
 * character at least as long). Returns a function that says, for each line in order, whether it
 * is a fence line or inside a fenced block, so line-based passes leave code alone.
 */
export function fenceTracker(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return true;
    }
    return fence !== undefined;
  };
}
