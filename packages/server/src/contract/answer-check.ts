/**
 * Answers checked against the contract, where the tests need it:
 *
 * - `answerValidators(contract)`: the contract's Ajv (ajv.ts) with each answer schema compiled
 *   once; the test suites' check of every answer on the wire (src/test/contract.ts) and the check
 *   below share it.
 * - `registerAnswerCheck`: before a JSON success answer is serialised by its response schema
 *   (serialization.ts), the payload as JSON.stringify writes it must validate against the
 *   operation's schema (types, required fields, formats, enums, lengths), and the route's
 *   serialiser must write it unchanged: no field the contract does not declare (the serialiser
 *   would leave it out) and no value it would coerce. The serialiser repairs such answers quietly
 *   in production; with the check (the `answerCheck` option of buildApp, which the test context
 *   turns on) the mismatch is reported and the call answers 500 with it as its Message, so the
 *   test that made the call fails and says why.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../http/errors.js';
import { createContractAjv } from './ajv.js';
import type { Contract, ContractOperation, JsonSchema } from './contract.js';

export interface AnswerValidators {
  ajv: Ajv2020;
  /** The validator of `schema` (absolute `$ref`s into the contract), compiled once per key. */
  get(key: string, schema: object): ValidateFunction;
}

const validatorsByContract = new WeakMap<Contract, AnswerValidators>();

/** The answer validators of a contract (one set per contract object). */
export function answerValidators(contract: Contract): AnswerValidators {
  let validators = validatorsByContract.get(contract);
  if (!validators) {
    const ajv = createContractAjv(contract.document, { allErrors: true });
    const compiled = new Map<string, ValidateFunction>();
    validators = {
      ajv,
      get(key, schema) {
        let validate = compiled.get(key);
        if (!validate) {
          validate = ajv.compile(schema);
          compiled.set(key, validate);
        }
        return validate;
      },
    };
    validatorsByContract.set(contract, validators);
  }
  return validators;
}

/** The key of the validator of an operation's answer with `status` and `mediaType`. */
export const answerKey = (op: ContractOperation, status: string, mediaType: string): string =>
  `${op.method} ${op.path} ${status} ${mediaType}`;

/** A JSON success answer that is not what the contract says, found before it was serialised. */
export interface AnswerMismatch {
  operationId: string;
  method: string;
  url: string;
  status: number;
  problem: string;
}

/** Receives every mismatch (the test context collects them and fails the test). */
export type AnswerCheck = (mismatch: AnswerMismatch) => void;

export const describeMismatch = (m: AnswerMismatch): string =>
  `The ${m.status} answer of ${m.method} ${m.url} (${m.operationId}) does not match the contract: ${m.problem}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first place where what the serialiser wrote differs from the answer as JSON, as a sentence
 * with its JSON pointer; undefined when they are the same.
 */
export function serialiserDifference(answer: unknown, written: unknown, at = ''): string | undefined {
  if (isRecord(answer) && isRecord(written)) {
    for (const key of Object.keys(answer)) {
      if (!(key in written)) return `${at}/${key} is not declared (the serialiser leaves it out)`;
      const difference = serialiserDifference(answer[key], written[key], `${at}/${key}`);
      if (difference) return difference;
    }
    for (const key of Object.keys(written)) {
      if (!(key in answer)) return `${at}/${key} is written by the serialiser but not answered`;
    }
    return undefined;
  }
  if (Array.isArray(answer) && Array.isArray(written) && answer.length === written.length) {
    for (let i = 0; i < answer.length; i++) {
      const difference = serialiserDifference(answer[i], written[i], `${at}/${i}`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (isDeepStrictEqual(answer, written)) return undefined;
  return `${at || '/'} is answered as ${JSON.stringify(answer)} but the serialiser writes ${JSON.stringify(written)}`;
}

/** What is wrong with a JSON success answer before serialisation; undefined when nothing is. */
export function answerProblem(
  validators: AnswerValidators,
  op: ContractOperation,
  status: string,
  schema: JsonSchema,
  payload: unknown,
  serialize: ((payload: unknown) => string) | undefined,
): string | undefined {
  let answer: unknown;
  try {
    // What the client would have received from JSON.stringify (dates as ISO strings, no undefined).
    answer = JSON.parse(JSON.stringify(payload) ?? 'null');
  } catch (error) {
    return `it cannot be written as JSON (${(error as Error).message})`;
  }
  const validate = validators.get(answerKey(op, status, 'application/json'), schema);
  if (!validate(answer)) return validators.ajv.errorsText(validate.errors, { dataVar: 'answer' });
  if (!serialize) return undefined;
  let written: unknown;
  try {
    written = JSON.parse(serialize(payload));
  } catch (error) {
    return `its serialiser failed (${(error as Error).message})`;
  }
  return serialiserDifference(answer, written);
}

/**
 * Checks every JSON success answer of `app` before it is serialised (see above). Added after the
 * other preSerialization hooks (the language's), so it sees the payload the serialiser gets.
 */
export function registerAnswerCheck(app: FastifyInstance, contract: Contract, report: AnswerCheck): void {
  const validators = answerValidators(contract);
  const byId = new Map<string, ContractOperation>();
  for (const op of contract.operations) if (op.operationId) byId.set(op.operationId, op);
  app.addHook('preSerialization', async (request, reply: FastifyReply, payload) => {
    const op = byId.get(request.routeOptions.config.operationId ?? '');
    const status = String(reply.statusCode);
    const schema = op?.responses[status];
    if (!op || !schema) return payload;
    const serialize = reply.getSerializationFunction(status) as ((data: unknown) => string) | undefined;
    const problem = answerProblem(validators, op, status, schema, payload, serialize);
    if (!problem) return payload;
    const mismatch: AnswerMismatch = {
      operationId: op.operationId ?? `${op.method} ${op.path}`,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      problem,
    };
    report(mismatch);
    throw new ApiError(500, describeMismatch(mismatch));
  });
}
