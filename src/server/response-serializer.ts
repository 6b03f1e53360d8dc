/**
 * Turns route responses into JSON. Every response schema is a zod schema (shared with the web
 * app); where it can be expressed as JSON Schema, fast-json-stringify compiles a writer for it once
 * per route, which writes only the schema's properties (nothing unlisted can leak) and refuses a
 * missing required one. Checking every list row with zod and then calling JSON.stringify cost
 * about a fourteenth of the server's time on list pages. Schemas JSON Schema can't express
 * (transforms) keep the zod check.
 */
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

type Writer = (data: unknown) => string;

/**
 * Writers by schema: the error bodies every API route declares (plugins/error-handler.ts) are the
 * same few schema objects, compiled once rather than once per route and status.
 */
const writers = new WeakMap<z.ZodType, Writer | null>();

/** The compiled writer for a zod schema, or null when it has no faithful JSON Schema. */
export function compileWriter(schema: unknown): Writer | null {
  if (!(schema instanceof z.ZodType)) return null;
  let writer = writers.get(schema);
  if (writer === undefined) {
    writer = compileFresh(schema);
    writers.set(schema, writer);
  }
  return writer;
}

function compileFresh(schema: z.ZodType): Writer | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export const responseSerializerCompiler = (route: SerializerCompiler) => compileWriter(route.schema) ?? zodSerializerCompiler(route);
