import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { controlCharacterMessage, fieldLabel, formatValidationErrors } from './validation-messages.js';

// The options of the app's validator (app.ts): every error, with the schema that failed.
const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, coerceTypes: 'array' });
addFormats.default(ajv);

/** The message a body (or query) failing `schema` answers. */
function messageFor(schema: object, value: unknown, context = 'body'): string {
  const validate = ajv.compile(schema);
  expect(validate(value)).toBe(false);
  return formatValidationErrors(validate.errors as never, context);
}

const body = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

describe('validation messages: a plain sentence naming the field, per keyword', () => {
  it('maxLength and minLength', () => {
    expect(messageFor(body({ Name: { type: 'string', maxLength: 200 } }), { Name: 'n'.repeat(201) })).toBe(
      'Name can be at most 200 characters.',
    );
    expect(
      messageFor(body({ CustomerText: { type: 'string', maxLength: 2000 } }), {
        CustomerText: 'n'.repeat(2001),
      }),
    ).toBe('Customer text can be at most 2,000 characters.');
    expect(messageFor(body({ Name: { type: 'string', minLength: 1 } }), { Name: '' })).toBe(
      'Name cannot be empty.',
    );
    expect(messageFor(body({ Code: { type: 'string', minLength: 6 } }), { Code: 'abc' })).toBe(
      'Code must be at least 6 characters.',
    );
  });

  it('a whole number with a range: minimum, maximum, int32 format and type say the same', () => {
    const quantity = body({ Quantity: { type: 'integer', format: 'int32', minimum: 1, maximum: 9999 } });
    const sentence = 'Quantity must be a whole number from 1 to 9,999.';
    expect(messageFor(quantity, { Quantity: 99999999999 })).toBe(sentence);
    expect(messageFor(quantity, { Quantity: 10000 })).toBe(sentence);
    expect(messageFor(quantity, { Quantity: 0 })).toBe(sentence);
    expect(messageFor(quantity, { Quantity: 1.5 })).toBe(sentence);
    expect(messageFor(quantity, { Quantity: 'many' })).toBe(sentence);
    expect(messageFor(body({ Page: { type: 'integer', minimum: 1 } }), { Page: 0 }, 'querystring')).toBe(
      'Page must be a whole number of 1 or more.',
    );
    expect(messageFor(body({ Value: { type: 'number', maximum: 10 } }), { Value: 11 })).toBe(
      'Value must be a number of at most 10.',
    );
  });

  it('format, pattern, enum and const', () => {
    expect(
      messageFor(body({ EmailAdress: { type: 'string', format: 'email' } }), {
        EmailAdress: 'not-an-address',
      }),
    ).toBe('E-mail is not a valid e-mail address.');
    expect(
      messageFor(body({ BoughtDate: { type: 'string', format: 'date' } }), { BoughtDate: '2024-13-40' }),
    ).toBe('Bought date is not a valid date (YYYY-MM-DD).');
    expect(messageFor(body({ Code: { type: 'string', pattern: '^[A-Z]+$' } }), { Code: 'abc' })).toBe(
      'Code is not in the expected format.',
    );
    expect(
      messageFor(body({ scope: { enum: ['ServiceProvider.Customer', 'ServiceProvider.Partner'] } }), {
        scope: 'x',
      }),
    ).toBe('Scope must be one of: ServiceProvider.Customer, ServiceProvider.Partner.');
  });

  it('required, unknown fields and types', () => {
    expect(messageFor(body({ ArticleNumber: { type: 'string' } }, ['ArticleNumber']), {})).toBe(
      'Article number is required.',
    );
    expect(messageFor(body({}), { Extra: 1 })).toBe('Extra is not a field this call accepts.');
    expect(messageFor(body({ Name: { type: 'string' } }), { Name: { text: 'x' } })).toBe(
      'Name must be text.',
    );
    expect(messageFor(body({ Active: { type: 'boolean' } }), { Active: 'yes' })).toBe(
      'Active must be true or false.',
    );
    expect(messageFor({ type: 'object' }, null)).toBe('The request body is missing or is not an object.');
  });

  it('maxItems and minItems; a field inside a list names its item', () => {
    const machines = body({
      Machines: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: body({ CustomerText: { type: 'string', maxLength: 5 } }),
      },
    });
    expect(messageFor(machines, { Machines: [{}, {}, {}] })).toBe('Machines can have at most 2 items.');
    expect(messageFor(machines, { Machines: [] })).toBe('Machines needs at least 1 item.');
    expect(messageFor(machines, { Machines: [{}, { CustomerText: 'too long' }] })).toBe(
      'Customer text (Machines, item 2) can be at most 5 characters.',
    );
  });

  it('several problems: one sentence each', () => {
    const user = body({ Name: { type: 'string', maxLength: 3 }, UserTypeId: { type: 'integer' } }, [
      'UserTypeId',
    ]);
    expect(messageFor(user, { Name: 'long name' })).toBe(
      'User type ID is required. Name can be at most 3 characters.',
    );
  });

  it('a control character', () => {
    expect(controlCharacterMessage('Name')).toBe(
      'Name contains a control character (an invisible character such as NUL), which is not allowed.',
    );
    expect(controlCharacterMessage('')).toBe(
      'The request body contains a control character (an invisible character such as NUL), which is not allowed.',
    );
  });

  it('labels: words from the field name, a few names spelt out', () => {
    expect(fieldLabel('ItemsPerPage')).toBe('Items per page');
    expect(fieldLabel('machineModelId')).toBe('Machine model ID');
    expect(fieldLabel('EmailAdress')).toBe('E-mail');
    expect(fieldLabel('Idempotency-Key')).toBe('Idempotency-Key');
    expect(fieldLabel('qr')).toBe('QR code');
    expect(fieldLabel('relativePath')).toBe('Relative path');
  });
});
