/**
 * Customer parts search (spec §5: "starts at 2 characters; scores word-prefix matches
 * (case-sensitive 1, case-insensitive 0.5, contained 0.1); shows at most 10 results with a
 * positive score"; §9: minimum 2, maximum 10).
 *
 * Exact reading implemented here:
 *
 * 1. The query is trimmed. Shorter than 2 characters: no search, `[]`.
 * 2. The query is split into words on white space.
 * 3. The searched fields of a part are `ArticleNumber` and `ArticleDescription`. Each field
 *    gives candidate words: the field split on anything that is not a letter or a digit, plus
 *    the whole field (so `12-34` is a prefix of the article number `12-345`).
 * 4. Each query word scores the best of, over every candidate word of every field:
 *    - 1 when a candidate starts with the query word, exactly as typed (case-sensitive prefix);
 *    - 0.5 when a candidate starts with it ignoring case (case-insensitive prefix);
 *    - 0.1 when a field contains it anywhere, ignoring case (contained);
 *    - 0 otherwise.
 * 5. A part's score is the sum over the query words. Parts scoring 0 are dropped.
 * 6. Sorted by score, highest first; equal scores keep the input order. At most 10.
 */

export const PARTS_SEARCH_MIN = 2;
export const PARTS_SEARCH_MAX = 10;

export const SCORE_CASE_SENSITIVE_PREFIX = 1;
export const SCORE_CASE_INSENSITIVE_PREFIX = 0.5;
export const SCORE_CONTAINED = 0.1;

export interface SearchablePart {
  ArticleNumber?: string | null;
  ArticleDescription?: string | null;
}

export interface ScoredPart<P> {
  part: P;
  score: number;
}

function fieldsOf(part: SearchablePart): string[] {
  return [part.ArticleNumber, part.ArticleDescription].filter(
    (field): field is string => typeof field === 'string' && field !== '',
  );
}

function candidateWords(field: string): string[] {
  return [field, ...field.split(/[^\p{L}\p{N}]+/u).filter(Boolean)];
}

/** The score of one query word against one part (step 4 above). */
export function scoreWord(word: string, part: SearchablePart): number {
  const fields = fieldsOf(part);
  const lower = word.toLocaleLowerCase();
  let best = 0;
  for (const field of fields) {
    for (const candidate of candidateWords(field)) {
      if (candidate.startsWith(word)) return SCORE_CASE_SENSITIVE_PREFIX;
      if (candidate.toLocaleLowerCase().startsWith(lower)) {
        best = Math.max(best, SCORE_CASE_INSENSITIVE_PREFIX);
      }
    }
    if (field.toLocaleLowerCase().includes(lower)) best = Math.max(best, SCORE_CONTAINED);
  }
  return best;
}

/** The score of a whole query against one part (steps 2-5 above). */
export function scorePart(query: string, part: SearchablePart): number {
  const words = query.trim().split(/\s+/).filter(Boolean);
  // Summed in tenths to keep 0.5 + 0.1 + 0.1 exact.
  const tenths = words.reduce((sum, word) => sum + Math.round(scoreWord(word, part) * 10), 0);
  return tenths / 10;
}

/** Scored matches, best first, at most 10; `[]` for a query under 2 characters. */
export function searchPartsScored<P extends SearchablePart>(
  parts: readonly P[],
  query: string,
): ScoredPart<P>[] {
  if (query.trim().length < PARTS_SEARCH_MIN) return [];
  return parts
    .map((part, index) => ({ part, score: scorePart(query, part), index }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, PARTS_SEARCH_MAX)
    .map(({ part, score }) => ({ part, score }));
}

/** The matching parts, best first, at most 10; `[]` for a query under 2 characters. */
export function searchParts<P extends SearchablePart>(parts: readonly P[], query: string): P[] {
  return searchPartsScored(parts, query).map((entry) => entry.part);
}
