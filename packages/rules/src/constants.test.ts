import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants (spec §9)', () => {
  it('match the spec', () => {
    expect(constants).toMatchObject({
      SEARCH_DEBOUNCE_MS: 700,
      SNACKBAR_TIMEOUT_MS: 5000,
      DIRECTORY_SEARCH_MIN: 5,
      PARTS_SEARCH_MIN: 2,
      PARTS_SEARCH_MAX: 10,
      ARTICLE_SEARCH_MIN: 3,
      COST_GRAPH_MONTHS: 12,
      OTP_LENGTH: 6,
      PASSWORD_MIN: 8,
      HTTP_TIMEOUT_MS: 30_000,
      CHUNK_TIMEOUT_MS: 120_000,
      USER_TYPE: { Moderator: 4, User: 6 },
      DOCUMENT_TYPE: { Link: 1, Form: 2, PartDrawing: 3 },
      APPOINTMENT_SOON_DAYS: 5,
      ORDER_LINE_TEXT_MAX: 50,
    });
  });

  it("holds no layout figure (those are the components' theme tokens)", () => {
    for (const name of ['MOBILE_BREAKPOINT', 'SIDEBAR_WIDTH', 'LOGIN_CARD_MAX_WIDTH', 'LOGIN_LOGO_SIZE']) {
      expect(constants).not.toHaveProperty(name);
    }
  });

  it('shows the directory search above 5 organisations', () => {
    expect(constants.showsDirectorySearch(5)).toBe(false);
    expect(constants.showsDirectorySearch(6)).toBe(true);
  });

  it('runs the partner article search from 3 characters', () => {
    expect(constants.runsArticleSearch('ab')).toBe(false);
    expect(constants.runsArticleSearch('abc')).toBe(true);
  });
});
