import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Answers are written by a serializer compiled once per route and status from the contract's
 * response schema (as JSON Schema), instead of validating every answer with zod and then calling
 * JSON.stringify (a few per cent of every call's CPU, docs/performance.md). The compiled serializer writes the
 * declared fields only, as zod's parse did. The tests validate every answer against the same zod
 * schema (apps/server/test/test-app.ts), so an answer that strays from its contract still fails there.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as object);
