import { describe, expect, it } from 'vitest';
import { scorePart, scoreWord, searchParts, searchPartsScored } from './partsSearch';

const part = (ArticleNumber: string, ArticleDescription: string) => ({ ArticleNumber, ArticleDescription });

const filter = part('F-1001', 'Oil filter element');
const belt = part('B-220', 'Drive belt');
const seal = part('S-9', 'Shaft seal for boiler pump');

describe('customer parts search (spec §5, §9)', () => {
  it('given a query under 2 characters, returns nothing', () => {
    expect(searchParts([filter], 'O')).toEqual([]);
    expect(searchParts([filter], ' O ')).toEqual([]);
  });

  it('given a case-sensitive word prefix, scores 1', () => {
    expect(scoreWord('Oil', filter)).toBe(1);
    expect(scoreWord('ele', filter)).toBe(1);
  });

  it('given a prefix that differs in case only, scores 0.5', () => {
    expect(scoreWord('oil', filter)).toBe(0.5);
  });

  it('given a word only contained inside a word, scores 0.1', () => {
    expect(scoreWord('lter', filter)).toBe(0.1);
  });

  it('given no match, scores 0', () => {
    expect(scoreWord('pump', belt)).toBe(0);
  });

  it('scores article numbers too, by their parts and as a whole', () => {
    expect(scoreWord('1001', filter)).toBe(1);
    expect(scoreWord('F-10', filter)).toBe(1);
    expect(scoreWord('f-10', filter)).toBe(0.5);
  });

  it('sums the scores of the query words', () => {
    expect(scorePart('oil element', filter)).toBe(1.5);
    expect(scorePart('Oil pump', seal)).toBe(1.1);
  });

  it('keeps only positive scores, best first, equal scores in input order', () => {
    const result = searchPartsScored([belt, seal, filter], 'Oil');
    expect(result).toEqual([
      { part: filter, score: 1 },
      { part: seal, score: 0.1 },
    ]);
  });

  it('shows at most 10 results', () => {
    const many = Array.from({ length: 15 }, (_, i) => part(`P-${i}`, 'Valve'));
    expect(searchParts(many, 'Valve')).toHaveLength(10);
    expect(searchParts(many, 'Valve')[0]).toBe(many[0]);
  });

  it('given no match at all, returns nothing (the UI shows its no-results message)', () => {
    expect(searchParts([filter, belt], 'zz')).toEqual([]);
  });

  it('tolerates missing fields', () => {
    expect(searchParts([{ ArticleNumber: null, ArticleDescription: 'Hose' }], 'Ho')).toHaveLength(1);
  });
});
