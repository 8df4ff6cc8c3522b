import { LineCounter, parseDocument, type Document } from 'yaml';
import { indentQuotedContinuations } from './front-matter-quotes.ts';

/** A front matter's YAML document and the line counter its positions are read with. */
export interface ParsedFrontMatter {
  doc: Document;
  lineCounter: LineCounter;
}

/**
 * Parsed documents by their YAML text. Versioned and translated docs repeat their front matter
 * (graphql-kotlin's 585 docs hold 124 distinct ones), and parsing YAML costs more than the rest of
 * reading a doc. The document is only read afterwards (`toJS` makes fresh values for each page),
 * so pages with the same text share it.
 */
const parsed = new Map<string, ParsedFrontMatter>();
/** Characters of YAML kept (a few MB at most); the memo starts over beyond it. */
const MEMO_CHARS = 2_000_000;
let memoChars = 0;

/** The front matter's YAML parsed; with errors in `doc.errors` when it is not valid even once quoted continuations are folded. */
export function parseFrontMatterYaml(yamlText: string): ParsedFrontMatter {
  let result = parsed.get(yamlText);
  if (result) return result;
  result = parseFolded(yamlText);
  if (memoChars + yamlText.length > MEMO_CHARS) {
    parsed.clear();
    memoChars = 0;
  }
  parsed.set(yamlText, result);
  memoChars += yamlText.length;
  return result;
}

function parseFolded(yamlText: string): ParsedFrontMatter {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  // A quoted value over several unindented lines: Docusaurus's YAML reader folds it, so docsgen does too.
  const folded = doc.errors.length ? indentQuotedContinuations(yamlText) : undefined;
  if (folded !== undefined) {
    const counter = new LineCounter();
    const retried = parseDocument(folded, { lineCounter: counter, prettyErrors: false });
    if (!retried.errors.length) return { doc: retried, lineCounter: counter };
  }
  return { doc, lineCounter };
}
