import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_MAX_STRING, hygieneRefusal, textProblem, valueProblem } from './graphql/input-hygiene';
import { sendRestError } from './http-exception.filter';

/**
 * The GraphQL arguments' string hygiene for every REST route, in one place: the decoded path, the
 * query and a parsed JSON body (strings and keys at any depth) holding a NUL character, a lone
 * UTF-16 surrogate or text over DEFAULT_MAX_STRING characters are refused with 400 BAD_USER_INPUT
 * before any route reads them (GraphQL requests pass: the Apollo plugin checks them). Raw bodies (a storage upload) are not parsed, so not walked.
 */
export function restInputHygiene(graphqlPath: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // GraphQL checks its own arguments (input-hygiene.ts), each by name and with its own length.
    if (req.path === graphqlPath) return next();
    const found = pathProblem(req.path) ?? valueProblem(req.query, 'query', DEFAULT_MAX_STRING) ?? bodyProblem(req.body);
    if (!found) return next();
    sendRestError(res, hygieneRefusal(found.path, found.problem, 'Field'));
  };
}

function pathProblem(path: string): { path: string; problem: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null; // The router answers a malformed path itself.
  }
  const problem = textProblem(decoded, DEFAULT_MAX_STRING);
  return problem ? { path: 'path', problem } : null;
}

/** A JSON body's fields are named as they are (`email`, `line_items.0.sku`), as a form knows them. */
function bodyProblem(body: unknown): { path: string; problem: string } | null {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return null;
  for (const [key, value] of Object.entries(body)) {
    const found = valueProblem(key, 'body', DEFAULT_MAX_STRING) ?? valueProblem(value, key, DEFAULT_MAX_STRING, 1);
    if (found) return found;
  }
  return null;
}
