/**
 * The free-text rule of the listing: each folded query word (packages/shared searchTokens) must match
 * one word of the influencer's folded text (name, user name, category names), either
 * - as a part of it ('sne' matches 'sneha', 'arma' matches 'sharma'), or
 * - for words of 4 or more letters, as a likely typo of it: at least SIMILARITY_MIN of the query word's
 *   trigrams (padded as PostgreSQL's pg_trgm pads them) occur in the text word ('priyaa' → 'priya',
 *   'kulkarnee' → 'kulkarni'). Shorter words would be similar to too much.
 * `TextIndex` answers the rule for every influencer of a snapshot at once; `wordMatchesText` is the rule
 * itself, which tests hold the index to.
 */

export const SIMILARITY_MIN = 0.6;
const FUZZY_MIN_LENGTH = 4;

/** The distinct trigrams of a word padded as pg_trgm does: two spaces before, one after. */
export function paddedTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams];
}

/** Whether a text word sharing `shared` of the query word's `own` trigrams is similar enough. */
const similarEnough = (shared: number, own: number) => shared >= SIMILARITY_MIN * own;

/** The rule for one query word and one text word. */
export function wordMatchesWord(queryWord: string, textWord: string): boolean {
  if (textWord.includes(queryWord)) return true;
  if (queryWord.length < FUZZY_MIN_LENGTH) return false;
  const own = paddedTrigrams(queryWord);
  const theirs = new Set(paddedTrigrams(textWord));
  return similarEnough(own.filter((t) => theirs.has(t)).length, own.length);
}

/** The rule for one query word and a whole folded text. */
export const wordMatchesText = (queryWord: string, text: string): boolean =>
  text.split(' ').some((textWord) => textWord !== '' && wordMatchesWord(queryWord, textWord));

/**
 * The text of every influencer of a snapshot (by position, added in order), indexed by distinct word: each word's
 * positions, and each padded trigram's words, so a query word is matched against the few thousand
 * distinct words rather than every influencer.
 */
export class TextIndex {
  private readonly words: string[] = [];
  /** Per distinct word, the positions whose text has it, ascending. */
  private readonly positionsOfWord: number[][] = [];
  /** Per padded trigram, the distinct words that have it (each once). */
  private readonly wordsOfTrigram = new Map<string, number[]>();
  private readonly idOfWord = new Map<string, number>();

  /** Adds the text at `position`; positions are added in ascending order. */
  add(position: number, text: string): void {
    for (const word of new Set(text.split(' '))) {
      if (word === '') continue;
      let id = this.idOfWord.get(word);
      if (id === undefined) {
        id = this.words.length;
        this.idOfWord.set(word, id);
        this.words.push(word);
        this.positionsOfWord.push([]);
        for (const trigram of paddedTrigrams(word)) {
          const list = this.wordsOfTrigram.get(trigram);
          if (list) list.push(id);
          else this.wordsOfTrigram.set(trigram, [id]);
        }
      }
      this.positionsOfWord[id].push(position);
    }
  }

  /** The ids of the distinct words the query word matches, by the rule above. */
  private matchingWords(queryWord: string): number[] {
    const trigrams = paddedTrigrams(queryWord);
    // A part of a word has the word's inner trigrams (no padding); the rarest one bounds the candidates.
    const inner = trigrams.filter((t) => !t.includes(' '));
    let partCandidates: Iterable<number> = this.words.keys();
    if (inner.length > 0) {
      const lists = inner.map((t) => this.wordsOfTrigram.get(t) ?? []);
      partCandidates = lists.reduce((a, b) => (b.length < a.length ? b : a));
    }
    const found = new Set<number>();
    for (const id of partCandidates) if (this.words[id].includes(queryWord)) found.add(id);
    if (queryWord.length >= FUZZY_MIN_LENGTH) {
      const shared = new Map<number, number>();
      for (const trigram of trigrams) {
        for (const id of this.wordsOfTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
      }
      for (const [id, count] of shared) if (similarEnough(count, trigrams.length)) found.add(id);
    }
    return [...found];
  }

  /** Calls `mark` with every position whose text matches the query word (a position may come twice). */
  forEachMatch(queryWord: string, mark: (position: number) => void): void {
    for (const id of this.matchingWords(queryWord)) for (const p of this.positionsOfWord[id]) mark(p);
  }
}
