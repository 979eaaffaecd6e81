import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseQuantity, QUANTITY_MAX, QUANTITY_MIN, showsTextCounter, TEXT_LIMITS } from './limits';
import { ORDER_LINE_TEXT_MAX } from './validation';

const contract = readFileSync(createRequire(import.meta.url).resolve('@eqp/contract/api2.yaml'), 'utf8');

/**
 * A figure of the contract, found by indentation: the lines of the block `path[0]:`, then of
 * `path[1]:` inside it, and so on, and `keyword: N` (its own line or inside `{ ... }`) in the last.
 */
function contractFigure(path: string[], keyword: string): number | undefined {
  let lines = contract.split('\n');
  for (const name of path) {
    const start = lines.findIndex(
      (line) => line.trim() === `${name}:` || line.trim().startsWith(`${name}: {`),
    );
    if (start < 0) return undefined;
    const indent = lines[start]!.search(/\S/);
    const end = lines.findIndex((line, i) => i > start && line.trim() !== '' && line.search(/\S/) <= indent);
    lines = lines.slice(start, end < 0 ? undefined : end);
  }
  const match = new RegExp(`\\b${keyword}: (\\d+)`).exec(lines.join('\n'));
  return match ? Number(match[1]) : undefined;
}

describe('field limits', () => {
  it('are the figures of the contract', () => {
    expect(contractFigure(['CartAddRequest', 'Quantity'], 'minimum')).toBe(QUANTITY_MIN);
    expect(contractFigure(['CartAddRequest', 'Quantity'], 'maximum')).toBe(QUANTITY_MAX);
    expect(contractFigure(['/api2/customer/shoppingcart/detail/{id}/count/{count}'], 'maximum')).toBe(
      QUANTITY_MAX,
    );
    expect(contractFigure(['NewCustomerUser', 'Name'], 'maxLength')).toBe(TEXT_LIMITS.userName);
    expect(contractFigure(['NewCustomerUser', 'EmailAdress'], 'maxLength')).toBe(TEXT_LIMITS.email);
    for (const field of ['DisplayName', 'Name', 'Facility', 'SerialNumber']) {
      expect(contractFigure(['MachineUpdate', field], 'maxLength')).toBe(TEXT_LIMITS.machineText);
    }
    expect(contractFigure(['MachineUpdate', 'CustomerText'], 'maxLength')).toBe(TEXT_LIMITS.machineNote);
    expect(contractFigure(['NewJobMachine', 'CustomerText'], 'maxLength')).toBe(TEXT_LIMITS.jobDescription);
    expect(contractFigure(['CheckoutRequest', 'Comment'], 'maxLength')).toBe(TEXT_LIMITS.orderComment);
    expect(contractFigure(['SetCommentRequest', 'TechnicianComment'], 'maxLength')).toBe(
      TEXT_LIMITS.jobComment,
    );
    expect(contractFigure(['SetCommentRequest', 'InvoiceComment'], 'maxLength')).toBe(TEXT_LIMITS.jobComment);
    // The order-line text (spec §5: at most 50), which the server takes from here.
    for (const schema of ['OrderLineCreate', 'OrderLineUpdate']) {
      expect(contractFigure([schema, 'ArticleDescription'], 'maxLength')).toBe(ORDER_LINE_TEXT_MAX);
    }
  });

  it('show the counter from 80 % of the limit', () => {
    expect(showsTextCounter(159, 200)).toBe(false);
    expect(showsTextCounter(160, 200)).toBe(true);
    expect(showsTextCounter(200, 200)).toBe(true);
  });
});

describe('parseQuantity', () => {
  it('given a whole number from 1 to 9999, answers it', () => {
    expect(parseQuantity('1')).toEqual({ value: 1, rule: null });
    expect(parseQuantity(' 9999 ')).toEqual({ value: 9999, rule: null });
  });

  it('given anything else, answers the broken rule', () => {
    expect(parseQuantity('')).toEqual({ value: null, rule: 'required' });
    expect(parseQuantity('1.5')).toEqual({ value: null, rule: 'whole' });
    expect(parseQuantity('abc')).toEqual({ value: null, rule: 'whole' });
    expect(parseQuantity('0')).toEqual({ value: null, rule: 'min' });
    expect(parseQuantity('-3')).toEqual({ value: null, rule: 'min' });
    expect(parseQuantity('10000')).toEqual({ value: null, rule: 'max' });
    expect(parseQuantity('99999999999')).toEqual({ value: null, rule: 'max' });
  });
});
