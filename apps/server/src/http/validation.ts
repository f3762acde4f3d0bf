import { controlCharacterPaths, controlCharactersMessage } from '@shiftclock/contract/text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Refuses a request part with a control character in any string, naming each field that holds one. */
const withoutControlCharacters = z.unknown().superRefine((value, ctx) => {
  for (const path of controlCharacterPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: controlCharactersMessage });
  }
});

/**
 * The zod validator of every route's body, query and path, after one check shared by all of them:
 * no control characters (packages/contract/src/text.ts). Placed here, no route can forget it, and
 * bad text is a 400 with field errors instead of a database error.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const guard = zodValidatorCompiler({ ...route, schema: withoutControlCharacters });
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const checked = guard(data);
    return typeof checked === 'object' && 'error' in checked && checked.error ? checked : validate(data);
  };
};
